/**
 * Machine status rules (part 1 §4), shared by server and web: connection, the status bits of the panel
 * lamp word sn_D027, the state priority, the shown status, the state colours and the card border, map
 * marker, lamp and bit-list colours taken from them. Pure functions, no clock: every time-dependent rule
 * takes `now`.
 */
import { LAMP_KEYS, modelInfo, type LampKey } from '../models/catalogue.ts';
import { WORD_MAX } from '../models/units.ts';
import { apiTimeToMs } from '../format/api-time.ts';
import { alarmLevelOf } from '../presentation/alarm-levels.ts';
import { STATUS_PALETTE } from '../presentation/palette.ts';
import type { MaintenanceStatus } from '../service-records.ts';

// ---- connection --------------------------------------------------------------------------------------

/** Part 1 §4 and §9: connected while the latest measurement is under 160 minutes old. */
export const DISCONNECT_MINUTES = 160;
export const DISCONNECT_MS = DISCONNECT_MINUTES * 60_000;

export type TimeInput = Date | number | string | null | undefined;

/** Epoch milliseconds of a Date, a number, a 14-digit measure time or an ISO 8601 text. */
export function toEpochMs(t: TimeInput): number | undefined {
  if (t === null || t === undefined) return undefined;
  if (t instanceof Date) return Number.isNaN(t.getTime()) ? undefined : t.getTime();
  if (typeof t === 'number') return Number.isFinite(t) ? t : undefined;
  const fourteen = apiTimeToMs(t);
  if (fourteen !== undefined) return fourteen;
  const iso = Date.parse(t);
  return Number.isNaN(iso) ? undefined : iso;
}

/** Connected when the latest measurement is under 160 minutes old; no data means disconnected. */
export function isConnected(lastMeasureTime: TimeInput, now: Date | number): boolean {
  const last = toEpochMs(lastMeasureTime);
  if (last === undefined) return false;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return nowMs - last < DISCONNECT_MS;
}

// ---- status bits ---------------------------------------------------------------------------------------

export type LampStates = Readonly<Record<LampKey, boolean>>;

function isWord(word: unknown): word is number {
  return typeof word === 'number' && Number.isInteger(word) && word >= 0 && word <= WORD_MAX;
}

/** Every panel lamp of sn_D027 on a model; undefined for an unknown model or a missing or invalid word. */
export function decodeLamps(modelId: string, word: number | null | undefined): LampStates | undefined {
  const info = modelInfo(modelId);
  if (!info || !isWord(word)) return undefined;
  const states = {} as Record<LampKey, boolean>;
  for (const key of LAMP_KEYS) states[key] = ((word >> info.lampBits[key]) & 1) === 1;
  return states;
}

/** The six lamps of the machine card and status rules (part 2 §2: running, emergency, load, caution, local, maintenance). */
export interface StatusFlags {
  start: boolean;
  emergency: boolean;
  caution: boolean;
  maintenance: boolean;
  load: boolean;
  local: boolean;
}

/** The status bits of sn_D027 on a model, read from the least significant end at the model's positions. */
export function readStatusBits(modelId: string, word: number | null | undefined): StatusFlags | undefined {
  const lamps = decodeLamps(modelId, word);
  if (!lamps) return undefined;
  return {
    start: lamps.start,
    emergency: lamps.emergency,
    caution: lamps.caution,
    maintenance: lamps.maintenance,
    load: lamps.load,
    local: lamps.local,
  };
}

/** A status word with the given lamps lit on a model (the simulator and tests build words with it). */
export function encodeLamps(modelId: string, lit: Partial<Record<LampKey, boolean>>): number {
  const info = modelInfo(modelId);
  if (!info) throw new Error(`unknown model ${modelId}`);
  let word = 0;
  for (const key of LAMP_KEYS) if (lit[key]) word |= 1 << info.lampBits[key];
  return word;
}

// ---- state ---------------------------------------------------------------------------------------------

