/**
 * The event schedule of one machine: emergencies (which trip it), cautions, maintenance prompts, the
 * yearly annual inspection, and gateway outages. Each day's events are a pure function of the seed, the
 * machine and the day number, so the schedule needs no saved state and is the same after a restart.
 */
import type { ModelId } from '@airsight/contracts/models/catalogue';
import { annualBitOf, eventBitPool, type EventRegisterNo } from './bits.ts';
import { between, PURPOSE, uniform } from '@airsight/contracts/random';
import type { EventRates } from './scenario.ts';
import { DAY, MINUTE } from './time.ts';

export type EventKind = 'emergency' | 'caution' | 'maintenance' | 'annual' | 'outage';

export interface SimEvent {
  kind: EventKind;
  /** Start and end (ms, UTC); active while start <= t < end. Whole minutes. */
  start: number;
  end: number;
  /** The event word and bit it raises; outages raise none. */
  register: EventRegisterNo | undefined;
  bit: number;
}

/** The two words of each level (caution has one). */
const EVENT_WORDS: Readonly<
  Record<'emergency' | 'caution' | 'maintenance', readonly [EventRegisterNo, EventRegisterNo]>
> = {
  emergency: [24, 25],
  caution: [26, 26],
  maintenance: [28, 29],
};

/** Longest event, in days: how far back a day's active events may have started. */
const LOOKBACK_DAYS = 15;

const DURATION: Readonly<Record<EventKind, readonly [number, number]>> = {
  // Minutes: an emergency stops the machine until someone repairs and resets it.
  emergency: [20, 300],
  caution: [10, 180],
  maintenance: [1 * 24 * 60, 6 * 24 * 60],
  annual: [4 * 24 * 60, 14 * 24 * 60],
  outage: [60, 300],
};

const KIND_CODE: Readonly<Record<EventKind, number>> = {
  emergency: 1,
  caution: 2,
  maintenance: 3,
  annual: 4,
  outage: 5,
};

export class EventSchedule {
  readonly #key: number;
  readonly #modelId: ModelId;
  readonly #rates: EventRates;
  readonly #annual: ReturnType<typeof annualBitOf>;
  readonly #annualDay: number;
  readonly #days = new Map<number, SimEvent[]>();
  readonly #pools = new Map<EventRegisterNo, number[]>();
  #relevantDay = Number.NaN;
  #relevant: SimEvent[] = [];

  constructor(key: number, modelId: ModelId, rates: EventRates) {
    this.#key = key;
    this.#modelId = modelId;
    this.#rates = rates;
    this.#annual = annualBitOf(modelId);
    this.#annualDay = Math.floor(uniform(key, PURPOSE.event, 999) * 365);
  }

  /** Events that start on UTC day `day` (days since 1970-01-01). */
  eventsStartingOn(day: number): SimEvent[] {
    const cached = this.#days.get(day);
    if (cached) return cached;
    const events: SimEvent[] = [];
    for (const kind of ['emergency', 'caution', 'maintenance', 'outage'] as const) {
      const rate = this.#rates[kind];
      const count = Math.min(
        3,
        Math.floor(rate) + (uniform(this.#key, PURPOSE.event, day, KIND_CODE[kind]) < rate % 1 ? 1 : 0),
      );
      for (let i = 0; i < count; i++) events.push(this.#event(kind, day, i));
    }
    if (this.#annual && dayOfYearUtc(day) === this.#annualDay) events.push(this.#event('annual', day, 0));
    events.sort((a, b) => a.start - b.start);
    if (this.#days.size > 64) this.#days.clear();
    this.#days.set(day, events);
    return events;
  }

  #event(kind: EventKind, day: number, index: number): SimEvent {
    const code = KIND_CODE[kind];
    const u = (n: number) => uniform(this.#key, PURPOSE.event, day, code, index, n);
    const [minMinutes, maxMinutes] = DURATION[kind];
    // Maintenance prompts and inspections appear in the morning of the local working day, roughly.
    const startMinute = kind === 'annual' ? 60 * 23 + Math.floor(u(1) * 60) : Math.floor(u(1) * 24 * 60);
    const start = day * DAY + startMinute * MINUTE;
    const end =
      start +
      Math.round(between(minMinutes, maxMinutes, this.#key, PURPOSE.event, day, code, index, 2)) * MINUTE;
    let register: EventRegisterNo | undefined;
    let bit = 0;
    if (kind === 'annual' && this.#annual) {
      register = this.#annual.register;
      bit = this.#annual.bit;
    } else if (kind !== 'outage' && kind !== 'annual') {
      // First and second word of a level by chance, as far as the model names bits in them.
      const [first, second] = EVENT_WORDS[kind];
      const preferred = u(3) < 0.7 ? first : second;
      const other = preferred === first ? second : first;
      const fromPreferred = this.#pool(preferred);
      register = fromPreferred.length > 0 ? preferred : other;
      const pool = this.#pool(register);
      bit = pool.length > 0 ? pool[Math.floor(u(4) * pool.length)]! : 0;
    }
    return { kind, start, end, register, bit };
  }

  #pool(register: EventRegisterNo): number[] {
    let pool = this.#pools.get(register);
    if (!pool) {
      pool = eventBitPool(this.#modelId, register);
      this.#pools.set(register, pool);
    }
    return pool;
  }

  /** Events that may be active at some time of UTC day `day`: those started in the days before that still run. */
  #relevantOn(day: number): SimEvent[] {
    if (day === this.#relevantDay) return this.#relevant;
    const dayStart = day * DAY;
    const list: SimEvent[] = [];
    for (let d = day - LOOKBACK_DAYS; d <= day; d++) {
      for (const e of this.eventsStartingOn(d)) if (e.end > dayStart) list.push(e);
    }
    this.#relevantDay = day;
    this.#relevant = list;
    return list;
  }

  /** Events active at t. */
  activeAt(t: number): SimEvent[] {
    return this.#relevantOn(Math.floor(t / DAY)).filter((e) => e.start <= t && t < e.end);
  }

  isTripped(t: number): boolean {
    return this.#relevantOn(Math.floor(t / DAY)).some(
      (e) => e.kind === 'emergency' && e.start <= t && t < e.end,
    );
  }

  isOutage(t: number): boolean {
    return this.#relevantOn(Math.floor(t / DAY)).some(
      (e) => e.kind === 'outage' && e.start <= t && t < e.end,
    );
  }

  /** The first start or end of an event in (t, limit], or limit when there is none. */
  nextChangeAfter(t: number, limit: number): number {
    let next = limit;
    const firstDay = Math.floor(t / DAY);
    // An event exactly at `limit` changes nothing before it: do not look into the next day for it.
    const lastDay = Math.max(firstDay, Math.floor((limit - 1) / DAY));
    for (let day = firstDay; day <= lastDay; day++) {
      for (const e of this.#relevantOn(day)) {
        if (e.start > t && e.start < next) next = e.start;
        if (e.end > t && e.end < next) next = e.end;
      }
    }
    return next;
  }
}

function dayOfYearUtc(day: number): number {
  const date = new Date(day * DAY);
  return Math.floor((day * DAY - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY);
}
