import { describe, expect, it } from 'vitest';
import {
  buildScope,
  childOnPath,
  groupIdsUnder,
  groupsUnder,
  NOT_FOUND,
  orderAsTree,
  requireGroup,
} from '../../src/services/access.ts';
import type { GroupRow } from '../../src/repositories/master-data.ts';

const PATHS: Record<string, string[]> = {
  root: ['root'],
  a: ['root', 'a'],
  b: ['root', 'b'],
  'b-1': ['root', 'b', 'b-1'],
  'b-2': ['root', 'b', 'b-2'],
};

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
  tree_path: PATHS[id]!,
});

const rows = [
  group('b-2', 'b', 1),
  group('a', 'root', 0),
  group('b-1', 'b', 0),
  group('root', null),
  group('b', 'root', 1),
];
const ids = (groups: readonly GroupRow[]) => groups.map((g) => g.device_group_id);

describe('the group tree of a scope', () => {
  it('orders groups depth-first, parents before children, by sort order', () => {
    expect(ids(orderAsTree(rows))).toEqual(['root', 'a', 'b', 'b-1', 'b-2']);
    expect(buildScope('u', rows).rootGroupIds).toEqual(['root']);
  });

  it('treats groups whose parent is not visible as tops', () => {
    const plants = rows.filter((g) => g.device_group_id.startsWith('b'));
    expect(ids(orderAsTree(plants))).toEqual(['b', 'b-1', 'b-2']);
  });

  it('cuts a subtree out of the visible tree, in tree order', () => {
    const scope = buildScope('u', rows);
    expect(ids(groupsUnder(scope, 'b'))).toEqual(['b', 'b-1', 'b-2']);
    expect(ids(groupsUnder(scope, 'a'))).toEqual(['a']);
    expect(groupIdsUnder(scope, undefined)).toEqual(['root', 'a', 'b', 'b-1', 'b-2']);
  });

  it('names the child of a group on the way down to each group under it', () => {
    const byId = new Map(rows.map((g) => [g.device_group_id, g]));
    expect(childOnPath(byId.get('b-2')!, 'root')).toBe('b');
    expect(childOnPath(byId.get('b')!, 'root')).toBe('b');
    expect(childOnPath(byId.get('root')!, 'root')).toBeUndefined();
    expect(childOnPath(byId.get('a')!, 'b')).toBeUndefined();
  });
});

describe('an id outside the scope', () => {
  const plant = buildScope(
    'plant',
    rows.filter((g) => g.device_group_id === 'b-1'),
  );

  it('answers the same 404 whether it exists elsewhere or not at all', () => {
    for (const id of ['b-2', 'root', 'no-such-group']) {
      for (const ask of [
        () => requireGroup(plant, id),
        () => groupsUnder(plant, id),
        () => groupIdsUnder(plant, id),
      ]) {
        expect(ask).toThrowError(expect.objectContaining({ statusCode: 404, code: 'NOT_FOUND' }));
        expect(ask).toThrowError(`Device group "${id}" was not found`);
      }
    }
  });

  it('answers the bare message where a call asks for it', () => {
    expect(() => requireGroup(plant, 'b-2', NOT_FOUND.bare)).toThrowError(/^Not found$/);
    expect(requireGroup(plant, 'b-1').device_group_id).toBe('b-1');
  });
});

describe('the 404 wordings', () => {
  it.each([
    [NOT_FOUND.bare(), 'Not found'],
    [NOT_FOUND.group('acme'), 'Device group "acme" was not found'],
    [NOT_FOUND.machine('querystring.device_list.0'), 'querystring.device_list.0: machine not found'],
    [NOT_FOUND.anyMachine(), 'None of the requested machines was found'],
    [NOT_FOUND.userGroup('7'), 'Group "7" was not found'],
    [NOT_FOUND.attachment('querystring.id'), 'querystring.id: attachment not found'],
    [NOT_FOUND.maintenanceNotification('body.id'), 'body.id: maintenance notification not found'],
    [NOT_FOUND.serviceReport('querystring.externalId'), 'querystring.externalId: service report not found'],
    [NOT_FOUND.gatewayMachine('M', 'S1'), 'No machine M/S1 that this gateway may write for'],
    [NOT_FOUND.route('GET', '/v1/x'), 'No route GET /v1/x'],
  ])('%#: %s', (error, message) => {
    expect(error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message });
  });
});
