import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../chunkCycles.ts';

describe('chunks that import each other', () => {
  it('finds none in a tree of chunks, shared ones included', () => {
    const imports = new Map([
      ['index.js', ['framework.js']],
      ['HomeScreen.js', ['framework.js', 'shared-a.js', 'shared-b.js']],
      ['GraphScreen.js', ['shared-a.js', 'shared-b.js']],
      ['shared-b.js', ['shared-a.js']],
      ['shared-a.js', ['framework.js']],
    ]);
    expect(chunkCycle(imports)).toBeUndefined();
  });

  it('names the chunks of a cycle in import order, however far round it goes', () => {
    const imports = new Map([
      ['HomeScreen.js', ['shared-a.js']],
      ['shared-a.js', ['shared-b.js', 'framework.js']],
      ['shared-b.js', ['shared-c.js']],
      ['shared-c.js', ['shared-a.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['shared-a.js', 'shared-b.js', 'shared-c.js', 'shared-a.js']);
  });

  it('finds two chunks that import each other', () => {
    const imports = new Map([
      ['shared-DEYgq9JQ.js', ['shared-BReL0jS2.js']],
      ['shared-BReL0jS2.js', ['shared-DEYgq9JQ.js']],
    ]);
    expect(chunkCycle(imports)).toEqual(['shared-DEYgq9JQ.js', 'shared-BReL0jS2.js', 'shared-DEYgq9JQ.js']);
  });
});
