/**
 * The Gateways screen's calls (ours; contracts http/gateways.ts): the gateways of the caller's groups by
 * GET /v1/gateways (silent: the screen says a refusal itself, NotFound for NOT_GATEWAY_ADMIN), and the
 * dialogs' writes (POST /v1/gateways, PUT and DELETE /v1/gateways/:username, a new password by POST
 * /v1/gateways/:username/password; silent, the dialogs say a failure). After any write the gateways are
 * loaded again.
 */
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { gatewayCalls } from '@airsight/contracts/http/calls/gateways';
import type { Gateway, GatewayWithPassword } from '@airsight/contracts/http/gateways';
import type { MessageKey } from '../../../i18n/index.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { failureText, refusalText, type RefusalKey } from '../../../lib/refusalText.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { addBody, gatewayErrorKey, putBody, type GatewayValues, type KnownMachine } from '../gatewayRows.ts';

const gatewayKeys = { all: ['gateways'] as const };

export function useGateways() {
  return useQuery({
    queryKey: gatewayKeys.all,
    queryFn: async ({ signal }) => (await api(gatewayCalls.gateways, { signal })) ?? [],
    meta: { silent: true },
  });
}

/** Whether a failed call is the server's refusal of a caller that is no gateway administrator. */
export const isNotGatewayAdmin = (error: unknown) =>
  error instanceof ApiError && error.code === 'NOT_GATEWAY_ADMIN';

/** What the gateway dialog saves: a new gateway, or the changes of `stored`; `under`: the machines offered. */
interface GatewaySave {
  stored: Gateway | undefined;
  values: GatewayValues;
  under: readonly KnownMachine[];
}

/** Saves the dialog; a new gateway's answer carries its password, shown once. */
async function saveGateway({ stored, values, under }: GatewaySave): Promise<GatewayWithPassword | null> {
  if (!stored) return api(gatewayCalls.addGateway, { body: addBody(values, under) });
  await api(gatewayCalls.putGateway, {
    params: { username: stored.username },
    body: putBody(values, under),
  });
  return null;
}

export const useSaveGateway = () => useDialogWrite(saveGateway, [gatewayKeys.all]);

export const useRotatePassword = () =>
  useDialogWrite(
    (username: string) => api(gatewayCalls.rotateGatewayPassword, { params: { username } }),
    [gatewayKeys.all],
  );

export const useRemoveGateway = () =>
  useDialogWrite(
    (username: string) => api(gatewayCalls.deleteGateway, { params: { username } }),
    [gatewayKeys.all],
  );

/** The server's refusals that the Gateways screen names itself: by code, or a 404 (a group or machine). */
const gatewayRefusal: RefusalKey = (error) => gatewayErrorKey(error.code, error.status);

/** A dialog's failure: the dialog's message, and ours for a refusal the screen names. */
export const gatewayFailureText = (t: TFunction, base: MessageKey, error: unknown) =>
  failureText(t, gatewayRefusal, base, error);

/** The text of a failed load: ours for a refusal by code, else the server's message. */
export const gatewayErrorText = (t: TFunction, error: unknown) => refusalText(t, gatewayRefusal, error);
