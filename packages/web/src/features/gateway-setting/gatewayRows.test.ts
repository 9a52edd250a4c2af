import { describe, expect, it } from 'vitest';
import type { Gateway } from '@airsight/contracts/http/gateways';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import {
  addBody,
  gatewayErrorKey,
  gatewayRows,
  machineLabels,
  putBody,
  searchGateways,
  valuesOf,
} from './gatewayRows.ts';

const gateway = (over: Partial<Gateway>): Gateway => ({
  username: 'gw-1',
  modelId: 'FE_LTE_00',
  serialNo: 'GW-1',
  deviceGroupId: 'plant-2',
  note: '',
  machines: [],
  groups: [],
  brokerPassword: true,
  passwordChanged: '2026-11-01T03:04:05.000Z',
  created: '2026-11-01T00:00:00.000Z',
  ...over,
});

const GROUPS = [
  { id: 'acme', name: 'ACME', depth: 0 },
  { id: 'plant-2', name: 'Plant 2', depth: 1 },
];

const MACHINES = [
  { model_id: 'M1', serial_no: 'S-10', optional_info_2: 'No.10' },
  { model_id: 'M1', serial_no: 'S-2', optional_info_2: 'No.2' },
  { model_id: 'M2', serial_no: 'S-3', optional_info_2: null },
];

describe('Gateways screen rows', () => {
  it('names the group, the machines by customer number (natural order) and the groups it may publish for', () => {
    const [row] = gatewayRows(
      [
        gateway({
          machines: [
            { modelId: 'M1', serialNo: 'S-10' },
            { modelId: 'M1', serialNo: 'S-2' },
            { modelId: 'M9', serialNo: 'unknown' },
          ],
          groups: ['plant-2', 'elsewhere'],
          note: 'roof',
        }),
      ],
      GROUPS,
      machineLabels(MACHINES),
    );
    expect(row).toMatchObject({
      id: 'gw-1',
      groupName: 'Plant 2',
      machines: ['No.2 (S-2)', 'No.10 (S-10)', 'unknown'],
      groups: ['elsewhere', 'Plant 2'],
      note: 'roof',
    });
  });

  it('says the password state: changed at a time of the browser zone, never changed, not yet for Mosquitto', () => {
    const ms = Date.parse('2026-11-01T03:04:05.000Z');
    const rows = gatewayRows(
      [
        gateway({}),
        gateway({ username: 'new', passwordChanged: null }),
        gateway({ username: 'demo', brokerPassword: false, passwordChanged: null }),
      ],
      GROUPS,
      new Map(),
    );
    expect(rows.map((r) => r.password)).toEqual([
      { kind: 'changed', text: formatBrowserDateTime(ms), zone: browserZoneLabel(ms) },
      { kind: 'unchanged' },
      { kind: 'notForBroker' },
    ]);
  });

  it('searches username, serial number, note and machines, in any case', () => {
    const rows = gatewayRows(
      [
        gateway({ username: 'gw-a', serialNo: 'GW-A', note: 'Roof' }),
        gateway({ username: 'gw-b', serialNo: 'GW-B', machines: [{ modelId: 'M1', serialNo: 'S-2' }] }),
      ],
      GROUPS,
      machineLabels(MACHINES),
    );
    const keys = (search: string) => searchGateways(rows, search).map((r) => r.id);
    expect(keys('')).toEqual(['gw-a', 'gw-b']);
    expect(keys(' roof ')).toEqual(['gw-a']);
    expect(keys('gw-b')).toEqual(['gw-b']);
    expect(keys('no.2')).toEqual(['gw-b']);
    expect(keys('nothing')).toEqual([]);
  });

  it('sends the ticked machines that are under the chosen group, the note trimmed', () => {
    const values = {
      ...valuesOf(undefined, 'acme'),
      username: ' gw-new ',
      serialNo: 'GW-NEW',
      note: ' roof ',
      machines: [machineKeyOf('M1', 'S-2'), machineKeyOf('M9', 'elsewhere')],
      groups: ['plant-2'],
    };
    expect(addBody(values, MACHINES)).toEqual({
      username: 'gw-new',
      serialNo: 'GW-NEW',
      deviceGroupId: 'acme',
      note: 'roof',
      machines: [{ modelId: 'M1', serialNo: 'S-2' }],
      groups: ['plant-2'],
    });
    const stored = gateway({ machines: [{ modelId: 'M2', serialNo: 'S-3' }], groups: ['acme'] });
    expect(putBody(valuesOf(stored, 'acme'), MACHINES)).toEqual({
      deviceGroupId: 'plant-2',
      note: '',
      machines: [{ modelId: 'M2', serialNo: 'S-3' }],
      groups: ['acme'],
    });
  });

  it.each([
    ['NOT_GATEWAY_ADMIN', 403, 'gatewayErrorNotGatewayAdmin'],
    ['GATEWAY_EXISTS', 409, 'gatewayErrorExists'],
    ['INVALID_FIELD', 400, 'gatewayErrorInvalidField'],
    ['NOT_FOUND', 404, 'gatewayErrorNotFound'],
    ['SERVER', 500, undefined],
  ])('says %s (%d) as %s', (code, status, key) => {
    expect(gatewayErrorKey(code, status)).toBe(key);
  });
});
