import { describe, expect, it } from 'vitest';
import { infoProblems, instantOf, utcText, valuesOf, type InfoValues } from './infoRows.ts';

const values = (over: Partial<InfoValues>): InfoValues => ({
  ...valuesOf(undefined),
  infoNm: 'Notice',
  ...over,
});
const pdf = (over: object = {}) => ({ name: 'a.pdf', size: 100, isPdf: true, base64: '', ...over });

describe('InfoSetting values', () => {
  it('shows and sends times in UTC', () => {
    expect(utcText('2026-12-01T09:30:00.000Z')).toBe('2026/12/01 09:30');
    expect(instantOf('2026-12-01T09:30')).toBe('2026-12-01T09:30:00Z');
  });

  it.each([
    [
      { start: '', end: '' },
      { start: 'requiredField', end: 'requiredField' },
    ],
    [{ start: '2026-12-01T00:00', end: '2026-12-01T00:00' }, {}],
    [
      { start: '2026-12-02T00:00', end: '2026-12-01T23:59' },
      { start: 'inappropriateDate', end: 'inappropriateDate' },
    ],
    [{ start: '2026-12-01T00:00', end: '2026-12-02T00:00', file: pdf() }, {}],
    [
      { start: '2026-12-01T00:00', end: '2026-12-02T00:00', file: pdf({ name: 'a.txt' }) },
      { file: 'onlyAcceptPdfFiles' },
    ],
    [
      { start: '2026-12-01T00:00', end: '2026-12-02T00:00', file: pdf({ isPdf: false }) },
      { file: 'onlyAcceptPdfFiles' },
    ],
    [
      { start: '2026-12-01T00:00', end: '2026-12-02T00:00', file: pdf({ size: 10_000_000 }) },
      { file: 'fileSizeIsOver' },
    ],
  ])('%j → %j', (over, problems) => {
    expect(infoProblems(values(over))).toEqual(problems);
  });
});
