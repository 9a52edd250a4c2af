/**
 * The alarm-mail setting screen's pure logic (part 2 §2 "Alarm mail setting", §3 alarm mail destination):
 * whose destinations the screen shows (the route's group or machine for an admin, the chosen machine or ALL
 * for anyone else), the table's rows, the alarm levels and languages, and the record a dialog sends.
 */
import type { AlertMailDestination, AlertMailDestinationNew } from '@airsight/contracts/http/alert-mail';
import {
  machineSourceOf,
  parseMachineSource,
  severityLevels,
  severityText,
  SOURCE_FLAG,
} from '@airsight/contracts/domain/mail-source';
import { ALARM_LEVELS, type AlarmLevelNumber } from '@airsight/contracts/presentation/alarm-levels';
import { LOCALE_IDS, LOCALES, type Locale } from '@airsight/contracts/locales';
import type { MessageKey } from '../../i18n/index.ts';
import { labelledMachines } from '../../lib/names.ts';

/** Whose destinations: a whole group (source_flag 0, its device_group_id) or a machine (1, modelId$serialNo). */
export interface MailSubject {
  sourceFlag: 0 | 1;
  sourceType: string;
}

/** The non-admin selector's value for the destinations of the user's own group. */
export const ALL_CHOICE = 'ALL';

/** The route's subject (admins, part 2 §6): its machine if it names one, else its group, else none. */
export function routeSubject(params: {
  device_group_id?: string;
  model_id?: string;
  serial_no?: string;
}): MailSubject | undefined {
  if (params.model_id && params.serial_no) {
    return {
      sourceFlag: SOURCE_FLAG.machine,
      sourceType: machineSourceOf(params.model_id, params.serial_no),
    };
  }
  if (params.device_group_id) return { sourceFlag: SOURCE_FLAG.group, sourceType: params.device_group_id };
  return undefined;
}

/** A non-admin's choice (ALL_CHOICE or a machine's source text): ALL is their own group's destinations. */
export function chosenSubject(choice: string, deviceGroupId: string): MailSubject | undefined {
  if (choice === ALL_CHOICE) {
    return deviceGroupId ? { sourceFlag: SOURCE_FLAG.group, sourceType: deviceGroupId } : undefined;
  }
  return { sourceFlag: SOURCE_FLAG.machine, sourceType: choice };
}

/** One entry of the non-admin machine selector: the source text and a label. */
export interface MachineOption {
  value: string;
  label: string;
}

/** The user's machines, labelled by customer's machine number and serial number, in label order. */
export function machineOptions(
  machines: readonly { model_id: string; serial_no: string; optional_info_2: string | null }[],
): MachineOption[] {
  return labelledMachines(machines).map(({ machine: m, label }) => ({
    value: machineSourceOf(m.model_id, m.serial_no),
    label,
  }));
}

/** The e-mail setting status filter of the machine selector (part 2 §2): every machine, or by coverage. */
export const MAIL_STATUS_FILTERS = [
  { value: 'all', key: 'mailStatusAll' },
  { value: 'set', key: 'mailStatusSet' },
  { value: 'notSet', key: 'mailStatusNotSet' },
] as const;
export type MailStatusFilter = (typeof MAIL_STATUS_FILTERS)[number]['value'];

/**
 * The machines of a status: 'set' when some destination mails the machine's alarms (one of its own, or
 * one of its device group's), 'notSet' when none does, so a user can find the machines nobody hears of.
 */
export function machinesOfStatus<M extends { model_id: string; serial_no: string; device_group_id: string }>(
  machines: readonly M[],
  status: MailStatusFilter,
  destinations: readonly Pick<AlertMailDestination, 'source_flag' | 'source_type'>[],
): M[] {
  if (status === 'all') return [...machines];
  const covered = new Set(destinations.map((d) => `${d.source_flag} ${d.source_type}`));
  const isSet = (m: M) =>
    covered.has(`${SOURCE_FLAG.machine} ${machineSourceOf(m.model_id, m.serial_no)}`) ||
    covered.has(`${SOURCE_FLAG.group} ${m.device_group_id}`);
  return machines.filter((m) => isSet(m) === (status === 'set'));
}

/** The alarm levels a destination may ask for, highest first, with their letters' message keys. */
export const LEVELS = ALARM_LEVELS.map((l) => ({ level: l.level, key: `${l.key}Short` as const }));

/** The name of each display language, in the order of LOCALES: a mail's language is one of them. */
const LANGUAGE_NAME: Record<Locale, MessageKey> = { en: 'english', ja: 'japanese', zh: 'chinese' };

/** Languages of the mails: the locale ids (1 English, 2 Japanese, 3 Chinese) with their names. */
export const LANGUAGES = LOCALES.map((l) => ({ locale: LOCALE_IDS[l], key: LANGUAGE_NAME[l] }));

type LocaleId = (typeof LOCALE_IDS)[Locale];

export interface DestinationRow {
  id: string;
  /** The machine's serial number, or undefined for a destination of a whole group (shown as ALL). */
  serialNo: string | undefined;
  mail: string;
  userName: string;
  languageKey: MessageKey | undefined;
  levels: AlarmLevelNumber[];
  /** The record as read, sent back with its version by an edit. */
  record: AlertMailDestination;
}

export function destinationRows(list: readonly AlertMailDestination[]): DestinationRow[] {
  return list.map((d) => ({
    id: d.id,
    serialNo: d.source_flag === SOURCE_FLAG.machine ? parseMachineSource(d.source_type)?.serialNo : undefined,
    mail: d.mail,
    userName: d.user_name,
    languageKey: LANGUAGES.find((l) => l.locale === d.locale)?.key,
    levels: severityLevels(d.severity),
    record: d,
  }));
}

/** What the dialog edits. */
export interface DestinationValues {
  mail: string;
  userName: string;
  locale: LocaleId;
  levels: AlarmLevelNumber[];
  notifyRecovery: boolean;
}

/** The add dialog's start (part 2 §2): all three levels on, English, no recovery mail. */
export const NEW_DESTINATION: DestinationValues = {
  mail: '',
  userName: '',
  locale: 1,
  levels: [3, 2, 1],
  notifyRecovery: false,
};

export function valuesOf(record: AlertMailDestination): DestinationValues {
  return {
    mail: record.mail,
    userName: record.user_name,
    locale: LANGUAGES.find((l) => l.locale === record.locale)?.locale ?? 1,
    levels: severityLevels(record.severity),
    notifyRecovery: record.notify_recovery,
  };
}

/** The fields a POST or PUT sends for `values` on `subject`. */
export function destinationFields(values: DestinationValues, subject: MailSubject): AlertMailDestinationNew {
  return {
    mail: values.mail,
    user_name: values.userName,
    locale: values.locale,
    severity: severityText(values.levels),
    source_flag: subject.sourceFlag,
    source_type: subject.sourceType,
    notify_recovery: values.notifyRecovery,
  };
}
