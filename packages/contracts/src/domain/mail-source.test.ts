import { describe, expect, it } from 'vitest';
import { machineSourceOf, parseMachineSource } from './mail-source.ts';

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
