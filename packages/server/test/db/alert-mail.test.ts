/**
 * GET /scadaapi/v1/master-info/info_alertmail_destination_lists: the demo's alarm-mail destinations of
 * groups (source_flag 0) and machines (1), limited to the caller's authorities.
 */
import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { AlertMailDestinationsResponse, type AlertMailDestination } from '@airsight/contracts';
import { FLEET, useDemoApp, type DemoApp } from './master-info.setup.ts';

const URL = '/scadaapi/v1/master-info/info_alertmail_destination_lists';
const check = Compile(AlertMailDestinationsResponse);

const d = useDemoApp();
const kawasaki0 = FLEET.machinesUnder('acme-kawasaki')[0]!;
const tokai0 = FLEET.machinesUnder('tokai')[0]!;
const machineKey = (m: { model_id: string; serial_no: string }) => `${m.model_id}$${m.serial_no}`;

async function list(as: Parameters<DemoApp['get']>[0], query: string): Promise<AlertMailDestination[]> {
  const res = await d.get(as, `${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(check.Check(body)).toBe(true);
  return body.info_alertmail_destination_list;
}

describe('alarm-mail destinations', () => {
  it('answers a plant user the destinations of their own group only', async () => {
    const rows = await list('acme-kawasaki', 'source_flag=0');
    expect(rows.map((r) => [r.source_type, r.mail])).toEqual([
      ['acme-kawasaki', 'kawasaki@acme.example.com'],
      ['acme-kawasaki', 'plant.manager@acme.example.com'],
    ]);
    expect(rows[0]).toMatchObject({
      user_name: '川崎工場 保全',
      locale: 2,
      severity: '3,2,1',
      source_flag: 0,
      inserted: 'acme-kawasaki',
      updated: 'acme-kawasaki',
      version: 0,
    });
    expect(rows[0]!.id).toMatch(/^\d+$/);
    expect(new Date(rows[0]!.insert_time).toISOString()).toBe(rows[0]!.insert_time);
    expect(rows[1]).toMatchObject({ locale: 1, severity: '3' });
  });

  it('answers the company its groups and plants, and the supplier every group', async () => {
    const acme = await list('acme', 'source_flag=0');
    expect(new Set(acme.map((r) => r.source_type))).toEqual(new Set(['acme', 'acme-kawasaki']));
    const all = await list('supplier', 'source_flag=0');
    expect(new Set(all.map((r) => r.source_type))).toEqual(
      new Set(['acme', 'acme-kawasaki', 'tokai', 'sakura-chiba']),
    );
  });

  it('answers machine destinations of visible machines (source_flag 1)', async () => {
    const kawasaki = await list('acme-kawasaki', 'source_flag=1');
    expect(kawasaki).toHaveLength(1);
    expect(kawasaki[0]).toMatchObject({
      source_flag: 1,
      source_type: machineKey(kawasaki0),
      mail: 'line-a@acme.example.com',
      locale: 3,
    });
    const all = await list('supplier', 'source_flag=1');
    expect(all.map((r) => r.source_type).sort()).toEqual([machineKey(kawasaki0), machineKey(tokai0)].sort());
  });

  it('narrows to one group or machine, and to the last editor', async () => {
    expect((await list('acme', 'source_flag=0&source_type=acme')).map((r) => r.mail)).toEqual([
      'facilities@acme.example.com',
    ]);
    expect(await list('acme', 'source_flag=0&source_type=acme-yokohama')).toEqual([]);
    const machine = await list(
      'acme',
      `source_flag=1&source_type=${encodeURIComponent(machineKey(kawasaki0))}`,
    );
    expect(machine.map((r) => r.mail)).toEqual(['line-a@acme.example.com']);
    expect((await list('supplier', 'source_flag=0&updated=supplier')).map((r) => r.source_type)).toEqual([
      'sakura-chiba',
    ]);
    expect(await list('acme', 'source_flag=0&updated=tokai')).toEqual([]);
  });

  it('gives tokai nothing of acme: lists hold only tokai, explicit acme ids answer 404', async () => {
    for (const flag of [0, 1]) {
      const rows = await list('tokai', `source_flag=${flag}`);
      expect(rows.length).toBe(1);
      expect(JSON.stringify(rows)).not.toMatch(/acme|C1004/);
    }
    const foreign = [
      'source_flag=0&source_type=acme',
      'source_flag=0&source_type=acme-kawasaki',
      'source_flag=0&source_type=no-such-group',
      `source_flag=1&source_type=${encodeURIComponent(machineKey(kawasaki0))}`,
      'source_flag=1&source_type=no-dollar-sign',
      'source_flag=1&source_type=OIL_FREE%24NO_SUCH',
    ];
    for (const query of foreign) {
      const res = await d.get('tokai', `${URL}?${query}`);
      expect(res.statusCode, query).toBe(404);
      // The same words for a foreign and an unknown id: a group by its id, a machine by the field.
      const group = /^source_flag=0&source_type=(.*)$/.exec(query)?.[1];
      expect(res.json(), query).toMatchObject({
        code: 'NOT_FOUND',
        message: group
          ? `Device group "${group}" was not found`
          : 'querystring.source_type: machine not found',
      });
    }
  });

  it('answers bad input with 400 and a clear message, and 401 without a session', async () => {
    const cases: [string, RegExp][] = [
      ['', /missing required field "source_flag"/],
      ['source_flag=2', /querystring\.source_flag: must be <= 1/],
      ['source_flag=group', /querystring\.source_flag: must be integer/],
      ['source_flag=0&source_type=', /querystring\.source_type/],
      ['source_flag=0&mail=x', /unknown field "mail"/],
    ];
    for (const [query, message] of cases) {
      const res = await d.get('acme', `${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    expect((await d.get(null, `${URL}?source_flag=0`)).statusCode).toBe(401);
  });
});
