/** Rows of the company tab: each child group with its counts (part 1 §2 HomeAdmin), and the name search. */
import type { GroupSummary } from '@airsight/contracts/http/fleet';
import type { Locale } from '@airsight/contracts/locales';
import { localizedName } from '../../lib/names.ts';
import { searchKey, searchWord } from './searchKey.ts';

export interface CompanyRow {
  summary: GroupSummary;
  /** The company name in the display language. */
  name: string;
  nameKey: string;
}

export function buildCompanyRows(
  list: readonly GroupSummary[] | null | undefined,
  locale: Locale,
): CompanyRow[] {
  return (list ?? []).map((summary) => {
    const name = localizedName(summary, 'device_group_name_locale', locale);
    return { summary, name, nameKey: searchKey(name) };
  });
}

/** Substring search on the company name; an empty word leaves the rows as they are (part 1 §5). */
export function filterCompanies(rows: readonly CompanyRow[], word: string): readonly CompanyRow[] {
  const key = searchWord(word);
  if (!key) return rows;
  return rows.filter((row) => row.nameKey.includes(key));
}
