/** Alarm-mail destination calls (contracts http/alert-mail.ts). */
import type * as alertMail from '../alert-mail.ts';
import { getCall, sendCall } from './spec.ts';

const PATH = '/scadaapi/v1/master-info/info_alertmail_destination_lists';

export const alertMailCalls = {
  alertMailDestinations: getCall<
    alertMail.AlertMailDestinationsQuery,
    alertMail.AlertMailDestinationsResponse
  >(PATH),
  addAlertMailDestinations: sendCall<
    alertMail.AlertMailDestinationsCreateBody,
    alertMail.AlertMailDestinationsResponse
  >('POST', PATH),
  putAlertMailDestination: sendCall<alertMail.AlertMailDestinationUpdateBody, alertMail.AlertMailDestination>(
    'PUT',
    `${PATH}/:id`,
  ),
  deleteAlertMailDestination: sendCall<never, alertMail.AlertMailDestination>('DELETE', `${PATH}/:id`),
} as const;
