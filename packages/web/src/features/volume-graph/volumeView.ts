/**
 * What VolumeGraph's screen derives from its state, pure: the month in force and what a newly chosen
 * option keeps of it, the period's table once the sums are in, whether the period holds any data, and
 * the line under each chart for the bucket under the pointer. The data rules themselves are in
 * volumeData.ts, the periods in volumePeriod.ts.
 */
import { formatNumber } from '@airsight/contracts/format/number';
import type { Period, PresetId } from '../../lib/period.ts';
import { volumeTable, type MachineSums, type VolumeMachine, type VolumeTable } from './volumeData.ts';
import { bucketLabels, MONTH_SPANS, openingChoice, type VolumePeriod } from './volumePeriod.ts';

/** Shown for a figure that does not exist. */
const NONE = '—';

/**
 * The month of the view (YYYY-MM): the one the route's query names, else the opening month at the
 * period's end in the zone of the first machine.
 */
export function viewMonth(queryMonth: string | null, period: Period, timeZone: string | null): string {
  return queryMonth ?? openingChoice(period.toMs, timeZone).month;
}

/** The month a newly chosen option keeps in the view: only the month options read it. */
export function monthOfOption(option: PresetId, month: string): string | undefined {
  return MONTH_SPANS[option] ? month : undefined;
}

/** The table of the period, once the machines, a complete period and their sums are there. */
export function viewTable(
  machines: readonly VolumeMachine[] | undefined,
  period: VolumePeriod | undefined,
  sums: readonly MachineSums[] | undefined,
  timeZone: string | null,
): VolumeTable | undefined {
  return machines && period && sums ? volumeTable(bucketLabels(period, timeZone), machines, sums) : undefined;
}

/** The sums are in and no machine has air or energy in the period. */
export function sumsEmpty(sums: readonly MachineSums[] | undefined): boolean {
  return sums?.every((s) => s.air.size === 0 && s.energy.size === 0) ?? false;
}

export interface ReadoutTexts {
  /** e.g. 'Total' */
  total: string;
  /** e.g. 'expected' */
  expected: string;
  /** e.g. 'Above expected' */
  aboveExpected: string;
}

/** A bar chart's line for bucket j: the bucket and the machines' total in it, with the unit. */
export function totalReadout(
  table: VolumeTable,
  totals: readonly (number | null)[],
  unit: string,
  texts: ReadoutTexts,
): (j: number) => string {
  return (j) =>
    `${table.buckets[j] ?? ''} — ${texts.total}: ${totals[j] === null ? NONE : `${formatNumber(totals[j], 1)} ${unit}`}`;
}

/**
 * The specific-power chart's line for bucket j: each machine with a figure in the bucket, its expected
 * figure at the bucket's loading where it has one, and whether it is above that.
 */
export function specificReadout(table: VolumeTable, texts: ReadoutTexts): (j: number) => string {
  return (j) => {
    const figures = table.machines.flatMap((m, i) => {
      const sp = table.specific[i]![j];
      if (sp === undefined) return [];
      const expected = table.expected[i]![j];
      if (expected === undefined) return [`${m.label} ${formatNumber(sp, 2)}`];
      const flag = table.aboveExpected[i]![j] ? `, ${texts.aboveExpected}` : '';
      return [`${m.label} ${formatNumber(sp, 2)} (${texts.expected} ${formatNumber(expected, 2)}${flag})`];
    });
    return `${table.buckets[j]} — ${figures.length ? figures.join(', ') : NONE}`;
  };
}
