/**
 * docs/maintenance.md §6 quotes the names the portal shows; their source is the dictionaries (the dialog's
 * status texts) and contracts (service codes). The document's tables must say exactly what the source
 * says, in every language, so that the two cannot drift apart again.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '@airsight/contracts/presentation/service-codes';
import en from '../../src/i18n/en.json';
import ja from '../../src/i18n/ja.json';
import zh from '../../src/i18n/zh.json';
import { MAINTENANCE_STATUS_WORDS } from '../../src/lib/maintenanceStatusText.ts';

const doc = fs.readFileSync(new URL('../../../../docs/maintenance.md', import.meta.url), 'utf8');
const names = doc.slice(doc.indexOf('## 6. Names'));

/** The cells of the table rows whose first cell is one of `keys`, by that key. */
function rows(text: string, keys: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length > 1 && keys.includes(cells[0]!)) found.set(cells[0]!, cells.slice(1));
  }
  return found;
}

describe('docs/maintenance.md §6', () => {
  it('quotes the dialog’s status texts as the dictionaries hold them', () => {
    const statuses = Object.keys(MAINTENANCE_STATUS_WORDS) as (keyof typeof MAINTENANCE_STATUS_WORDS)[];
    const quoted = rows(names, statuses);
    expect([...quoted.keys()].sort()).toEqual([...statuses].sort());
    for (const status of statuses) {
      const key = MAINTENANCE_STATUS_WORDS[status].text;
      expect([status, ...quoted.get(status)!]).toEqual([status, en[key], ja[key], zh[key]]);
    }
  });

  it('quotes the service codes’ names as contracts holds them', () => {
    const codes = SERVICE_CODES.map((c) => String(c.code));
    const quoted = rows(names.slice(0, names.indexOf('**Task types**')), codes);
    expect([...quoted.keys()]).toEqual(codes);
    for (const c of SERVICE_CODES)
      expect([c.code, ...quoted.get(String(c.code))!]).toEqual([c.code, ...c.names]);
  });
});
