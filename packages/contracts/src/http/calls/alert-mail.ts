/** Alarm-mail destination calls (contracts http/alert-mail.ts). */
import type * as alertMail from '../alert-mail.ts';
import { getCall } from './spec.ts';

export const alertMailCalls = {
  alertMailDestinations: getCall<
    alertMail.AlertMailDestinationsQuery,
    alertMail.AlertMailDestinationsResponse
  >('/scadaapi/v1/master-info/info_alertmail_destination_lists'),
} as const;
