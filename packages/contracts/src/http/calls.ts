/**
 * Every call the web client and the end-to-end tests make, as data (method and path) and types (query,
 * body, answer). A caller names the call, never the answer's type, so a fetcher cannot read one path's
 * answer as another's. The descriptions live in one small file per area (calls/<area>.ts) so that the
 * web bundle carries each with the screens that use it; this file gathers them for the tests. The
 * server test test/db/calls.test.ts checks that the server registers each method and path.
 */
import { alarmEventCalls } from './calls/alarm-events.ts';
import { alertMailCalls } from './calls/alert-mail.ts';
import { fleetCalls } from './calls/fleet.ts';
import { gatewayCalls } from './calls/gateways.ts';
import { groupCalls } from './calls/groups.ts';
import { informationCalls } from './calls/informations.ts';
import { maintenanceCalls } from './calls/maintenance.ts';
import { masterInfoCalls } from './calls/master-info.ts';
import { monthlyReportCalls } from './calls/monthly-report.ts';
import { operationLogCalls } from './calls/operation-log.ts';
import { sensorDataCalls } from './calls/sensor-data.ts';
import { serviceRecordCalls } from './calls/service-records.ts';
import { sessionCall } from './calls/session.ts';
import { logoutCall } from './calls/sign-out.ts';
import { userCalls } from './calls/users.ts';

export type { AnswerOf, AnyCall, BodyOf, QueryOf } from './calls/spec.ts';

/**
 * Every call by name, for the tests (the end-to-end tests' getJson, the server's calls.test.ts); the web
 * client imports each area's file instead.
 * @internal
 */
export const calls = {
  session: sessionCall,
  logout: logoutCall,
  ...fleetCalls,
  ...groupCalls,
  ...masterInfoCalls,
  ...sensorDataCalls,
  ...alarmEventCalls,
  ...alertMailCalls,
  ...serviceRecordCalls,
  ...maintenanceCalls,
  ...operationLogCalls,
  ...informationCalls,
  ...userCalls,
  ...gatewayCalls,
  ...monthlyReportCalls,
} as const;
