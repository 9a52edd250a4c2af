/**
 * GET eventIncidentStatus, eventIncidentHistory and eventHistory: every parameter, the bracket-indexed
 * query forms, and the caller's authorities. Incidents and edges are written by the factories here,
 * independent of the alarm engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventName } from '@airsight/contracts/domain/event-names';
import { annualInspectionEventIds } from '@airsight/contracts/domain/events';
import { deviceIdOf } from '../support/database.ts';
import { insertEventEdge, insertIncident } from '../support/factories.ts';
import { FLEET, useDemoApp, type DemoUserId } from './master-info.setup.ts';

const BASE = '/v1/alarm-event-mgt';
const d = useDemoApp();

const [tokai1, tokai2] = FLEET.machinesUnder('tokai');
const [kawasaki1] = FLEET.machinesUnder('acme-kawasaki');
const [yokohama1] = FLEET.machinesUnder('acme-yokohama');
const ANNUAL = annualInspectionEventIds(tokai1!.model_id)[0]!;

interface IncidentSeed {
  machine: { model_id: string; serial_no: string };
  event_id: string;
  level: number;
  occurred: string;
  recovered?: string;
}
const INCIDENTS: IncidentSeed[] = [
  { machine: tokai1!, event_id: 'sn_D026_0_set', level: 2, occurred: '2026-03-01T10:00:00Z' },
  {
    machine: tokai1!,
    event_id: 'sn_D024_0_set',
    level: 3,
    occurred: '2026-02-01T08:00:00Z',
    recovered: '2026-02-01T09:15:30Z',
  },
  { machine: tokai1!, event_id: ANNUAL, level: 1, occurred: '2025-12-01T00:00:00Z' },
  { machine: tokai2!, event_id: 'sn_D025_15_set', level: 3, occurred: '2026-03-02T00:00:00Z' },
  { machine: kawasaki1!, event_id: 'sn_D024_0_set', level: 3, occurred: '2026-03-03T00:00:00Z' },
  { machine: yokohama1!, event_id: 'sn_D026_0_set', level: 2, occurred: '2026-03-04T00:00:00Z' },
  {
    machine: yokohama1!,
    event_id: 'sn_D028_0_set',
    level: 1,
    occurred: '2026-01-04T00:00:00Z',
    recovered: '2026-01-05T00:00:00Z',
  },
];

interface EdgeSeed {
  machine: { model_id: string; serial_no: string };
  event_id: string;
  level: number;
  cls: 1 | 2;
  time: string;
}
const EDGES: EdgeSeed[] = [
  { machine: tokai1!, event_id: 'sn_D027_8_set', level: 0, cls: 1, time: '2026-03-01T09:00:00Z' },
  { machine: tokai1!, event_id: 'sn_D026_0_set', level: 2, cls: 1, time: '2026-03-01T10:00:00Z' },
  { machine: tokai1!, event_id: 'sn_D024_0_set', level: 3, cls: 1, time: '2026-02-01T08:00:00Z' },
  { machine: tokai1!, event_id: 'sn_D024_0_set', level: 3, cls: 2, time: '2026-02-01T09:15:30Z' },
  { machine: tokai2!, event_id: 'sn_D027_8_set', level: 0, cls: 2, time: '2026-03-02T05:00:00Z' },
  { machine: kawasaki1!, event_id: 'sn_D024_0_set', level: 3, cls: 1, time: '2026-03-03T00:00:00Z' },
];

beforeAll(async () => {
  const db = d.database.db;
  /** What an incident and an edge both say: the machine (by its database id), the event and its level. */
  const eventOf = async (seed: IncidentSeed | EdgeSeed) => ({
    deviceId: await deviceIdOf(db, seed.machine),
    event_id: seed.event_id,
    event_level: seed.level,
  });
  for (const i of INCIDENTS) {
    await insertIncident(db, {
      ...(await eventOf(i)),
      incident_class: i.recovered ? 3 : 1,
      occurred_at: new Date(i.occurred),
      recovered_at: i.recovered ? new Date(i.recovered) : null,
    });
  }
  for (const e of EDGES) {
    await insertEventEdge(db, { ...(await eventOf(e)), incident_class: e.cls, event_time: new Date(e.time) });
  }
});

type Row = Record<string, unknown> & {
  serial_no: string;
  event_id: string;
  event_time: string;
  incident_class: number;
};

