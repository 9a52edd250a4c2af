import { describe, expect, it } from 'vitest';
import { deleteInOrder } from './deleteInOrder.ts';

describe('deleteInOrder (part 2 §8: deleting several rows stops at the first failure)', () => {
  it('deletes in order and stops at the first failure', async () => {
    const called: string[] = [];
    const remove = async (id: string) => {
      called.push(id);
      if (id === 'b') throw new Error('refused');
    };
    await expect(deleteInOrder(['a', 'b', 'c'], remove)).rejects.toThrow('refused');
    expect(called).toEqual(['a', 'b']);
  });

  it('deletes every row when none fails', async () => {
    const called: string[] = [];
    await deleteInOrder(['a', 'b'], async (id) => called.push(id));
    expect(called).toEqual(['a', 'b']);
  });
});
