/** Gateway administration calls (ours; contracts http/gateways.ts): the Gateways screen's. */
import type * as gateways from '../gateways.ts';
import { getCall, sendCall } from './spec.ts';

const PATH = '/v1/gateways';
const GATEWAY = `${PATH}/:username`;

export const gatewayCalls = {
  gateways: getCall<never, gateways.ListGatewaysResponse>(PATH),
  addGateway: sendCall<gateways.AddGatewayBody, gateways.GatewayWithPassword>('POST', PATH),
  putGateway: sendCall<gateways.PutGatewayBody, gateways.Gateway>('PUT', GATEWAY),
  rotateGatewayPassword: sendCall<never, gateways.GatewayWithPassword>('POST', `${GATEWAY}/password`),
  deleteGateway: sendCall<never, Record<string, never>>('DELETE', GATEWAY),
} as const;
