/**
 * The `sort` query parameter of the Main API: a comma list of column names, a '-' before a name for
 * descending, e.g. "optional_info_2,-serial_no". Only allow-listed columns pass, so a sort can never
 * reach SQL as free text.
 */
import { badRequest } from '../errors.ts';

export interface SortKey<C extends string> {
  column: C;
  descending: boolean;
}

export function parseSort<C extends string>(text: string | undefined, allowed: readonly C[]): SortKey<C>[] {
  if (text === undefined || text === '') return [];
  const keys: SortKey<C>[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    if (!(allowed as readonly string[]).includes(name)) {
      throw badRequest(`querystring.sort: unknown column "${name}"; allowed: ${allowed.join(', ')}`);
    }
    if (keys.some((k) => k.column === name)) {
      throw badRequest(`querystring.sort: column "${name}" is given twice`);
    }
    keys.push({ column: name as C, descending });
  }
  return keys;
}

/** Appends the tie-breakers that are not sorted on yet, ascending, so every order is total and stable. */
export function withTieBreakers<C extends string>(
  keys: SortKey<C>[],
  tieBreakers: readonly C[],
): SortKey<C>[] {
  const rest = tieBreakers
    .filter((c) => !keys.some((k) => k.column === c))
    .map((column) => ({ column, descending: false }));
  return [...keys, ...rest];
}

/**
 * Compares two rows by the keys, nulls last in either direction (as SQL NULLS LAST). Text compares by
 * UTF-16 code unit: the order of SQL COLLATE "C" for every character outside the astral planes.
 */
export function compareBy<C extends string>(keys: readonly SortKey<C>[]) {
  return (a: Record<C, unknown>, b: Record<C, unknown>): number => {
    for (const { column, descending } of keys) {
      const x = a[column];
      const y = b[column];
      if (x === y) continue;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const order = (x as string | number) < (y as string | number) ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  };
}
