/**
 * The demo fleet as data: the supplier, its customer companies and plants (with service-customer codes
 * and real-looking places), the demo users and roles, and a deterministic generator for the machines.
 * Same input, same fleet: the generator uses a fixed-seed PRNG, never Math.random or the clock.
 */
import {
  GATEWAY_MODEL_ID,
  MODEL_IDS,
  MODELS,
  SALES_MODEL_NAMES,
  type ModelId,
} from '@airsight/contracts/models/catalogue';
import { mulberry32 } from './prng.ts';

export type Names = readonly [en: string, ja: string, zh: string];

export interface SiteSpec {
  /** Service-customer code; also the suffix of the serial numbers of the site's machines. */
  code: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  machines: number;
}

interface PlantSpec {
  key: string;
  names: Names;
  site: SiteSpec;
}

interface CompanySpec {
  key: string;
  names: Names;
  /** A company without plants is itself the site (a leaf group holding machines). */
  site?: SiteSpec;
  plants?: readonly PlantSpec[];
}

export const SUPPLIER = {
  id: 'supplier',
  type: 'SUPPLIER',
  names: ['AirSight Compressor Service', 'エアサイト・コンプレッサーサービス', '艾尔赛特压缩机服务'] as Names,
};

const TOKYO = 'Asia/Tokyo';

const COMPANIES: readonly CompanySpec[] = [
  {
    key: 'acme',
    names: ['ACME Industries', 'アクメ工業', '艾克美工业'],
    plants: [
      {
        key: 'kawasaki',
        names: ['Kawasaki Plant', '川崎工場', '川崎工厂'],
        site: { code: 'C10042', latitude: 35.5203, longitude: 139.7275, timeZone: TOKYO, machines: 8 },
      },
      {
        key: 'yokohama',
        names: ['Yokohama Plant', '横浜工場', '横滨工厂'],
        site: { code: 'C10043', latitude: 35.4939, longitude: 139.6762, timeZone: TOKYO, machines: 6 },
      },
      {
        key: 'sagamihara',
        names: ['Sagamihara Plant', '相模原工場', '相模原工厂'],
        site: { code: 'C10044', latitude: 35.5714, longitude: 139.3733, timeZone: TOKYO, machines: 5 },
      },
    ],
  },
  {
    key: 'tokai',
    names: ['Tokai Seiki', '東海精機', '东海精机'],
    site: { code: 'C20117', latitude: 35.109, longitude: 136.884, timeZone: TOKYO, machines: 7 },
  },
  {
    key: 'sakura',
    names: ['Sakura Foods', 'さくら食品', '樱花食品'],
    plants: [
      {
        key: 'chiba',
        names: ['Chiba Plant', '千葉工場', '千叶工厂'],
        site: { code: 'C30210', latitude: 35.6074, longitude: 140.1065, timeZone: TOKYO, machines: 5 },
      },
      {
        key: 'kawagoe',
        names: ['Kawagoe Plant', '川越工場', '川越工厂'],
        site: { code: 'C30211', latitude: 35.9251, longitude: 139.4858, timeZone: TOKYO, machines: 4 },
      },
    ],
  },
  {
    key: 'naniwa',
    names: ['Naniwa Metal Works', '浪速金属工業', '浪速金属工业'],
    site: { code: 'C40058', latitude: 34.5733, longitude: 135.483, timeZone: TOKYO, machines: 6 },
  },
  {
    key: 'hokuriku',
    names: ['Hokuriku Textile', '北陸織物', '北陆纺织'],
    site: { code: 'C50301', latitude: 36.5613, longitude: 136.6562, timeZone: TOKYO, machines: 4 },
  },
  {
    key: 'kyushu',
    names: ['Kyushu Precision Glass', '九州精密硝子', '九州精密玻璃'],
    site: { code: 'C60077', latitude: 33.8834, longitude: 130.8752, timeZone: TOKYO, machines: 4 },
  },
  {
    key: 'setouchi',
    names: ['Setouchi Chemical', '瀬戸内化学', '濑户内化学'],
    plants: [
      {
        key: 'mizushima',
        names: ['Mizushima Plant', '水島工場', '水岛工厂'],
        site: { code: 'C70012', latitude: 34.5045, longitude: 133.7366, timeZone: TOKYO, machines: 5 },
      },
      {
        key: 'tokuyama',
        names: ['Tokuyama Plant', '徳山工場', '德山工厂'],
        site: { code: 'C70013', latitude: 34.0514, longitude: 131.8063, timeZone: TOKYO, machines: 3 },
      },
    ],
  },
  {
    key: 'hokkaido',
    names: ['Hokkaido Dairy', '北海道乳業', '北海道乳业'],
    site: { code: 'C80005', latitude: 43.1036, longitude: 141.5361, timeZone: TOKYO, machines: 3 },
  },
  {
    key: 'shanghai',
    names: ['Shanghai Precision Molding', '上海精密成形', '上海精密成型'],
    site: { code: 'C90101', latitude: 31.0322, longitude: 121.2277, timeZone: 'Asia/Shanghai', machines: 4 },
  },
  {
    key: 'greatlakes',
    names: ['Great Lakes Packaging', 'グレートレイクス包装', '五大湖包装'],
    site: {
      code: 'C90202',
      latitude: 42.0039,
      longitude: -87.9703,
      timeZone: 'America/Chicago',
      machines: 3,
    },
  },
  {
    key: 'rhein',
    names: ['Rhein Pharma', 'ライン製薬', '莱茵制药'],
    site: { code: 'C90303', latitude: 50.0997, longitude: 8.5404, timeZone: 'Europe/Berlin', machines: 3 },
  },
];

