/**
 * The machine a list answer names, for the calls asked for one machine (model_id and serial_no in the
 * query): the entry with both ids, else the first, else null (unknown or not the caller's).
 */
export function machineOf<T extends { model_id: string; serial_no: string }>(
  list: readonly T[] | null | undefined,
  modelId: string,
  serialNo: string,
): T | null {
  return list?.find((d) => d.model_id === modelId && d.serial_no === serialNo) ?? list?.[0] ?? null;
}
