import { describe, expect, it } from 'vitest';
import type { UserDeviceGroupAuthority } from '@airsight/contracts';
import { groupChoices, indentedLabel } from './groupChoices.ts';

const group = (id: string, parent: string | null, en: string, ja = ''): UserDeviceGroupAuthority => ({
  device_group_id: id,
  parent_device_group_id: parent,
  root_group_id: 'top',
  device_group_type: 'x',
  device_group_name_locale1: en,
  device_group_name_locale2: ja,
  device_group_name_locale3: '',
  has_children: false,
});

// Parents before children, as the server answers, siblings out of name order.
const GROUPS = [
  group('acme', 'supplier', 'ACME', 'アクメ'),
  group('plant-2', 'acme', 'Plant 2'),
  group('plant-10', 'acme', 'Plant 10'),
  group('line-a', 'plant-10', 'Line A'),
];

describe('group choices', () => {
  it('orders the groups as a tree, children after their parent by name, the top one being unseen', () => {
    expect(groupChoices(GROUPS, 'en')).toEqual([
      { id: 'acme', name: 'ACME', depth: 0 },
      { id: 'plant-2', name: 'Plant 2', depth: 1 },
      { id: 'plant-10', name: 'Plant 10', depth: 1 },
      { id: 'line-a', name: 'Line A', depth: 2 },
    ]);
    expect(groupChoices(GROUPS, 'ja')[0]?.name).toBe('アクメ');
    expect(indentedLabel({ id: 'line-a', name: 'Line A', depth: 2 })).toBe(
      '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Line A',
    );
  });

  it('survives a cycle in the groups', () => {
    const cycle = [group('a', 'b', 'A'), group('b', 'a', 'B')];
    expect(groupChoices(cycle, 'en')).toEqual([]);
  });
});