/** Device states in priority order (part 1 §4). */
export const DEVICE_STATES = [
  'disconnected',
  'emergency',
  'caution',
  'maintenance',
  'running',
  'communicating',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/**
 * The state of one device: disconnected first, then emergency, caution, maintenance, running, else
 * communicating only. A connected device without a status word is communicating only.
 */
export function deviceState(connected: boolean, flags: StatusFlags | undefined): DeviceState {
  if (!connected) return 'disconnected';
  if (flags?.emergency) return 'emergency';
  if (flags?.caution) return 'caution';
  if (flags?.maintenance) return 'maintenance';
  if (flags?.start) return 'running';
  return 'communicating';
}

/** Shown status: running (started and connected), stop (connected, not started), disconnected. */
export type ShownStatus = 'running' | 'stop' | 'disconnected';

export function shownStatus(connected: boolean, flags: StatusFlags | undefined): ShownStatus {
  if (!connected) return 'disconnected';
  return flags?.start ? 'running' : 'stop';
}

/** The compressor card's status fields (part 1 §3) with the derived state. */
export interface DeviceStatus extends StatusFlags {
  /** Latest measurement under 160 minutes old. */
  connection: boolean;
  /** Any status data at all; false is "not communicated". */
  communication: boolean;
  state: DeviceState;
  shown: ShownStatus;
}

export interface LatestStatusInput {
  modelId: string;
  /** Time of the latest measurement of any sensor (Date, epoch ms, 14-digit UTC or ISO text). */
  lastMeasureTime: TimeInput;
  /** Latest sn_D027 word; null or undefined when there is none. */
  statusWord: number | null | undefined;
}

const NO_FLAGS: StatusFlags = {
  start: false,
  emergency: false,
  caution: false,
  maintenance: false,
  load: false,
  local: false,
};

/**
 * Everything a card, a table row or a marker needs about one device. The flags are the bits as last
 * read, also when the device is disconnected (the card keeps showing what the machine last reported);
 * state and shown status apply the priority, in which disconnection comes first.
 */
export function deviceStatus(input: LatestStatusInput, now: Date | number): DeviceStatus {
  const flags = readStatusBits(input.modelId, input.statusWord);
  const connection = isConnected(input.lastMeasureTime, now);
  return {
    ...(flags ?? NO_FLAGS),
    connection,
    communication: flags !== undefined,
    state: deviceState(connection, flags),
    shown: shownStatus(connection, flags),
  };
}

/** Counts over a set of devices (group rows, map drawer summary, dashboard). */
export interface StatusCounts {
  devices: number;
  /** Connected devices whose bit is set (a disconnected device's stale bits are not counted). */
  emergency: number;
  caution: number;
  maintenance: number;
  running: number;
  stopped: number;
  disconnected: number;
  communicated: number;
  notCommunicated: number;
}

export function countStatuses(list: readonly DeviceStatus[]): StatusCounts {
  const c: StatusCounts = {
    devices: list.length,
    emergency: 0,
    caution: 0,
    maintenance: 0,
    running: 0,
    stopped: 0,
    disconnected: 0,
    communicated: 0,
    notCommunicated: 0,
  };
  for (const s of list) {
    if (s.connection) {
      if (s.emergency) c.emergency++;
      if (s.caution) c.caution++;
      if (s.maintenance) c.maintenance++;
    }
    if (s.shown === 'running') c.running++;
    else if (s.shown === 'stop') c.stopped++;
    else c.disconnected++;
    if (s.communication) c.communicated++;
    else c.notCommunicated++;
  }
  return c;
}

// ---- colours -------------------------------------------------------------------------------------------

export { STATUS_PALETTE };

/**
 * The colour of each state (part 1 §4), the one table of the status colours: an alarm state in its alarm
 * level's colour (presentation/alarm-levels.ts), running green, disconnected grey, communicating only
 * near-black. The card border and the machine tab's dot show it; the map markers, the panel lamps and the
 * bit lists light in it.
 */
export const STATE_COLORS: Readonly<Record<DeviceState, string>> = {
  disconnected: STATUS_PALETTE.grey,
  emergency: alarmLevelOf('emergency').background,
  caution: alarmLevelOf('caution').background,
  maintenance: alarmLevelOf('maintenance').background,
  running: STATUS_PALETTE.green,
  communicating: STATUS_PALETTE.nearBlack,
};

/** Card border: 10 px (part 1 §2, §9). */
export const CARD_BORDER_WIDTH_PX = 10;

/** Card border colour by state (part 1 §4): the state's colour. */
export function cardBorderColor(state: DeviceState): string {
  return STATE_COLORS[state];
}

// ---- map markers ---------------------------------------------------------------------------------------

/** Map marker status (part 1 §4). */
export const MARKER_STATUS = {
  emergency: 0,
  caution: 1,
  maintenance: 2,
  allDisconnected: 3,
  running: 4,
  other: 5,
} as const;
export type MarkerStatus = (typeof MARKER_STATUS)[keyof typeof MARKER_STATUS];

/**
 * A customer's marker status from its devices' states: all disconnected gives 3; otherwise the highest
 * priority state among the devices (emergency 0, caution 1, maintenance 2, running 4), else 5. A customer
 * without devices has nothing to report and gets 5. Kept with MARKER_COLORS for the ConsumerMap screen
 * (part 1 §4), which no screen draws yet: until it does, only the tests use them.
 * @public
 */
export function markerStatus(states: readonly DeviceState[]): MarkerStatus {
  if (states.length === 0) return MARKER_STATUS.other;
  if (states.every((s) => s === 'disconnected')) return MARKER_STATUS.allDisconnected;
  if (states.includes('emergency')) return MARKER_STATUS.emergency;
  if (states.includes('caution')) return MARKER_STATUS.caution;
  if (states.includes('maintenance')) return MARKER_STATUS.maintenance;
  if (states.includes('running')) return MARKER_STATUS.running;
  return MARKER_STATUS.other;
}

export interface MarkerColors {
  background: string;
  border: string;
  glyph: string;
}

/**
 * Pin colours by marker status: the colour of the state it stands for (0 red, 1 orange, 2 yellow, 3 grey,
 * 4 green), and 5, which stands for no one state (communicating only, or no machines), dark with a white
 * glyph.
 * Kept for the ConsumerMap screen (markerStatus).
 * @public
 */
export const MARKER_COLORS: Readonly<Record<MarkerStatus, MarkerColors>> = {
  0: { background: STATE_COLORS.emergency, border: '#B71C1C', glyph: STATUS_PALETTE.white },
  1: { background: STATE_COLORS.caution, border: '#E65100', glyph: STATUS_PALETTE.black },
  2: { background: STATE_COLORS.maintenance, border: '#F9A825', glyph: STATUS_PALETTE.black },
  3: { background: STATE_COLORS.disconnected, border: '#616161', glyph: STATUS_PALETTE.white },
  4: { background: STATE_COLORS.running, border: '#1B5E20', glyph: STATUS_PALETTE.white },
  5: { background: STATUS_PALETTE.dark, border: STATUS_PALETTE.black, glyph: STATUS_PALETTE.white },
};

// ---- maintenance notifications ---------------------------------------------------------------------------

// Their colours are presentation/service-codes.ts's MAINTENANCE_STATUS_COLOURS (one table for the cards,
// the dashboard and the dialog).

/** Sort rank of the dashboard's maintenance icon: danger, warning, notice, then none (part 1 §2). */
export function maintenanceIconRank(status: MaintenanceStatus | null | undefined): number {
  switch (status) {
    case 'danger':
      return 0;
    case 'warning':
      return 1;
    case 'notice':
      return 2;
    default:
      return 3;
  }
}

// ---- lamps ---------------------------------------------------------------------------------------------

/** Lamp colours (part 2 §4): grey when off or no data; running, load and local green; emergency red;
 * caution orange; maintenance yellow: the states' colours. The other panel lamps light green. */
export const LAMP_OFF_COLOR = STATUS_PALETTE.grey;
const LAMP_ON_COLORS: Readonly<Record<LampKey, string>> = {
  power: STATE_COLORS.running,
  load: STATE_COLORS.running,
  autoStart: STATE_COLORS.running,
  local: STATE_COLORS.running,
  remote: STATE_COLORS.running,
  stop: STATE_COLORS.running,
  start: STATE_COLORS.running,
  emergency: STATE_COLORS.emergency,
  caution: STATE_COLORS.caution,
  maintenance: STATE_COLORS.maintenance,
};

export function lampColor(lamp: LampKey, on: boolean | null | undefined): string {
  return on ? LAMP_ON_COLORS[lamp] : LAMP_OFF_COLOR;
}

/** Colour of a lit bit in the bit lists (part 2 §4), its state's: error bits red, caution orange, run
 * green, maintenance yellow. */
const BIT_LIST_ON_COLORS: Readonly<Record<24 | 25 | 26 | 27 | 28 | 29, string>> = {
  24: STATE_COLORS.emergency,
  25: STATE_COLORS.emergency,
  26: STATE_COLORS.caution,
  27: STATE_COLORS.running,
  28: STATE_COLORS.maintenance,
  29: STATE_COLORS.maintenance,
};

export function bitListColor(register: 24 | 25 | 26 | 27 | 28 | 29, on: boolean | null | undefined): string {
  return on ? BIT_LIST_ON_COLORS[register] : LAMP_OFF_COLOR;
}
