import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { machineKeyOf } from '../../src/machine-key.ts';

/** Ids as requests may carry them: any text without NUL, separators of other keys included. */
const id = fc.string({ unit: fc.constantFrom('A', '_', '/', '$', '@', ',', '1', 'ü') });

describe('machine keys', () => {
  it('tells apart machines whose ids hold the separators of other keys', () => {
    expect(machineKeyOf('A/B', 'C')).not.toBe(machineKeyOf('A', 'B/C'));
    expect(machineKeyOf('A$B', 'C')).not.toBe(machineKeyOf('A', 'B$C'));
    expect(machineKeyOf('OIL_FREE', 'S1_C1')).toBe(machineKeyOf('OIL_FREE', 'S1_C1'));
  });

  it('gives two machines the same key only when both ids are the same', () => {
    fc.assert(
      fc.property(id, id, id, id, (modelA, serialA, modelB, serialB) => {
        const same = modelA === modelB && serialA === serialB;
        expect(machineKeyOf(modelA, serialA) === machineKeyOf(modelB, serialB)).toBe(same);
      }),
    );
  });
});
