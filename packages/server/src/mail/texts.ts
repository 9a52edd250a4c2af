/**
 * The words of an alarm mail in the destination's language (1 English, 2 Japanese, 3 Chinese): which
 * machine (model, serial number, customer's machine number), which alarm at which level, when in the
 * machine's time zone, and links to the machine's CompressorInfo and AlermHistory screens. Pure: the
 * worker (mail/worker.ts) gives it what the database holds.
 */
import { buildPath } from '@airsight/contracts/routes';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';

export type MailLocale = 1 | 2 | 3;
export type MailKind = 'open' | 'recovery';

export interface AlarmMailFacts {
  kind: MailKind;
  locale: MailLocale;
  modelId: string;
  serialNo: string;
  /** The model's name (optional_info_1); the model id when empty. */
  modelName: string;
  /** The customer's machine number (optional_info_2), may be empty. */
  machineNumber: string;
  /** The alarm's name in the three languages (English, Japanese, Chinese). */
  alarmNames: readonly [string, string, string];
  /** 3 emergency (E), 2 caution (C), 1 maintenance (M). */
  level: number;
  /** Epoch ms: when the incident opened (kind open) or recovered (kind recovery). */
  at: number;
  timeZone: string | null;
  /** The portal's address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

interface Words {
  levels: Record<number, string>;
  subject: Record<MailKind, string>;
  intro: Record<MailKind, string>;
  machine: string;
  serialNo: string;
  machineNumber: string;
  alarm: string;
  level: string;
  time: Record<MailKind, string>;
  info: string;
  history: string;
  footer: string;
}

const WORDS: Record<MailLocale, Words> = {
  1: {
    levels: { 3: 'E (Emergency)', 2: 'C (Caution)', 1: 'M (Maintenance)' },
    subject: { open: 'Alarm', recovery: 'Recovered' },
    intro: {
      open: 'An alarm has occurred on the following compressor.',
      recovery: 'The following alarm of the compressor has recovered.',
    },
    machine: 'Model',
    serialNo: 'Serial number',
    machineNumber: 'Customer’s machine number',
    alarm: 'Alarm',
    level: 'Alarm level',
    time: { open: 'Occurred at', recovery: 'Recovered at' },
    info: 'Compressor information',
    history: 'Alarm records',
    footer: 'This mail was sent automatically by AirSight. Please do not reply to it.',
  },
  2: {
    levels: { 3: 'E（非常停止）', 2: 'C（注意）', 1: 'M（メンテナンス）' },
    subject: { open: '警報発生', recovery: '警報復旧' },
    intro: {
      open: '次のコンプレッサで警報が発生しました。',
      recovery: '次のコンプレッサの警報が復旧しました。',
    },
    machine: '機種',
    serialNo: '製造番号',
    machineNumber: 'お客様号機番号',
    alarm: '警報',
    level: '警報レベル',
    time: { open: '発生日時', recovery: '復旧日時' },
    info: 'コンプレッサ情報',
    history: '警報履歴',
    footer: 'このメールは AirSight から自動で送信されています。返信しないでください。',
  },
  3: {
    levels: { 3: 'E（紧急）', 2: 'C（警告）', 1: 'M（维护）' },
    subject: { open: '报警发生', recovery: '报警恢复' },
    intro: {
      open: '以下压缩机发生了报警。',
      recovery: '以下压缩机的报警已恢复。',
    },
    machine: '机型',
    serialNo: '序列号',
    machineNumber: '客户机器编号',
    alarm: '报警',
    level: '报警等级',
    time: { open: '发生时间', recovery: '恢复时间' },
    info: '压缩机信息',
    history: '报警记录',
    footer: '此邮件由 AirSight 自动发送，请勿回复。',
  },
};

/** The machine number of part 2 §2: the serial number's text before the underscore. */
const machineUnitOf = (serialNo: string) => serialNo.split('_')[0] ?? serialNo;

/** Subject and plain text of one alarm mail. */
export function alarmMailText(f: AlarmMailFacts): { subject: string; text: string } {
  const w = WORDS[f.locale];
  const name = f.alarmNames[f.locale - 1];
  const level = w.levels[f.level] ?? String(f.level);
  const model = f.modelName || f.modelId;
  const key = { model_id: f.modelId, serial_no: f.serialNo };
  const time = `${formatDeviceDateTime(f.at, f.timeZone)} (${deviceZoneLabel(f.at, f.timeZone)})`;
  // The customer's machine number is free text: no line break of it may reach the subject header.
  const number = f.machineNumber ? ` ${f.machineNumber.replace(/[\r\n\t]+/g, ' ')}` : '';
  // The catalogue's alarm names mostly begin with their level ("M) Oil separator"): the letter once.
  const letter = level.slice(0, 1);
  const titled = name?.startsWith(`${letter})`) ? name : `${letter}: ${name}`;
  const subject = `[AirSight] ${w.subject[f.kind]} ${titled} / ${model} ${machineUnitOf(f.serialNo)}${number}`;
  const lines = [
    w.intro[f.kind],
    '',
    `${w.machine}: ${model}`,
    `${w.serialNo}: ${f.serialNo}`,
    `${w.machineNumber}: ${f.machineNumber || '-'}`,
    `${w.alarm}: ${name}`,
    `${w.level}: ${level}`,
    `${w.time[f.kind]}: ${time}`,
    '',
    `${w.info}: ${f.publicUrl}${buildPath('CompressorInfo', key)}`,
    `${w.history}: ${f.publicUrl}${buildPath('AlarmHistory', key)}`,
    '',
    w.footer,
  ];
  return { subject, text: `${lines.join('\n')}\n` };
}

/**
 * The Message-ID of the mail about `incidentId` to `destinationId`: the same on every attempt, so a
 * second copy (docs/mail.md §2) is recognisable as the same mail, and a mail client may drop it.
 */
export function alarmMessageId(
  incidentId: string,
  destinationId: string,
  kind: MailKind,
  publicUrl: string,
): string {
  return `<alarm-${incidentId}-${destinationId}-${kind}@${new URL(publicUrl).hostname}>`;
}
