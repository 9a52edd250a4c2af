/** Names in the display language: locale1 English, locale2 Japanese, locale3 Chinese (part 1 §3). */
import { LOCALE_IDS, type Locale } from '@airsight/contracts/locales';
import { equipmentNoOf } from '@airsight/contracts/service-records';
import { compareTexts } from './compareTexts.ts';

type Named<P extends string> = { [K in `${P}1` | `${P}2` | `${P}3`]?: string | null };

/** The name in the locale, else in Japanese, English or Chinese, else ''. */
export function localizedName<P extends string>(record: Named<P>, prefix: P, locale: Locale): string {
  const order = [LOCALE_IDS[locale], 2, 1, 3] as const;
  for (const id of order) {
    const value = record[`${prefix}${id}` as keyof Named<P>];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

/** The machine unit (equipment number): the serial number before its '_' customer-code suffix. */
export { equipmentNoOf as machineUnit } from '@airsight/contracts/service-records';

/** How a machine is named in the breadcrumb: machine unit, then the customer's machine number if any. */
export function machineLabel(serialNo: string, optionalInfo2: string | null | undefined): string {
  const unit = equipmentNoOf(serialNo);
  const number = optionalInfo2?.trim();
  return number ? `${unit} (${number})` : unit;
}

/** A machine a settings dialog or selector offers: the customer's machine number (serial number), else the serial number. */
export function machineChoiceLabel(serialNo: string, optionalInfo2: string | null | undefined): string {
  return optionalInfo2 ? `${optionalInfo2} (${serialNo})` : serialNo;
}

/** The machines with their choice labels, in the order of the labels (compareTexts: No.2 before No.10). */
export function labelledMachines<M extends { serial_no: string; optional_info_2: string | null }>(
  machines: readonly M[],
): { machine: M; label: string }[] {
  return machines
    .map((machine) => ({ machine, label: machineChoiceLabel(machine.serial_no, machine.optional_info_2) }))
    .sort((a, b) => compareTexts(a.label, b.label));
}
