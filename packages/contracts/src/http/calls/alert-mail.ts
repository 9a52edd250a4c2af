/** Alarm-mail destination calls (contracts http/alert-mail.ts). */
import type { AlertMailDestinationsQuery, AlertMailDestinationsResponse } from '../alert-mail.ts';
import type { CallSpec } from './spec.ts';

export const alertMailCalls = {
  alertMailDestinations: {
    path: '/scadaapi/v1/master-info/info_alertmail_destination_lists',
  } as CallSpec<AlertMailDestinationsQuery, never, AlertMailDestinationsResponse>,
} as const;
