/**
 * The groups of HomeConsumer (part 1 §2): 'all' (every machine of the device group), each user-defined
 * group (its machines) and 'unset' (machines in no user-defined group). Pure; the screen renders them.
 */
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { UserGroup, UserGroupDevice } from '../../api/groups/getGroups.ts';

export interface GroupMachine {
  model_id: string;
  serial_no: string;
  optional_info_2: string | null;
}

export type CardGroupKind = 'all' | 'user' | 'unset';

export interface CardGroup<D extends GroupMachine = GroupMachine> {
  /** Stable React key and DOM id part: 'all', 'unset' or 'group-<id>'. */
  key: string;
  kind: CardGroupKind;
  /** The user-defined group's id; undefined for 'all' and 'unset'. */
  groupId?: string;
  /** The user-defined group's name; 'all' and 'unset' are named by the dictionary. */
  groupName?: string;
  machines: D[];
  /** The machines as the group screens want them (router state `compressors`). */
  compressors: UserGroupDevice[];
}

let collator: Intl.Collator | undefined;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The digits of `text` from `start` on (none when it holds no digit there). */
function digitRun(text: string, start: number): string {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return text.slice(start, end);
}

/**
 * How the collator orders two printable-ASCII texts where the first difference decides it alone:
 * numbers by value, letters case-blind, then the order of kinds (punctuation and spaces, then digits, then
 * letters), and a text before the longer one it begins. Undefined where it takes the collator's finer
 * rules (two punctuation marks, letters differing only in case, equal numbers written differently,
 * anything outside ASCII).
 */
function asciiOrder(a: string, b: string): number | undefined {
  if (!PRINTABLE_ASCII.test(a) || !PRINTABLE_ASCII.test(b)) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return 0;
  // A difference inside a number compares the whole numbers.
  let start = i;
  while (start > 0 && isDigit(a.charCodeAt(start - 1))) start--;
  const numberA = digitRun(a, start);
  const numberB = digitRun(b, start);
  if (numberA && numberB) {
    const valueA = numberA.replace(/^0+/, '');
    const valueB = numberB.replace(/^0+/, '');
    if (valueA === valueB) return undefined;
    return valueA.length - valueB.length || (valueA < valueB ? -1 : 1);
  }
  if (i === a.length) return -1;
  if (i === b.length) return 1;
  const rank = (code: number) => (isLetter(code) ? 2 : isDigit(code) ? 1 : 0);
  const codeA = a.charCodeAt(i);
  const codeB = b.charCodeAt(i);
  const byKind = rank(codeA) - rank(codeB);
  if (byKind !== 0) return byKind;
  if (rank(codeA) === 2 && (codeA | 32) !== (codeB | 32)) return (codeA | 32) - (codeB | 32);
  return undefined;
}

/**
 * Two texts in Japanese collation, numbers in them compared as numbers, case and accents ignored. The
 * collator's first use loads ICU's collation data: most of the task that evaluates the screen's code
 * (12 of 18 ms of CPU in a profiled load on the development machine, four times that on a phone). Texts
 * that plain ASCII orders, such as 'No.12' and 'A2207-0101_KAW', are compared without it, with the
 * collator's answer (cardGroups.test.ts holds them to it); the collator is made for the others.
 */
export function compareTexts(a: string, b: string): number {
  return (
    asciiOrder(a, b) ??
    (collator ??= new Intl.Collator('ja-JP', { numeric: true, sensitivity: 'base' })).compare(a, b)
  );
}

/**
 * Card order: by the customer's machine number (numbers in it compared as numbers, machines without one
 * last), then by serial number: the order the original asks the server for (sort optional_info_2,serial_no).
 */
export function compareMachines(a: GroupMachine, b: GroupMachine): number {
  const an = a.optional_info_2?.trim() ?? '';
  const bn = b.optional_info_2?.trim() ?? '';
  if (an !== bn) {
    if (!an) return 1;
    if (!bn) return -1;
    const byNumber = compareTexts(an, bn);
    if (byNumber !== 0) return byNumber;
  }
  return compareTexts(a.serial_no, b.serial_no) || a.model_id.localeCompare(b.model_id);
}

const toCompressors = (machines: readonly GroupMachine[]): UserGroupDevice[] =>
  machines.map((m) => ({ modelId: m.model_id, serialNo: m.serial_no }));

/**
 * 'all', then the user-defined groups in the server's order, then 'unset'. A user-defined group shows
 * only the machines the fleet answer holds (a stored machine the user may not see, or that is gone, is
 * left out). 'unset' is always there, also when empty, so that its count can be read.
 */
export function buildCardGroups<D extends GroupMachine>(
  machines: readonly D[] | null | undefined,
  userGroups: readonly UserGroup[] | null | undefined,
): CardGroup<D>[] {
  const sorted = [...(machines ?? [])].sort(compareMachines);
  const byKey = new Map(sorted.map((m) => [machineKeyOf(m.model_id, m.serial_no), m]));
  const grouped = new Set<string>();
  const groups: CardGroup<D>[] = [
    { key: 'all', kind: 'all', machines: sorted, compressors: toCompressors(sorted) },
  ];
  for (const group of userGroups ?? []) {
    const keys = new Set((group.devices ?? []).map((d) => machineKeyOf(d.modelId, d.serialNo)));
    const members = [...keys]
      .map((k) => byKey.get(k))
      .filter((m): m is D => m !== undefined)
      .sort(compareMachines);
    for (const k of keys) grouped.add(k);
    const id = String(group.id);
    groups.push({
      key: `group-${id}`,
      kind: 'user',
      groupId: id,
      groupName: group.groupName,
      machines: members,
      compressors: toCompressors(members),
    });
  }
  const unset = sorted.filter((m) => !grouped.has(machineKeyOf(m.model_id, m.serial_no)));
  groups.push({ key: 'unset', kind: 'unset', machines: unset, compressors: toCompressors(unset) });
  return groups;
}
