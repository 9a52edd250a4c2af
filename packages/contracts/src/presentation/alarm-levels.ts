/**
 * How an alarm level is shown everywhere (part 1 §2, part 2 §3, §4): the letter, the prefix of event names
 * and mail subjects, and the badge colours. Level 3 emergency (E, red), 2 caution (C, orange),
 * 1 maintenance (M, yellow); level 0 (panel lamps) has no presentation.
 */
import { STATUS_PALETTE } from './palette.ts';

export type AlarmLevelNumber = 1 | 2 | 3;
export type AlarmLevelKey = 'emergency' | 'caution' | 'maintenance';

export interface AlarmLevelPresentation {
  level: AlarmLevelNumber;
  /** Also the message keys of the level's name and, with 'Short', of its letter in the dictionaries. */
  key: AlarmLevelKey;
  letter: 'E' | 'C' | 'M';
  /** Put before event names and in mail subjects: 'E) Motor overload'. */
  prefix: 'E) ' | 'C) ' | 'M) ';
  background: string;
  text: string;
}

/** The three levels, highest first (the order of filters, marks and columns). */
export const ALARM_LEVELS: readonly AlarmLevelPresentation[] = [
  {
    level: 3,
    key: 'emergency',
    letter: 'E',
    prefix: 'E) ',
    background: STATUS_PALETTE.red,
    text: STATUS_PALETTE.white,
  },
  {
    level: 2,
    key: 'caution',
    letter: 'C',
    prefix: 'C) ',
    background: STATUS_PALETTE.orange,
    text: STATUS_PALETTE.black,
  },
  {
    level: 1,
    key: 'maintenance',
    letter: 'M',
    prefix: 'M) ',
    background: STATUS_PALETTE.yellow,
    text: STATUS_PALETTE.black,
  },
];

/** The levels' numbers in that order: 3, 2, 1 (the alarm screens' filters start with all of them). */
export const ALARM_LEVEL_NUMBERS: readonly AlarmLevelNumber[] = ALARM_LEVELS.map((l) => l.level);

const BY_LEVEL = new Map<number, AlarmLevelPresentation>(ALARM_LEVELS.map((l) => [l.level, l]));
const BY_KEY = new Map<string, AlarmLevelPresentation>(ALARM_LEVELS.map((l) => [l.key, l]));

/** The presentation of an event level; undefined for level 0 or anything unknown. */
export function alarmLevel(level: number): AlarmLevelPresentation | undefined {
  return BY_LEVEL.get(level);
}

/** The presentation of a level by its key. */
export function alarmLevelOf(key: AlarmLevelKey): AlarmLevelPresentation {
  return BY_KEY.get(key)!;
}
