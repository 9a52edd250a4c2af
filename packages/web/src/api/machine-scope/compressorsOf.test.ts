import { describe, expect, it } from 'vitest';
import { compressorsOf } from './useMachineScope.ts';

describe('compressorsOf', () => {
  it('reads the compressors of the router state and ignores anything else', () => {
    expect(compressorsOf({ compressors: [{ modelId: 'A', serialNo: 'B' }, { modelId: 1 }] })).toEqual([
      { modelId: 'A', serialNo: 'B' },
    ]);
    expect(compressorsOf(null)).toBeUndefined();
    expect(compressorsOf({ compressors: 'x' })).toBeUndefined();
  });
});