export interface GroupSeed {
  device_group_id: string;
  parent_device_group_id: string | null;
  device_group_type: string;
  names: Names;
  sort_order: number;
}

/** A place with machines: one leaf group and one service customer. */
export interface SiteSeed extends SiteSpec {
  groupId: string;
  /** Service-customer name per locale; the Japanese one is service_customers.name. */
  customerNames: Names;
}

const typeOf = (id: string) => id.toUpperCase().replace(/-/g, '_');

/** Groups in insertion order (parents first) and the sites with machines. */
export function buildGroups(): { groups: GroupSeed[]; sites: SiteSeed[] } {
  const groups: GroupSeed[] = [
    {
      device_group_id: SUPPLIER.id,
      parent_device_group_id: null,
      device_group_type: SUPPLIER.type,
      names: SUPPLIER.names,
      sort_order: 0,
    },
  ];
  const sites: SiteSeed[] = [];
  COMPANIES.forEach((company, c) => {
    groups.push({
      device_group_id: company.key,
      parent_device_group_id: SUPPLIER.id,
      device_group_type: typeOf(company.key),
      names: company.names,
      sort_order: c,
    });
    if (company.site) sites.push({ ...company.site, groupId: company.key, customerNames: company.names });
    company.plants?.forEach((plant, p) => {
      const id = `${company.key}-${plant.key}`;
      groups.push({
        device_group_id: id,
        parent_device_group_id: company.key,
        device_group_type: typeOf(id),
        names: plant.names,
        sort_order: p,
      });
      const customerNames = company.names.map((n, i) => `${n} ${plant.names[i]}`) as unknown as Names;
      sites.push({ ...plant.site, groupId: id, customerNames });
    });
  });
  return { groups, sites };
}

export interface MachineSeed {
  model_id: ModelId;
  serial_no: string;
  device_group_id: string;
  names: Names;
  optional_info_1: string;
  optional_info_2: string | null;
  time_zone: string;
  latitude: number;
  longitude: number;
  consent_form_received: boolean;
  service_customer_code: string;
  setup_place: string;
  gateway: { model_id: string; serial_no: string; mqtt_username: string };
  /** Share of power the simulator makes it draw beyond a healthy machine (a fault); 0: healthy. */
  excess_power: number;
}

/**
 * Demo machines with a fault that makes them draw more power for the same air, by site code and the
 * machine's number at its site: VolumeGraph flags their specific power on every day they run, and the
 * healthy machines beside them show what is not flagged. Kawasaki's No.7, an oil-free fixed-speed machine
 * running around the clock, draws 30 % more (a fouled intercooler); Tokai's third machine, an inverter
 * one, 25 % more (a clogged separator element). The simulator gets it through its fleet file.
 */
const EXCESS_POWER: Readonly<Record<string, number>> = { 'C10042/7': 0.3, 'C20117/3': 0.25 };

/** The seed of the machines' random choices: the same fleet on every machine. */
const FLEET_SEED = 20_240_417;

/**
 * The machines: each site's own count, then `extraMachines` more spread over the sites in turn (for
 * benches). Extra machines come after the fixed ones, so the fixed fleet is the same whatever the extra
 * count. Models go round the nine in turn, so every model is present once there are nine machines.
 */