async function list(as: DemoUserId, path: string, key: string): Promise<Row[]> {
  const res = await d.get(as, `${BASE}${path}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(Object.keys(body)).toEqual([key]);
  return body[key];
}
const status = (as: DemoUserId, query = '') =>
  list(as, `/eventIncidentStatus${query}`, 'event_incident_status_list');
const history = (as: DemoUserId, query = '') =>
  list(as, `/eventIncidentHistory${query}`, 'event_incident_history_list');
const edges = (as: DemoUserId, query = '') => list(as, `/eventHistory${query}`, 'event_history_list');
const fourteen = (iso: string) => iso.replace(/[-:TZ]/g, '').slice(0, 14);
const summary = (rows: Row[]) =>
  rows.map((r) => `${r.serial_no} ${r.event_id} ${r.event_time} ${r.incident_class}`);
const expectIncidents = (seeds: IncidentSeed[]) =>
  seeds.map((s) => `${s.machine.serial_no} ${s.event_id} ${fourteen(s.occurred)} ${s.recovered ? 3 : 1}`);
const byTimeDesc = (a: { occurred: string }, b: { occurred: string }) => b.occurred.localeCompare(a.occurred);
const deviceKeys = (index: number, m: { model_id: string; serial_no: string }) =>
  `device_list[${index}].model_id=${m.model_id}&device_list[${index}].serial_no=${m.serial_no}`;

const INCIDENT_FIELDS = [
  'id',
  'event_id',
  'event_level',
  'incident_class',
  'event_time',
  'recovery_time',
  'device_time_zone',
  'name_locale1',
  'name_locale2',
  'name_locale3',
  'model_id',
  'serial_no',
  'device_name_locale1',
  'device_name_locale2',
  'device_name_locale3',
  'device_optional_info_1',
  'device_optional_info_2',
  'device_group_id',
  'device_group_name_locale1',
  'device_group_name_locale2',
  'device_group_name_locale3',
];

describe('eventIncidentStatus', () => {
  it('answers the active incidents of the caller’s machines, newest first, with every field', async () => {
    const rows = await status('tokai');
    const active = INCIDENTS.filter(
      (i) => !i.recovered && FLEET.machinesUnder('tokai').includes(i.machine as never),
    );
    expect(summary(rows)).toEqual(expectIncidents(active.sort(byTimeDesc)));
    const row = rows.find((r) => r.event_id === 'sn_D026_0_set')!;
    expect(Object.keys(row).sort()).toEqual([...INCIDENT_FIELDS].sort());
    expect(row).toMatchObject({
      event_level: 2,
      incident_class: 1,
      event_time: '20260301100000',
      recovery_time: null,
      device_time_zone: 'Asia/Tokyo',
      name_locale1: eventName(tokai1!.model_id, 'sn_D026_0_set', 1),
      name_locale2: eventName(tokai1!.model_id, 'sn_D026_0_set', 2),
      name_locale3: eventName(tokai1!.model_id, 'sn_D026_0_set', 3),
      model_id: tokai1!.model_id,
      serial_no: tokai1!.serial_no,
      device_name_locale1: tokai1!.names[0],
      device_name_locale2: tokai1!.names[1],
      device_name_locale3: tokai1!.names[2],
      device_optional_info_1: tokai1!.optional_info_1,
      device_optional_info_2: tokai1!.optional_info_2,
      device_group_id: 'tokai',
      device_group_name_locale1: 'Tokai Seiki',
      device_group_name_locale2: '東海精機',
      device_group_name_locale3: '东海精机',
    });
    expect(String(row.name_locale1)).toMatch(/^C\) /);
    expect(row.id).toMatch(/^\d+$/);
  });

  it('names a bit the catalogue leaves unnamed after its register and bit, with the level prefix', async () => {
    const row = (await status('tokai')).find((r) => r.event_id === 'sn_D025_15_set')!;
    const catalogue = eventName(tokai2!.model_id, 'sn_D025_15_set', 1);
    if (catalogue === undefined) {
      expect(row.name_locale1).toMatch(/^E\) .+ bit 15$/);
      expect(row.name_locale2).toMatch(/^E\) .+ビット15$/);
      expect(row.name_locale3).toMatch(/^E\) .+位15$/);
    } else {
      expect(row.name_locale1).toBe(catalogue);
    }
  });

  it('sorts ascending with sort=event_time and cuts at max_number', async () => {
    const down = await status('tokai');
    expect(summary(await status('tokai', '?sort=event_time'))).toEqual(summary(down).reverse());
    expect(summary(await status('tokai', '?get_class=4&sort=-event_time&max_number=1'))).toEqual(
      summary(down).slice(0, 1),
    );
  });

  it('filters by level as a comma list or repeated keys', async () => {
    const comma = await status('tokai', '?event_level=2,3');
    expect(comma.map((r) => r.event_level).sort()).toEqual([2, 3]);
    expect(summary(await status('tokai', '?event_level=2&event_level=3'))).toEqual(summary(comma));
    expect((await status('tokai', '?event_level=1')).map((r) => r.event_id)).toEqual([ANNUAL]);
    expect(await status('tokai', '?incident_class=1&event_level=1,2,3')).toHaveLength(3);
  });

  it('filters by machines given as device_list[i].model_id / serial_no keys, in either bracket form', async () => {
    const one = await status('tokai', `?${deviceKeys(0, tokai2!)}`);
    expect(one.map((r) => r.serial_no)).toEqual([tokai2!.serial_no]);
    const brackets = await status(
      'tokai',
      `?device_list[0][model_id]=${tokai2!.model_id}&device_list[0][serial_no]=${tokai2!.serial_no}`,
    );
    expect(summary(brackets)).toEqual(summary(one));
    // Indexes need not be contiguous.
    const two = await status('tokai', `?${deviceKeys(0, tokai2!)}&${deviceKeys(5, tokai1!)}`);
    expect(two).toHaveLength(3);
  });

  it('covers a group, or with parent_flg=1 the group and every group under it', async () => {
    const acmeActive = INCIDENTS.filter(
      (i) => !i.recovered && (i.machine === kawasaki1 || i.machine === yokohama1),
    );
    expect(summary(await status('supplier', '?device_group_id=acme&parent_flg=1'))).toEqual(
      expectIncidents(acmeActive.sort(byTimeDesc)),
    );
    // The company group holds no machines itself.
    expect(await status('supplier', '?device_group_id=acme&parent_flg=0')).toEqual([]);
    expect(await status('acme', '?device_group_id=acme')).toEqual([]);
    expect((await status('acme', '?device_group_id=acme-kawasaki')).map((r) => r.serial_no)).toEqual([
      kawasaki1!.serial_no,
    ]);
    // The supplier sees everyone's; each customer only its own.
    expect(await status('supplier')).toHaveLength(5);
    expect((await status('acme-kawasaki')).map((r) => r.serial_no)).toEqual([kawasaki1!.serial_no]);
  });
});

describe('eventIncidentHistory', () => {
  it('answers active and recovered incidents by default, recovered ones with their recovery time', async () => {
    const rows = await history('tokai');
    const tokaiAll = INCIDENTS.filter((i) => i.machine === tokai1 || i.machine === tokai2).sort(byTimeDesc);
    expect(summary(rows)).toEqual(expectIncidents(tokaiAll));
    const recovered = await history('tokai', '?incident_class=3');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({
      event_id: 'sn_D024_0_set',
      incident_class: 3,
      event_time: '20260201080000',
      recovery_time: '20260201091530',
    });
    expect(await history('tokai', '?incident_class=1,3')).toHaveLength(4);
  });

  it('filters the occurrence time by event_time_from / event_time_to, in 14 digits or ISO 8601', async () => {
    const feb = await history('tokai', '?event_time_from=20260201000000&event_time_to=20260301095959');
    expect(feb.map((r) => r.event_id)).toEqual(['sn_D024_0_set']);
    const iso = await history(
      'tokai',
      '?event_time_from=2026-02-01T09:00:00%2B09:00&event_time_to=2026-03-01T10:00:00Z',
    );
    expect(iso.map((r) => r.event_id)).toEqual(['sn_D026_0_set', 'sn_D024_0_set']);
  });

  it('answers the annual-inspection look-up of one machine', async () => {
    const query =
      `?get_class=4&sort=-event_time&event_level=1&max_number=1&event_list[0].event_id=${ANNUAL}` +
      `&model_id=${tokai1!.model_id}&serial_no=${tokai1!.serial_no}&event_time_from=20241101000000`;
    const rows = await history('tokai', query);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_id: ANNUAL,
      incident_class: 1,
      event_time: '20251201000000',
      event_level: 1,
    });
    expect(await history('tokai', query.replace('20241101000000', '20251201000001'))).toEqual([]);
    const other = query
      .replace(`model_id=${tokai1!.model_id}`, `model_id=${tokai2!.model_id}`)
      .replace(`serial_no=${tokai1!.serial_no}`, `serial_no=${tokai2!.serial_no}`);
    expect(await history('tokai', other)).toEqual([]);
  });
});

describe('eventHistory', () => {
  it('answers every edge of the caller’s machines, lamp changes included, in event_history_list', async () => {
    const rows = await edges('tokai');
    const mine = EDGES.filter((e) => e.machine === tokai1 || e.machine === tokai2).sort((a, b) =>
      b.time.localeCompare(a.time),
    );
    expect(rows.map((r) => `${r.serial_no} ${r.event_id} ${r.event_time} ${r.incident_class}`)).toEqual(
      mine.map((e) => `${e.machine.serial_no} ${e.event_id} ${fourteen(e.time)} ${e.cls}`),
    );
    expect(Object.keys(rows[0]!).sort()).toEqual(INCIDENT_FIELDS.filter((f) => f !== 'recovery_time').sort());
    expect(rows.find((r) => r.event_level === 0)!.name_locale1).toBe(
      eventName(tokai1!.model_id, 'sn_D027_8_set', 1),
    );
  });

  it('filters by level, class, period and machine', async () => {
    expect((await edges('tokai', '?event_level=0')).map((r) => r.event_level)).toEqual([0, 0]);
    expect(
      (await edges('tokai', '?event_level=0,1,2,3&incident_class=2')).map((r) => r.incident_class),
    ).toEqual([2, 2]);
    const period = await edges(
      'tokai',
      '?event_time_from=20260301000000&event_time_to=20260301235959&sort=event_time',
    );
    expect(period.map((r) => r.event_id)).toEqual(['sn_D027_8_set', 'sn_D026_0_set']);
    const machine = await edges('tokai', `?get_class=4&max_number=2000&${deviceKeys(0, tokai2!)}`);
    expect(machine.map((r) => r.serial_no)).toEqual([tokai2!.serial_no]);
  });
});

describe('authorities', () => {
  const ACME_GROUP_QUERIES = [
    '?device_group_id=acme',
    '?device_group_id=acme&parent_flg=1',
    '?device_group_id=acme-kawasaki',
  ];
  it.each(['/eventIncidentStatus', '/eventIncidentHistory', '/eventHistory'])(
    '%s: tokai cannot read acme’s alarms by any parameter (404)',
    async (path) => {
      const foreign = [
        ...ACME_GROUP_QUERIES,
        `?${deviceKeys(0, kawasaki1!)}`,
        `?${deviceKeys(0, tokai1!)}&${deviceKeys(1, yokohama1!)}`,
        `?device_list[0][model_id]=${kawasaki1!.model_id}&device_list[0][serial_no]=${kawasaki1!.serial_no}`,
        `?model_id=${kawasaki1!.model_id}&serial_no=${kawasaki1!.serial_no}`,
        '?model_id=OIL_FREE&serial_no=NO-SUCH_MACHINE',
        '?device_group_id=no-such-group',
      ];
      for (const query of foreign) {
        const res = await d.get('tokai', `${BASE}${path}${query}`);
        expect(res.statusCode, `${query}: ${res.body}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('C10042');
        // One wording for a foreign and an unknown group or machine (services/access.ts).
        const group = /device_group_id=([^&]+)/.exec(query)?.[1];
        expect(res.json().message, query).toMatch(
          group
            ? `Device group "${group}" was not found`
            : /^querystring\.(device_list\.\d|model_id, serial_no): machine not found$/,
        );
      }
      // A plant user cannot climb to its company or see a sibling plant.
      for (const query of [
        '?device_group_id=acme&parent_flg=1',
        '?device_group_id=acme-yokohama',
        `?${deviceKeys(0, yokohama1!)}`,
      ]) {
        expect((await d.get('acme-kawasaki', `${BASE}${path}${query}`)).statusCode, query).toBe(404);
      }
      // Without explicit ids, filters by event id or level never reach foreign rows.
      const levels = path === '/eventHistory' ? '0,1,2,3' : '1,2,3';
      const res = await d.get(
        'tokai',
        `${BASE}${path}?event_list[0].event_id=sn_D024_0_set&event_level=${levels}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('C10042');
      expect(res.body).not.toContain('C10043');
      expect((await d.get(null, `${BASE}${path}`)).statusCode).toBe(401);
    },
  );
});

describe('bad input', () => {
  const BAD: [string, string][] = [
    ['/eventIncidentStatus?max_number=2001', 'querystring.max_number: must be <= 2000'],
    ['/eventHistory?max_number=0', 'querystring.max_number: must be >= 1'],
    ['/eventHistory?max_number=lots', 'querystring.max_number: must be integer'],
    ['/eventIncidentStatus?event_level=0', 'querystring.event_level.0: must be >= 1'],
    ['/eventHistory?event_level=4', 'querystring.event_level.0: must be <= 3'],
    ['/eventHistory?event_level=1,,2', 'querystring.event_level.1: must be integer'],
    [
      '/eventIncidentStatus?incident_class=3',
      'querystring.incident_class.0: must be equal to one of the allowed values',
    ],
    [
      '/eventIncidentHistory?incident_class=2',
      'querystring.incident_class.0: must be equal to one of the allowed values',
    ],
    [
      '/eventHistory?incident_class=3',
      'querystring.incident_class.0: must be equal to one of the allowed values',
    ],
    ['/eventIncidentStatus?get_class=1', 'querystring.get_class: must be equal to one of the allowed values'],
    ['/eventIncidentStatus?parent_flg=2', 'querystring.parent_flg'],
    ['/eventIncidentStatus?parent_flg=1', 'parent_flg needs device_group_id'],
    ['/eventIncidentStatus?sort=password', 'querystring.sort: unknown column "password"'],
    ['/eventIncidentStatus?sort=event_time;drop', 'querystring.sort: must match pattern'],
    ['/eventIncidentStatus?event_time_from=20260101000000', 'unknown field "event_time_from"'],
    ['/eventIncidentStatus?colour=red', 'unknown field "colour"'],
    [
      '/eventIncidentStatus?device_list[0].model_id=OIL_FREE',
      'querystring.device_list.0: missing required field "serial_no"',
    ],
    [
      '/eventIncidentStatus?device_list[0].model_id=A&device_list[0].serial_no=x&device_list[0].colour=red',
      'querystring.device_list.0: unknown field "colour"',
    ],
    [
      '/eventIncidentStatus?device_list[0].model_id=A&device_list[0].model_id=B&device_list[0].serial_no=x',
      'querystring.device_list.0.model_id: must be string',
    ],
    // An index past the parser's array limit makes an object keyed by index, not a list.
    ['/eventIncidentStatus?device_list[1000].model_id=A', 'querystring.device_list: must be array'],
    // Brackets deeper than list[i].field stay part of a key: never a deeper object.
    [
      '/eventIncidentStatus?device_list[0].model_id[x][y]=A&device_list[0].serial_no=x',
      'querystring.device_list.0.model_id: must be string',
    ],
    [
      `/eventIncidentStatus?${Array.from({ length: 101 }, (_, i) => deviceKeys(i, tokai1!)).join('&')}`,
      'querystring.device_list: must NOT have more than 100 items',
    ],
    ['/eventIncidentStatus?device_list=x', 'querystring.device_list'],
    ['/eventIncidentStatus?serial_no=x', 'serial_no needs model_id'],
    ['/eventIncidentHistory?model_id=OIL_FREE', 'model_id needs serial_no'],
    [
      `/eventIncidentStatus?device_group_id=${'g'.repeat(101)}`,
      'querystring.device_group_id: must NOT have more than 100',
    ],
    [
      '/eventIncidentHistory?event_time_from=20260301000000&event_time_to=20260201000000',
      'event_time_from must not be after event_time_to',
    ],
    [
      '/eventIncidentHistory?event_time_from=20261301000000',
      'querystring.event_time_from: "20261301000000" is not a real date',
    ],
    ['/eventHistory?event_time_to=yesterday', 'querystring.event_time_to: must match pattern'],
    [
      '/eventIncidentHistory?event_list[0].event_id=',
      'querystring.event_list.0.event_id: must NOT have fewer than 1 characters',
    ],
  ];
  it.each(BAD)('%s answers 400: %s', async (url, message) => {
    const res = await d.get('tokai', `${BASE}${url}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
