/**
 * The key of one machine in a map or a set, from its model id and serial number: the two joined by NUL,
 * which no id can hold (every request field refuses it, http/fields.ts), so that no two machines share a
 * key whatever characters their ids hold. A key stays inside the program that made it: it is never sent.
 */
export function machineKeyOf(modelId: string, serialNo: string): string {
  return `${modelId}\u0000${serialNo}`;
}
