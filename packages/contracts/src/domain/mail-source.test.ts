import { describe, expect, it } from 'vitest';
import { machineSourceOf, parseMachineSource, severityLevels, severityText } from './mail-source.ts';

describe("a machine destination's source_type, 'modelId$serialNo'", () => {
  it('is read back as written', () => {
    expect(machineSourceOf('OIL_FREE', 'F1711-0152_C70012')).toBe('OIL_FREE$F1711-0152_C70012');
    expect(parseMachineSource('OIL_FREE$F1711-0152_C70012')).toEqual({
      modelId: 'OIL_FREE',
      serialNo: 'F1711-0152_C70012',
    });
  });

  it('splits at the first $: a serial number may hold one, a model id may not', () => {
    expect(parseMachineSource('OIL_FREE$A$B')).toEqual({ modelId: 'OIL_FREE', serialNo: 'A$B' });
  });

  it.each(['', 'OIL_FREE', '$F1711', 'OIL_FREE$', 'acme-kawasaki'])('names no machine in %j', (text) => {
    expect(parseMachineSource(text)).toBeUndefined();
  });
});

describe("a destination's severity, levels 3, 2, 1 (part 2 §4: E, C, M)", () => {
  it('reads a severity list highest first, ignoring what is not a level', () => {
    expect(severityLevels('1,3')).toEqual([3, 1]);
    expect(severityLevels('3, 2,9,x')).toEqual([3, 2]);
    expect(severityLevels('')).toEqual([]);
  });

  it('writes levels as the server’s comma list, highest first, each once', () => {
    expect(severityText([1, 3, 1])).toBe('3,1');
    expect(severityText([3, 2, 1])).toBe('3,2,1');
  });
});
