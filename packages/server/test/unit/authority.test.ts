import { describe, expect, it } from 'vitest';
import { orderAsTree, subtreeOf, type Authority } from '../../src/services/authority.ts';
import type { GroupRow } from '../../src/repositories/master-data.ts';

const group = (id: string, parent: string | null, sort = 0): GroupRow => ({
  device_group_id: id,
  parent_device_group_id: parent,
  root_group_id: 'ROOT$',
  device_group_type: id.toUpperCase(),
  name_locale1: id,
  name_locale2: id,
  name_locale3: id,
  sort_order: sort,
  has_children: false,
  is_root: parent === null,
});

describe('authority tree', () => {
  const rows = [
    group('b-2', 'b', 1),
    group('a', 'root', 0),
    group('b-1', 'b', 0),
    group('root', null),
    group('b', 'root', 1),
  ];

  it('orders groups depth-first, parents before children, by sort order', () => {
    expect(orderAsTree(rows).map((g) => g.device_group_id)).toEqual(['root', 'a', 'b', 'b-1', 'b-2']);
  });

  it('treats groups whose parent is not visible as tops', () => {
    const plants = rows.filter((g) => g.device_group_id.startsWith('b'));
    expect(orderAsTree(plants).map((g) => g.device_group_id)).toEqual(['b', 'b-1', 'b-2']);
  });

  it('cuts a subtree out of the visible tree', () => {
    const groups = orderAsTree(rows);
    const authority = { groups } as Authority;
    expect(subtreeOf(authority, 'b').map((g) => g.device_group_id)).toEqual(['b', 'b-1', 'b-2']);
    expect(subtreeOf(authority, 'a').map((g) => g.device_group_id)).toEqual(['a']);
  });
});
