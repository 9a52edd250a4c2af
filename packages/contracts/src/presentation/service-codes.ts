/**
 * Names of the service records (part 2 §3) and the colours of the maintenance notification status (part 1
 * §2, §4, §9). Names are [English (locale1), Japanese (locale2), Chinese (locale3)].
 * - Service codes 1-9: the English names are the specification's; Japanese and Chinese are ours.
 * - Task types 99-999: the specification lists the names but not the codes; the codes and all
 *   translations are ours (docs/maintenance.md §4): 2xx hour maintenance (200 + thousands of hours), 3xx
 *   calendar maintenance (300 + ten times the years), 7xx overhauls.
 */
import type { Locale } from '../locales.ts';
import type { HourMilestone, YearMilestone } from '../models/service-plans.ts';
import type { MaintenanceStatus } from '../service-records.ts';
import { STATUS_PALETTE } from './palette.ts';

export type LocaleNames = readonly [string, string, string];

export interface CodeName {
  code: number;
  names: LocaleNames;
}

/** Service codes (part 2 §3: fservicecd). */
export const SERVICE_CODES: readonly CodeName[] = [
  { code: 1, names: ['Commissioning', '試運転', '试运行'] },
  { code: 2, names: ['Patrol', '巡回点検', '巡检'] },
  {
    code: 3,
    names: ['3000/6000/12000h maintenance', '3000/6000/12000h メンテナンス', '3000/6000/12000h 保养'],
  },
  { code: 4, names: ['Overhaul', 'オーバーホール', '大修'] },
  { code: 5, names: ['Warranty claim', '保証クレーム', '保修索赔'] },
  { code: 6, names: ['Preventive maintenance', '予防保全', '预防性维护'] },
  { code: 7, names: ['Emergency call', '緊急出動', '紧急出动'] },
  { code: 8, names: ['Parts change etc.', '部品交換等', '零件更换等'] },
  { code: 9, names: ['Patrol service cleanup', '巡回サービス清掃', '巡检服务清洁'] },
];

/** Service codes listed by MaintenanceHistory and the monthly report's maintenance sheet (part 2 §2, §9). */
export const HISTORY_SERVICE_CODES: readonly number[] = [1, 3, 4, 9];

/** The task-type code of an hour milestone's maintenance: 200 + thousands of hours (12000 h → 212). */
export function taskTypeOfHours(milestone: HourMilestone): number {
  return 200 + milestone / 1000;
}

/** The task-type code of a calendar milestone's maintenance: 300 + ten times the years (half-year → 305). */
export function taskTypeOfYears(milestone: YearMilestone): number {
  return 300 + milestone * 10;
}

const hourNames = (h: HourMilestone): CodeName => ({
  code: taskTypeOfHours(h),
  names: [`${h}h maintenance`, `${h}h メンテナンス`, `${h}h 保养`],
});

const yearNames = (y: YearMilestone): CodeName => ({
  code: taskTypeOfYears(y),
  names:
    y === 0.5
      ? ['Half-year maintenance', '半年メンテナンス', '半年保养']
      : [`${y}-year maintenance`, `${y}年メンテナンス`, `${y}年保养`],
});

/** Task types (part 2 §3: taskType), ascending by code. */
export const TASK_TYPES: readonly CodeName[] = [
  { code: 99, names: ['Commissioning', '試運転', '试运行'] },
  { code: 100, names: ['Patrol', '巡回点検', '巡检'] },
  { code: 110, names: ['Patrol service', '巡回サービス', '巡检服务'] },
  { code: 120, names: ['Regular maintenance', '定期メンテナンス', '定期保养'] },
  { code: 130, names: ['Annual inspection', '年次点検', '年度检查'] },
  // HOUR_MILESTONES and YEAR_MILESTONES of models/service-plans.ts (test/unit/service-codes.test.ts checks
  // that each has its task type), written here so that the client's shell does not bundle that file.
  ...([2000, 3000, 4000, 6000, 8000, 12000, 16000, 18000, 24000, 36000] as const).map(hourNames),
  ...([0.5, 1, 2, 3, 4, 6, 8] as const).map(yearNames),
  { code: 400, names: ['Claim', 'クレーム対応', '索赔处理'] },
  { code: 500, names: ['Preventive maintenance', '予防保全', '预防性维护'] },
  { code: 600, names: ['Irregular maintenance', '臨時メンテナンス', '临时保养'] },
  { code: 700, names: ['Overhaul', 'オーバーホール', '大修'] },
  { code: 710, names: ['Overhaul (air end)', 'オーバーホール（本体）', '大修（主机）'] },
  { code: 720, names: ['Overhaul (motor)', 'オーバーホール（モータ）', '大修（电机）'] },
  { code: 730, names: ['Overhaul (complete unit)', 'オーバーホール（ユニット一式）', '大修（整机）'] },
  { code: 999, names: ['Others', 'その他', '其他'] },
];

const LOCALE_INDEX: Readonly<Record<Locale, 0 | 1 | 2>> = { en: 0, ja: 1, zh: 2 };
const SERVICE_BY_CODE = new Map(SERVICE_CODES.map((c) => [c.code, c.names]));
const TASK_BY_CODE = new Map(TASK_TYPES.map((c) => [c.code, c.names]));

/** The name of a service code in a locale; undefined for an unknown code. */
export function serviceCodeName(code: number, locale: Locale): string | undefined {
  return SERVICE_BY_CODE.get(code)?.[LOCALE_INDEX[locale]];
}

/** The name of a task type in a locale; undefined for an unknown code. */
export function taskTypeName(code: number, locale: Locale): string | undefined {
  return TASK_BY_CODE.get(code)?.[LOCALE_INDEX[locale]];
}

/**
 * The maintenance notification status colours (part 1 §4, §9): of the icon and the dialog's text. The
 * dialog's texts belong to the web client's dictionaries.
 */
export const MAINTENANCE_STATUS_COLOURS: Readonly<Record<MaintenanceStatus, string>> = {
  danger: STATUS_PALETTE.red,
  warning: STATUS_PALETTE.orange,
  notice: STATUS_PALETTE.maintenanceGreen,
};
