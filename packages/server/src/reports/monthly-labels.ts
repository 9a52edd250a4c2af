/**
 * Every text of the monthly report's workbook in English, Japanese and Chinese (locale ids 1, 2, 3): one
 * table, so that a sheet never writes a text of its own. Service code names come from contracts'
 * SERVICE_CODES, as on the maintenance history screen.
 */
import type { Locale } from '@airsight/contracts/locales';
import { LOCALES } from '@airsight/contracts/locales';
import { SERVICE_CODES, type LocaleNames } from '@airsight/contracts/presentation/service-codes';

const TEXTS = {
  // Sheet names (at most 31 characters, none of : \ / ? * [ ]).
  maintenanceSheet: ['Maintenance records', '保守記録', '维护记录'],
  dataSheet: ['Data list', 'データ一覧', '数据列表'],
  graphSheet: ['Graphs', 'グラフ', '图表'],
  summarySheet: ['Summary', '集計', '汇总'],
  // The header block.
  title: ['Monthly report', '月次レポート', '月度报告'],
  month: ['Month', '対象月', '月份'],
  group: ['Group', 'グループ', '分组'],
  machines: ['Machines', '機械', '机器'],
  timeZone: ['Time zone', 'タイムゾーン', '时区'],
  units: ['Units', '単位', '单位'],
  unitsText: [
    'Air volume m³, energy kWh, hours h, specific power kWh/m³',
    '吐出空気量 m³、消費電力量 kWh、時間 h、比消費電力 kWh/m³',
    '排气量 m³，耗电量 kWh，时间 h，比功率 kWh/m³',
  ],
  generatedAt: ['Generated at', '作成日時', '生成时间'],
  // Columns.
  customerMachineNo: ['Customer machine No.', 'お客様機番', '客户机器编号'],
  unitName: ['Unit', '機種', '机型'],
  serialNo: ['Serial No.', '製造番号', '序列号'],
  date: ['Date', '日付', '日期'],
  air: ['Air volume (m³)', '吐出空気量 (m³)', '排气量 (m³)'],
  energy: ['Energy (kWh)', '消費電力量 (kWh)', '耗电量 (kWh)'],
  runningHours: ['Running hours (h)', '運転時間 (h)', '运行时间 (h)'],
  loadHours: ['Load hours (h)', '負荷時間 (h)', '加载时间 (h)'],
  starts: ['Starts', '起動回数', '启动次数'],
  specificPower: ['Specific power (kWh/m³)', '比消費電力 (kWh/m³)', '比功率 (kWh/m³)'],
  summaryKind: ['Kind', '種別', '类别'],
  max: ['Max', '最大', '最大值'],
  min: ['Min', '最小', '最小值'],
  average: ['Average', '平均', '平均值'],
  total: ['Total', '合計', '合计'],
  // The maintenance sheet.
  machine: ['Machine', '機械', '机器'],
  service: ['Service', 'サービス', '服务'],
  monthTotal: ['Month total', '月合計', '月合计'],
  dayTotal: ['Total', '合計', '合计'],
  workContents: ['Work contents', '作業内容', '工作内容'],
  // The graph sheet and its charts.
  dailyChart: ['Daily air volume and energy', '日別 吐出空気量・消費電力量', '每日排气量和耗电量'],
  monthlyChart: [
    'Monthly air volume and energy (12 months)',
    '月別 吐出空気量・消費電力量（12か月）',
    '每月排气量和耗电量（12个月）',
  ],
  energyTotal: ['Energy, all machines (kWh)', '消費電力量 全機械 (kWh)', '耗电量 全部机器 (kWh)'],
  dayAxis: ['Day', '日', '日'],
  monthAxis: ['Month', '月', '月'],
} as const satisfies Record<string, LocaleNames>;

export type LabelKey = keyof typeof TEXTS;
export type Labels = Record<LabelKey, string>;

function labelsIn(index: number): Labels {
  return Object.fromEntries(Object.entries(TEXTS).map(([key, names]) => [key, names[index]!])) as Labels;
}

const LABELS = Object.fromEntries(LOCALES.map((l, i) => [l, labelsIn(i)])) as Record<Locale, Labels>;

/** The workbook's texts in a locale. */
export function reportLabels(locale: Locale): Labels {
  return LABELS[locale];
}

/** The name of a service code in a locale ('' for an unknown code). */
export function serviceCodeName(code: number, locale: Locale): string {
  return SERVICE_CODES.find((c) => c.code === code)?.names[LOCALES.indexOf(locale)] ?? '';
}
