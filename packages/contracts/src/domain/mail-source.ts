/**
 * Whose alarm mails a destination receives (part 2 §3, alarm mail destination): `source_flag` 0 is a
 * whole group, `source_type` its device_group_id; 1 is one machine, `source_type` 'modelId$serialNo'.
 * Schema-free, so that the web client reads it without TypeBox; the request schema
 * (packages/contracts/src/http/alert-mail.ts), the server's access checks, the mail worker's matching and
 * the demo seed all write and read the machine's text through these two functions.
 */

export const SOURCE_FLAG = { group: 0, machine: 1 } as const;

/** The `source_type` of one machine. */
export function machineSourceOf(modelId: string, serialNo: string): string {
  return `${modelId}$${serialNo}`;
}

/** The machine a `source_type` names; text without a '$' between two non-empty parts names none. */
export function parseMachineSource(text: string): { modelId: string; serialNo: string } | undefined {
  const at = text.indexOf('$');
  if (at <= 0 || at === text.length - 1) return undefined;
  return { modelId: text.slice(0, at), serialNo: text.slice(at + 1) };
}
