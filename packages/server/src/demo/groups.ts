/**
 * Demo user-defined groups and alarm-mail destinations, on the fixed demo fleet (demo/fleet.ts). Called
 * from seedDemo inside its transaction. Idempotent: groups have fixed ids and destinations a natural key,
 * and every insert is ON CONFLICT DO NOTHING, so a second run (every demo start) changes nothing and
 * keeps what users changed since.
 */
import type { Db } from '../db/database.ts';
import { machineSourceOf } from '@airsight/contracts/domain/mail-source';
import { buildGroups, buildMachines, type MachineSeed } from './fleet.ts';
import { insertMissing } from './insert.ts';

interface DemoGroup {
  id: string;
  name: string;
  deviceGroupId: string;
  /** Indexes into the site's machines, in their seed order. */
  machines: readonly number[];
  creator: string;
}

/**
 * Kawasaki (acme-kawasaki's plant, 8 machines): two lines, two machines left 'unset'. Tokai (7): two
 * shops, one unset. Yokohama (another ACME plant, 6): one building, the rest unset.
 */
const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    id: '6d1f3c0e-5a4b-4c2d-9e01-000000000a01',
    name: 'Line A',
    deviceGroupId: 'acme-kawasaki',
    machines: [0, 1, 2],
    creator: 'acme-kawasaki',
  },
  {
    id: '6d1f3c0e-5a4b-4c2d-9e01-000000000a02',
    name: 'Line B',
    deviceGroupId: 'acme-kawasaki',
    machines: [3, 4, 5],
    creator: 'acme-kawasaki',
  },
  {
    id: '6d1f3c0e-5a4b-4c2d-9e01-000000000b01',
    name: 'プレス工場',
    deviceGroupId: 'tokai',
    machines: [0, 1, 2, 3],
    creator: 'tokai',
  },
  {
    id: '6d1f3c0e-5a4b-4c2d-9e01-000000000b02',
    name: '組立工場',
    deviceGroupId: 'tokai',
    machines: [4, 5],
    creator: 'tokai',
  },
  {
    id: '6d1f3c0e-5a4b-4c2d-9e01-000000000c01',
    name: 'Building 1',
    deviceGroupId: 'acme-yokohama',
    machines: [0, 1, 2],
    creator: 'acme',
  },
];

interface DemoDestination {
  mail: string;
  userName: string;
  /** 1 en, 2 ja, 3 zh. */
  locale: 1 | 2 | 3;
  severity: string;
  /** A device group id, or a machine as [site group, index of the machine in that site]. */
  source: string | readonly [string, number];
  by: string;
}

const DEMO_DESTINATIONS: readonly DemoDestination[] = [
  {
    mail: 'facilities@acme.example.com',
    userName: '設備管理課',
    locale: 2,
    severity: '3,2',
    source: 'acme',
    by: 'acme',
  },
  {
    mail: 'kawasaki@acme.example.com',
    userName: '川崎工場 保全',
    locale: 2,
    severity: '3,2,1',
    source: 'acme-kawasaki',
    by: 'acme-kawasaki',
  },
  {
    mail: 'plant.manager@acme.example.com',
    userName: 'Plant manager',
    locale: 1,
    severity: '3',
    source: 'acme-kawasaki',
    by: 'acme-kawasaki',
  },
  {
    mail: 'line-a@acme.example.com',
    userName: '李 明',
    locale: 3,
    severity: '3,2',
    source: ['acme-kawasaki', 0],
    by: 'acme-kawasaki',
  },
  {
    mail: 'maintenance@tokai-seiki.example.jp',
    userName: '保全チーム',
    locale: 2,
    severity: '3,2,1',
    source: 'tokai',
    by: 'tokai',
  },
  {
    mail: 'press@tokai-seiki.example.jp',
    userName: 'プレス工場 班長',
    locale: 2,
    severity: '3',
    source: ['tokai', 0],
    by: 'tokai',
  },
  {
    mail: 'service-desk@airsight.example.com',
    userName: 'Service desk',
    locale: 1,
    severity: '3',
    source: 'sakura-chiba',
    by: 'supplier',
  },
];

/** The fixed fleet's machines of one site group, in seed order. */
function siteMachines(): (groupId: string) => MachineSeed[] {
  const machines = buildMachines(buildGroups().sites);
  return (groupId) => machines.filter((m) => m.device_group_id === groupId);
}

export async function seedDemoGroups(db: Db): Promise<void> {
  const machinesOf = siteMachines();
  const machineAt = (groupId: string, index: number) => {
    const machine = machinesOf(groupId)[index];
    if (!machine) throw new Error(`demo groups: site ${groupId} has no machine ${index}`);
    return machine;
  };

  await insertMissing(
    db,
    'user_groups',
    DEMO_GROUPS.map((g) => ({
      id: g.id,
      group_name: g.name,
      device_group_id: g.deviceGroupId,
      devices: JSON.stringify(
        g.machines.map((i) => {
          const m = machineAt(g.deviceGroupId, i);
          return { modelId: m.model_id, serialNo: m.serial_no };
        }),
      ),
      mail_id: null,
      creator_id: g.creator,
      updater_id: g.creator,
    })),
  );

  await insertMissing(
    db,
    'alert_mail_destinations',
    DEMO_DESTINATIONS.map((d) => {
      const machine = typeof d.source === 'string' ? undefined : machineAt(d.source[0], d.source[1]);
      return {
        mail: d.mail,
        user_name: d.userName,
        locale: d.locale,
        severity: d.severity,
        source_flag: machine ? 1 : 0,
        source_type: machine ? machineSourceOf(machine.model_id, machine.serial_no) : (d.source as string),
        inserted: d.by,
        updated: d.by,
      };
    }),
  );
}
