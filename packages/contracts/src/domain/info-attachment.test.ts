import { describe, expect, it } from 'vitest';
import { attachmentProblem, looksLikePdf, periodIsInappropriate } from './info-attachment.ts';

describe('an announcement attachment (part 2 §5: .pdf or .PDF, under 10 times 1,000,000 bytes)', () => {
  it.each([
    ['notice.pdf', 9_999_999, null],
    ['NOTICE.PDF', 1, null],
    ['notice.Pdf', 1, 'onlyAcceptPdfFiles'],
    ['notice.pdf.exe', 1, 'onlyAcceptPdfFiles'],
    ['notice.txt', 1, 'onlyAcceptPdfFiles'],
    ['notice.pdf', 10_000_000, 'fileSizeIsOver'],
  ])('%s of %i bytes → %s', (name, bytes, problem) => {
    expect(attachmentProblem(name, bytes)).toBe(problem);
  });

  it('knows a PDF by its first bytes, not by its name', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('hello'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('the period of an announcement (part 2 §5: from not after to, inappropriateDate)', () => {
  it.each([
    ['2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z', false],
    ['2026-12-01T00:00:00Z', '2026-12-31T23:59:00Z', false],
    ['2026-12-02T00:00:00Z', '2026-12-01T23:59:00Z', true],
  ])('%s to %s: inappropriate %s', (from, to, wrong) => {
    expect(periodIsInappropriate(from, to)).toBe(wrong);
  });
});
