import { describe, expect, it } from 'vitest';
import { collapseTrail } from './collapse.ts';

const trail = (n: number) => Array.from({ length: n }, (_, i) => `g${i + 1}`);

describe('collapseTrail', () => {
  it('shows a trail of up to eight crumbs whole', () => {
    expect(collapseTrail(trail(1), false)).toEqual(['g1']);
    expect(collapseTrail(trail(8), false)).toEqual(trail(8));
  });

  it('shows the first crumb, the button and the last four of a longer trail', () => {
    expect(collapseTrail(trail(9), false)).toEqual(['g1', 'more', 'g6', 'g7', 'g8', 'g9']);
    expect(collapseTrail(trail(12), false)).toEqual(['g1', 'more', 'g9', 'g10', 'g11', 'g12']);
  });

  it('shows every crumb once expanded', () => {
    expect(collapseTrail(trail(12), true)).toEqual(trail(12));
  });
});
