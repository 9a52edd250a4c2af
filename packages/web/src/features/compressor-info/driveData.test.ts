import { describe, expect, it } from 'vitest';
import { toCsv } from '@airsight/contracts/format/csv';
import { DRIVE_DATA_ROWS, driveDataCsv, driveDataPeriod, driveDataRegisters } from './driveData.ts';

const HEADERS = { dateTime: '日時', utcOffset: 'UTCからの時差' };
const TOKYO = 'Asia/Tokyo';

/** Raw 16-bit word of a negative value (two's complement). */
const negative = (n: number) => 0x10000 - n;

/** One sample as a getSensorData answer: one series per sensor, one point each. */
function answerOf(samples: ReadonlyArray<{ time: string; values: Record<string, number> }>) {
  const series = new Map<string, { measureTime: string; data: number }[]>();
  for (const { time, values } of samples) {
    for (const [sensorId, data] of Object.entries(values)) {
      if (!series.has(sensorId)) series.set(sensorId, []);
      series.get(sensorId)!.push({ measureTime: time, data });
    }
  }
  return { timeList: [...series].map(([sensorId, dataList]) => ({ sensorId, dataList })) };
}

/** The file's text as written, split into lines and fields without unquoting. */
function writtenFields(csv: ReturnType<typeof driveDataCsv>): string[][] {
  const text = toCsv(csv.header, csv.rows);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const SAMPLE = {
  sn_D001: negative(500), // -50.00 kPa, -500.000 mbar
  sn_D002: 700, // 0.70 MPa, 7.000 bar
  sn_D007: negative(52), // -5.2 °C
  sn_D012: 123, // 123 A
  sn_D013: 4, // fan motor current
  sn_D014: 87, // 87 %
  sn_D020_021: 1_234_567,
  sn_D022_023: 25_549,
};

describe('drive-data CSV', () => {
  it('has the date, its zone, the model’s measurements in address order and the two counters', () => {
    const { header } = driveDataCsv('OIL_INJECTION4', null, TOKYO, 'ja', HEADERS);
    expect(header.slice(0, 4)).toEqual(['日時', 'UTCからの時差', '低圧（吸込）圧力 (kPa)', '吐出圧力 (MPa)']);
    expect(header).toContain('モータ電流 (A)');
    expect(header).toContain('負荷率 (%)');
    expect(header.slice(-2)).toEqual(['運転時間 (h)', '起動回数']);
    // No bit words, no unused register: OIL_INJECTION4 has no 0015.
    expect(header.some((h) => String(h).startsWith('パネルランプ'))).toBe(false);
    expect(driveDataRegisters('OIL_INJECTION4').map((r) => r.sensorId)).not.toContain('sn_D015');
    expect(driveDataRegisters('OIL_INJECTION4').map((r) => r.address)).toEqual([
      ...['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
      ...['0012', '0013', '0014', '0030', '0031', '0032', '0033', '0020', '0022'],
    ]);
    expect(driveDataRegisters('FE_LTE_00')).toEqual([]);
  });

  it('writes current, load, auxiliary state and the counters with one decimal, the rest in the locale’s', () => {
    const data = answerOf([{ time: '20261121003000', values: { ...SAMPLE, sn_D015: 64 } }]);
    const csv = driveDataCsv('OIL_INJECTION3', data, TOKYO, 'ja', HEADERS);
    const cell = (name: string) => csv.rows[0]![csv.header.indexOf(name)];
    const [, ...lines] = writtenFields(csv);
    const written = (name: string) => lines[0]![csv.header.indexOf(name)];
    expect(written('モータ電流 (A)')).toBe('"123.0"');
    expect(written('ファンモータ電流 (A)')).toBe('"4.0"');
    expect(written('負荷率 (%)')).toBe('"87.0"');
    expect(written('インバータ出力 (%)')).toBe('"64.0"');
    expect(written('運転時間 (h)')).toBe('"1234567.0"');
    expect(written('起動回数')).toBe('"25549.0"');
    expect(written('吐出圧力 (MPa)')).toBe('"0.70"');
    expect(written('低圧（吸込）圧力 (kPa)')).toBe('"-50.00"');
    expect(written('周囲温度 (°C)')).toBe('"-5.2"');
    // A register without a value in the sample: an empty cell.
    expect(cell('油温度 (°C)')).toBe('');
    expect(written('油温度 (°C)')).toBe('""');

    const en = driveDataCsv('OIL_INJECTION3', data, TOKYO, 'en', { dateTime: 'Date', utcOffset: 'Zone' });
    const [, ...enLines] = writtenFields(en);
    expect(enLines[0]![en.header.indexOf('Discharge pressure (bar)')]).toBe('"7.000"');
    expect(enLines[0]![en.header.indexOf('Low pressure (suction) (mbar)')]).toBe('"-500.000"');
    expect(enLines[0]![en.header.indexOf('Motor current (A)')]).toBe('"123.0"');
  });

  it('quotes every value, the header too, behind a BOM', () => {
    const data = answerOf([{ time: '20261121003000', values: SAMPLE }]);
    const lines = writtenFields(driveDataCsv('OIL_INJECTION4', data, TOKYO, 'ja', HEADERS));
    expect(lines).toHaveLength(2);
    for (const field of lines.flat()) expect(field).toMatch(/^"[^"]*"$/);
  });

  it('keeps the newest 120 samples, oldest first, at the machine’s local time with its offset', () => {
    // 130 samples a minute apart, answered in no particular order.
    const start = Date.UTC(2026, 10, 21, 0, 0, 0);
    const samples = Array.from({ length: 130 }, (_, i) => {
      const t = new Date(start + i * 60_000);
      const time = t.toISOString().replace(/[-:T]/g, '').slice(0, 14);
      return { time, values: { sn_D012: i } };
    }).reverse();
    const csv = driveDataCsv('OIL_INJECTION4', answerOf(samples), TOKYO, 'ja', HEADERS);
    expect(csv.rows).toHaveLength(DRIVE_DATA_ROWS);
    const current = csv.header.indexOf('モータ電流 (A)');
    // The 10 oldest (0..9) are left out; 10 first, 129 (09:09 in Tokyo) last.
    expect(csv.rows[0]!.slice(0, 2)).toEqual(['2026/11/21 09:10:00', 'UTC+9']);
    expect(csv.rows[0]![current]).toEqual({ decimal: 10, digits: 1 });
    expect(csv.rows.at(-1)!.slice(0, 2)).toEqual(['2026/11/21 11:09:00', 'UTC+9']);
    expect(csv.rows.at(-1)![current]).toEqual({ decimal: 129, digits: 1 });
  });

  it('names each row’s offset, which changes with summer time', () => {
    // New York leaves summer time at 06:00 UTC on 1 November 2026.
    const data = answerOf([
      { time: '20261101055900', values: { sn_D012: 1 } },
      { time: '20261101060000', values: { sn_D012: 2 } },
    ]);
    const csv = driveDataCsv('OIL_INJECTION4', data, 'America/New_York', 'en', HEADERS);
    expect(csv.rows.map((r) => r.slice(0, 2))).toEqual([
      ['2026/11/01 01:59:00', 'UTC-4'],
      ['2026/11/01 01:00:00', 'UTC-5'],
    ]);
  });

  it('writes only the header for a machine without samples', () => {
    expect(driveDataCsv('OIL_INJECTION4', { timeList: [] }, TOKYO, 'ja', HEADERS).rows).toEqual([]);
  });
});

describe('drive-data period', () => {
  const DAY = 86_400_000;
  const now = Date.UTC(2026, 10, 21, 12, 0, 0, 400);

  it('spans the 366 days one call covers, on whole seconds, up to now rounded up', () => {
    const { from, to } = driveDataPeriod(now, now - 60_000);
    expect(to.getTime()).toBe(Date.UTC(2026, 10, 21, 12, 0, 1));
    expect(to.getTime() - from.getTime()).toBe(366 * DAY);
    expect(from.getUTCMilliseconds()).toBe(0);
  });

  it('reaches a newest sample ahead of our clock', () => {
    expect(driveDataPeriod(now, now + 2 * 3600_000).to.getTime()).toBe(Date.UTC(2026, 10, 21, 14, 0, 1));
  });

  it('ends at the newest sample of a machine silent for longer than a call may span', () => {
    const last = now - 400 * DAY;
    const { from, to } = driveDataPeriod(now, last);
    expect(to.getTime()).toBe(Math.ceil(last / 1000) * 1000);
    expect(from.getTime()).toBe(to.getTime() - 366 * DAY);
  });

  it('ends now for a machine that never sent data', () => {
    expect(driveDataPeriod(now, undefined).to.getTime()).toBe(Date.UTC(2026, 10, 21, 12, 0, 1));
  });
});
