/**
 * Deterministic randomness of the simulator, in contracts because the server's demo seed must know what
 * the simulator will make of a machine (its running hours, for a service history that agrees with them). Every random choice of the simulator is a hash of (seed, machine, purpose,
 * time bucket) rather than the next value of a running generator: the same question always gets the same
 * answer, however the time line is cut into samples and whether or not the process was restarted between.
 */

/** FNV-1a of a string: turns a serial number or a purpose name into 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes 32-bit integers into one well-spread 32-bit hash (murmur3 finaliser after each word). */
export function mix(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const word of words) {
    // Time buckets can exceed 32 bits: fold the high part in as well.
    const low = word >>> 0;
    const high = Math.floor(word / 4_294_967_296) >>> 0;
    h = fmix(h ^ low);
    h = fmix(h ^ high ^ 0x85ebca6b);
  }
  return h >>> 0;
}

function fmix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) for the given words. */
export function uniform(...words: number[]): number {
  return mix(...words) / 4_294_967_296;
}

/** A uniform number in [min, max) for the given words. */
export function between(min: number, max: number, ...words: number[]): number {
  return min + (max - min) * uniform(...words);
}

/** Purpose tags: one per kind of random question, so that two questions never share their answers. */
export const PURPOSE = {
  params: 1,
  behaviour: 2,
  demand: 3,
  demandHour: 4,
  event: 5,
  noise: 6,
  silent: 7,
} as const;

/** The simulator's default seed (its --seed option), also the one the demo runs it with. */
export const DEFAULT_SIMULATION_SEED = 42;

/** One machine's key: every random choice about the machine mixes it in. */
export function machineKey(seed: number, serialNo: string): number {
  return mix(seed, hashString(serialNo));
}

/** A simulated machine's running-hour counter at the start of 2026 (running-hours.ts): 1,500 to 48,000 h. */
export function initialRunningHours(seed: number, serialNo: string): number {
  return Math.round(between(1_500, 48_000, machineKey(seed, serialNo), PURPOSE.params, 5));
}