export function buildMachines(sites: readonly SiteSeed[], extraMachines = 0): MachineSeed[] {
  const slots: { site: SiteSeed; n: number }[] = sites.flatMap((site) =>
    Array.from({ length: site.machines }, (_, i) => ({ site, n: i + 1 })),
  );
  const counts = sites.map((s) => s.machines);
  for (let e = 0; e < extraMachines; e++) {
    const s = e % sites.length;
    counts[s] = (counts[s] ?? 0) + 1;
    slots.push({ site: sites[s]!, n: counts[s] });
  }
  const random = mulberry32(FLEET_SEED);
  return slots.map(({ site, n }, index) => {
    const modelId = MODEL_IDS[index % MODEL_IDS.length]!;
    const prefix = modelId === 'WATER_INJECTION' ? 'W' : MODELS[modelId].type === 'oil-free' ? 'F' : 'A';
    const year = 15 + Math.floor(random() * 10);
    const month = 1 + Math.floor(random() * 12);
    // Machine unit: type letter, year and month of manufacture, a running number unique in the fleet.
    const unit = `${prefix}${year}${String(month).padStart(2, '0')}-${String(index + 101).padStart(4, '0')}`;
    const names = SALES_MODEL_NAMES[modelId];
    return {
      model_id: modelId,
      serial_no: `${unit}_${site.code}`,
      device_group_id: site.groupId,
      names: site.customerNames,
      optional_info_1: names[Math.floor(random() * names.length)]!,
      // The customer's own machine number; some customers never entered one.
      optional_info_2: random() < 0.15 ? null : `No.${n}`,
      time_zone: site.timeZone,
      latitude: round6(site.latitude + (random() - 0.5) * 0.002),
      longitude: round6(site.longitude + (random() - 0.5) * 0.002),
      consent_form_received: random() >= 0.12,
      service_customer_code: site.code,
      setup_place: `Compressor room ${n <= 4 ? 'A' : 'B'}`,
      gateway: { model_id: GATEWAY_MODEL_ID, serial_no: `GW-${unit}`, mqtt_username: `gw-${unit}` },
      excess_power: EXCESS_POWER[`${site.code}/${n}`] ?? 0,
    };
  });
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export interface RoleSeed {
  role_id: string;
  root_group_id: string;
  description: string;
}

/** Roles per DESIGN §8: '<TYPE>_Login' gives the root group, '<TYPE>_gwC2dSendUpd' the map flag. */
export const DEMO_ROLES: readonly RoleSeed[] = [
  { role_id: 'SUPPLIER_Login', root_group_id: 'SUPPLIER$', description: 'supplier staff: every customer' },
  { role_id: 'SUPPLIER_gwC2dSendUpd', root_group_id: 'SUPPLIER$', description: 'consumer map and dashboard' },
  { role_id: 'ACME_Login', root_group_id: 'ACME$', description: 'ACME Industries, all plants' },
  {
    role_id: 'ACME_KAWASAKI_Login',
    root_group_id: 'ACME_KAWASAKI$',
    description: 'ACME Industries, Kawasaki plant',
  },
  { role_id: 'TOKAI_Login', root_group_id: 'TOKAI$', description: 'Tokai Seiki' },
];

export interface UserSeed {
  user_id: string;
  user_name: string;
  email: string;
  locale: 'en' | 'ja' | 'zh';
  /** Role ids in their order (user_roles.ordinal). */
  roles: readonly string[];
  /** The admin flag of user administration (users.manages_users). */
  managesUsers?: boolean;
}

export const DEMO_USERS: readonly UserSeed[] = [
  {
    user_id: 'supplier',
    user_name: 'Supplier Service Desk',
    email: 'supplier@example.com',
    locale: 'en',
    roles: ['SUPPLIER_Login', 'SUPPLIER_gwC2dSendUpd'],
    managesUsers: true,
  },
  {
    user_id: 'acme',
    user_name: 'ACME Industries Facilities',
    email: 'facilities@acme.example.com',
    locale: 'ja',
    roles: ['ACME_Login'],
    managesUsers: true,
  },
  {
    user_id: 'acme-kawasaki',
    user_name: 'ACME Kawasaki Plant',
    email: 'kawasaki@acme.example.com',
    locale: 'ja',
    roles: ['ACME_KAWASAKI_Login'],
  },
  {
    user_id: 'tokai',
    user_name: 'Tokai Seiki Maintenance',
    email: 'maintenance@tokai-seiki.example.jp',
    locale: 'ja',
    roles: ['TOKAI_Login'],
  },
  {
    user_id: 'info-admin',
    user_name: 'Portal Administrator',
    email: 'info-admin@example.com',
    locale: 'ja',
    // No Login role: the special administrator manages announcements and logs and sees no machines.
    roles: [],
  },
];
