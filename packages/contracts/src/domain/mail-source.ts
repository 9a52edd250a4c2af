/**
 * An alarm-mail destination's codes (part 2 §3, alarm mail destination): whose alarms it receives,
 * `source_flag` 0 a whole group (`source_type` its device_group_id) or 1 one machine (`source_type`
 * 'modelId$serialNo'); and which levels, `severity` a comma list of 3, 2, 1.
 * Schema-free, so that the web client reads it without TypeBox; the request schema
 * (packages/contracts/src/http/alert-mail.ts), the server's access checks, the mail worker's matching and
 * the demo seed all write and read these codes through the functions here.
 */
import { ALARM_LEVEL_NUMBERS, type AlarmLevelNumber } from '../presentation/alarm-levels.ts';

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

/** The levels of a severity text ('1,3'), highest first (3, 2, 1); anything else in it is left out. */
export function severityLevels(severity: string): AlarmLevelNumber[] {
  const given = new Set(severity.split(',').map((part) => Number(part.trim())));
  return ALARM_LEVEL_NUMBERS.filter((level) => given.has(level));
}

/** The severity text of levels: a comma list, highest first, each once ('3,1'). */
export function severityText(levels: readonly number[]): string {
  return ALARM_LEVEL_NUMBERS.filter((level) => levels.includes(level)).join(',');
}
