import { describe, expect, it } from 'vitest';
import { isolatedBuckets, stackedSeries } from './bucketSeries.ts';

describe('stackedSeries', () => {
  it('stacks machines in order and skips a machine without a sum', () => {
    expect(
      stackedSeries([
        [1, null, 2],
        [3, 4, null],
        [null, 5, 1],
      ]),
    ).toEqual([
      [1, null, 2],
      [4, 4, null],
      [null, 9, 3],
    ]);
  });
});

describe('isolatedBuckets', () => {
  it('lists the values with no value on either side, the ends included', () => {
    expect(isolatedBuckets([1, null, 2, 3, undefined, 4, null, null, 5])).toEqual([0, 5, 8]);
    expect(isolatedBuckets([1, 2, 3])).toEqual([]);
    expect(isolatedBuckets([0])).toEqual([0]);
    expect(isolatedBuckets([null, undefined])).toEqual([]);
  });
});
