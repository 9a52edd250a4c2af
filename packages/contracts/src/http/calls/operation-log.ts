/** Operation log calls of the second backend (contracts http/operation-log.ts). */
import type * as log from '../operation-log.ts';
import { sendCall } from './spec.ts';

export const operationLogCalls = {
  addLogs: sendCall<log.AddLogsBody, log.AddLogsResponse>('POST', '/api/addLogs'),
  getLogs: sendCall<log.GetLogsBody, log.GetLogsResponse>('POST', '/api/getLogs'),
} as const;
