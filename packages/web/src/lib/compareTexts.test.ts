import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTexts } from './compareTexts.ts';

describe('compareTexts', () => {
  it('orders texts as Japanese collation with numbers as numbers and case ignored', () => {
    const collator = new Intl.Collator('ja-JP', { numeric: true, sensitivity: 'base' });
    // Mostly what the first difference decides alone, with the marks, cases, zeros and kana where the
    // collator's own rules decide.
    const text = fc.string({
      unit: fc.constantFrom(...'0123456789012aAbBzZ .-_#~', '１', 'ア', 'あ', 'ー', '号', 'é'),
      maxLength: 8,
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(compareTexts(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 20_000 },
    );
    expect(
      ['No.10', 'No.9', 'no.1', 'A2207-0101_KAW', 'F1803-0102_KAW', 'A1803-0104_KAW', '10号機', '9号機'].sort(
        compareTexts,
      ),
    ).toEqual([
      '9号機',
      '10号機',
      'A1803-0104_KAW',
      'A2207-0101_KAW',
      'F1803-0102_KAW',
      'no.1',
      'No.9',
      'No.10',
    ]);
  });
});
