/**
 * The alarm mail's words (mail/texts.ts), who gets one (mail/rules.ts) and the retry waits
 * (mail/worker.ts), as docs/mail.md states them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { destinationMatches } from '../../src/mail/rules.ts';
import { alarmMailText, alarmMessageId, type AlarmMailFacts } from '../../src/mail/texts.ts';
import { createMailTransport } from '../../src/mail/transport.ts';
import { retryDelay } from '../../src/mail/worker.ts';

const facts: AlarmMailFacts = {
  kind: 'open',
  locale: 1,
  modelId: 'OIL_FREE',
  serialNo: 'F1711-0152_C70012',
  modelName: 'SCD-75',
  machineNumber: 'No.3',
  alarmNames: ['E) Motor overload', 'E) モータ過負荷', 'E) 电机过载'],
  level: 3,
  // 2026-03-01 01:02:03 UTC is 10:02:03 in Tokyo.
  at: Date.UTC(2026, 2, 1, 1, 2, 3),
  timeZone: 'Asia/Tokyo',
  publicUrl: 'https://portal.example.com',
};

describe('alarm mail text', () => {
  it('says machine, customer machine number, alarm, level and local time, with both links (English)', () => {
    const { subject, text } = alarmMailText(facts);
    expect(subject).toBe('[AirSight] Alarm E) Motor overload / SCD-75 F1711-0152 No.3');
    expect(text).toContain('Model: SCD-75\n');
    expect(text).toContain('Serial number: F1711-0152_C70012\n');
    expect(text).toContain('Customer’s machine number: No.3\n');
    expect(text).toContain('Alarm: E) Motor overload\n');
    expect(text).toContain('Alarm level: E (Emergency)\n');
    expect(text).toContain('Occurred at: 2026/03/01 10:02:03 (UTC+9)\n');
    expect(text).toContain(
      'Compressor information: https://portal.example.com/CompressorInfo/OIL_FREE/F1711-0152_C70012\n',
    );
    expect(text).toContain(
      'Alarm records: https://portal.example.com/AlermHistory/d/m/OIL_FREE/s/F1711-0152_C70012/g\n',
    );
  });

  it.each([
    [2, 'C', 2, 'E) モータ過負荷', '警報レベル: C（注意）', '発生日時: 2026/03/01 10:02:03'],
    [3, 'M', 1, 'E) 电机过载', '报警等级: M（维护）', '发生时间: 2026/03/01 10:02:03'],
  ] as const)('in language %i with level %s', (locale, letter, level, name, levelLine, timeLine) => {
    const { subject, text } = alarmMailText({ ...facts, locale, level });
    // The name begins with another level's letter than the incident's: the incident's letter comes first.
    expect(subject).toContain(` ${letter}: ${name} `);
    expect(text).toContain(levelLine);
    expect(text).toContain(timeLine);
    expect(text).toContain('https://portal.example.com/AlermHistory/d/m/OIL_FREE/s/F1711-0152_C70012/g');
  });

  it('words a recovery mail as such, and shows an empty machine number and model as such', () => {
    const { subject, text } = alarmMailText({ ...facts, kind: 'recovery', machineNumber: '', modelName: '' });
    expect(subject).toBe('[AirSight] Recovered E) Motor overload / OIL_FREE F1711-0152');
    expect(text).toContain('Recovered at: 2026/03/01 10:02:03 (UTC+9)');
    expect(text).toContain('Customer’s machine number: -\n');
  });

  it('keeps a line break of the machine number out of the subject', () => {
    const { subject } = alarmMailText({ ...facts, machineNumber: 'No.3\r\nBcc: x@example.com' });
    expect(subject).toBe('[AirSight] Alarm E) Motor overload / SCD-75 F1711-0152 No.3 Bcc: x@example.com');
  });

  it('gives the same Message-ID on every attempt, one per incident, destination and kind', () => {
    const id = alarmMessageId('12', '7', 'open', 'https://portal.example.com/x');
    expect(id).toBe('<alarm-12-7-open@portal.example.com>');
    expect(alarmMessageId('12', '7', 'open', 'https://portal.example.com')).toBe(id);
    expect(alarmMessageId('12', '7', 'recovery', 'https://portal.example.com')).not.toBe(id);
  });
});

describe('who gets an alarm mail', () => {
  const place = {
    level: 2,
    modelId: 'OIL_FREE',
    serialNo: 'SN1',
    groupChain: ['plant', 'company', 'supplier'],
  };
  it.each([
    ['the machine’s own group', { severity: '3,2,1', source_flag: 0, source_type: 'plant' }, true],
    ['a group above it', { severity: '2', source_flag: 0, source_type: 'supplier' }, true],
    ['another group', { severity: '3,2,1', source_flag: 0, source_type: 'other-plant' }, false],
    ['the machine itself', { severity: '2,1', source_flag: 1, source_type: 'OIL_FREE$SN1' }, true],
    ['another machine', { severity: '3,2,1', source_flag: 1, source_type: 'OIL_FREE$SN2' }, false],
    ['a group id that is a machine key', { severity: '3,2,1', source_flag: 1, source_type: 'plant' }, false],
    ['levels without the incident’s', { severity: '3,1', source_flag: 0, source_type: 'plant' }, false],
  ])('%s', (_, destination, expected) => {
    expect(destinationMatches(destination, place)).toBe(expected);
  });
});

describe('retry waits', () => {
  it('start at 30 s, double up to an hour, and give up after the 12th attempt', () => {
    expect([1, 2, 3, 4, 8, 11].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelay(12)).toBeUndefined();
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail, named by its Message-ID', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'airsight-mail-'));
    try {
      const transport = createMailTransport({ smtpUrl: undefined, dataDir });
      const mail = {
        from: 'AirSight <airsight@example.com>',
        to: 'ops@example.com',
        subject: '[AirSight] 警報発生',
        text: 'テスト\n',
        messageId: '<alarm-1-2-open@portal.example.com>',
      };
      await transport.send(mail);
      await transport.send(mail); // a second copy replaces the first
      transport.close();
      const folder = path.join(dataDir, 'mail');
      expect(await readdir(folder)).toEqual(['alarm-1-2-open@portal.example.com.eml']);
      const eml = await readFile(path.join(folder, 'alarm-1-2-open@portal.example.com.eml'), 'utf8');
      expect(eml).toMatch(/^To: ops@example\.com$/m);
      expect(eml).toMatch(/^Message-ID: <alarm-1-2-open@portal\.example\.com>$/im);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
