/**
 * Publishes through the machine's Mosquitto (127.0.0.1:1883, as on the CI machines) and reads back what
 * a gateway would have sent: topic, QoS, payload shape, time order, and the gap filled after a restart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { Compile } from 'typebox/compile';
import { RegisterBatch, RegisterSample } from '@airsight/contracts';
import type { FleetMachine } from '../../src/fleet.ts';
import { parseOptions } from '../../src/options.ts';
import { runSimulator } from '../../src/simulator.ts';
import { DAY, HOUR, MINUTE } from './helpers.ts';

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const checkSample = Compile(RegisterSample);
const checkBatch = Compile(RegisterBatch);

interface Received {
  topic: string;
  qos: number;
  payload: unknown;
}

let subscriber: MqttClient;
const received: Received[] = [];
const run = crypto.randomBytes(4).toString('hex').toUpperCase();
let tempDir: string;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-sim-test-'));
  subscriber = await mqtt.connectAsync(BROKER, { clientId: `sim-test-${run}`, reconnectPeriod: 0 });
  subscriber.on('message', (topic, payload, packet) => {
    if (topic.includes(run))
      received.push({ topic, qos: packet.qos, payload: JSON.parse(payload.toString()) });
  });
  await subscriber.subscribeAsync('compressors/+/+/registers', { qos: 1 });
});

afterAll(async () => {
  await subscriber?.endAsync();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

function fleetOf(tag: string): FleetMachine[] {
  return [
    {
      model_id: 'OIL_INJECTION',
      serial_no: `A${run}-${tag}1_C1`,
      time_zone: 'Asia/Tokyo',
      behaviour: 'normal',
    },
    {
      model_id: 'OIL_FREE2',
      serial_no: `F${run}-${tag}2_C1`,
      time_zone: 'Europe/Berlin',
      behaviour: 'normal',
    },
    {
      model_id: 'WATER_INJECTION',
      serial_no: `W${run}-${tag}3_C1`,
      time_zone: 'Asia/Tokyo',
      behaviour: 'never',
    },
  ];
}

/** Samples received for one serial number, in arrival order, with the kind of message they came in. */
function samplesOf(serial: string): { time: number; batch: boolean }[] {
  return received
    .filter((m) => m.topic.split('/')[2] === serial)
    .flatMap((m): { time: number; batch: boolean }[] => {
      const p = m.payload as { samples?: { time: string }[]; time?: string };
      return p.samples
        ? p.samples.map((s) => ({ time: Date.parse(s.time), batch: true }))
        : [{ time: Date.parse(p.time!), batch: false }];
    });
}

/** The live (single) samples received for one serial number. */
function liveOf(serial: string): number[] {
  return samplesOf(serial)
    .filter((s) => !s.batch)
    .map((s) => s.time);
}

/**
 * Runs the simulator until `enough(output)` holds (checked every 50 ms against what it printed and what
 * the subscriber received), then stops it as Ctrl+C would. Nothing here depends on how fast the machine
 * is: a loaded machine takes longer, and only after 25 s (inside the test's 30) does the run end short
 * (and the assertions then say what was missing).
 */
async function simulate(args: string[], fleet: FleetMachine[], enough: (output: string) => boolean) {
  const lines: string[] = [];
  const written: string[] = [];
  const options = parseOptions(['--broker', BROKER, '--duration', '25', ...args], tempDir);
  const stop = new AbortController();
  const watch = setInterval(() => {
    if (enough(written.join(''))) stop.abort();
  }, 50);
  try {
    const summary = await runSimulator(
      options,
      fleet,
      { say: (l) => lines.push(l), write: (t) => written.push(t), isTTY: false },
      stop.signal,
    );
    return { summary, lines };
  } finally {
    clearInterval(watch);
  }
}

/** The simulator printed that its backfill is done. */
const backfillDone = (output: string) => output.includes('backfill finished');

describe('publishing to an MQTT broker', () => {
  it('publishes like a gateway: topic per machine, QoS 1, batches of history, then single live samples', async () => {
    const fleet = fleetOf('P');
    const start = Date.UTC(2026, 2, 2, 1, 0, 0);
    const { summary } = await simulate(
      [
        '--start',
        new Date(start).toISOString(),
        '--speed',
        '600',
        '--backfill-days',
        '1',
        '--fine-days',
        '0',
        '--coarse-minutes',
        '60',
        '--batch-size',
        '10',
      ],
      fleet,
      // The day of history and 5 live minutes of both connected machines.
      (output) => backfillDone(output) && fleet.slice(0, 2).every((m) => liveOf(m.serial_no).length >= 5),
    );
    expect(summary.backfillFinished).toBe(true);

    const mine = received.filter((m) => m.topic.includes(`${run}-P`));
    const topics = new Set(mine.map((m) => m.topic));
    expect(topics).toEqual(
      new Set([
        `compressors/OIL_INJECTION/A${run}-P1_C1/registers`,
        `compressors/OIL_FREE2/F${run}-P2_C1/registers`,
      ]),
    );
    for (const m of mine) {
      expect(m.qos).toBe(1);
      const payload = m.payload as Record<string, unknown>;
      if ('samples' in payload) expect(checkBatch.Check(payload)).toBe(true);
      else expect(checkSample.Check(payload)).toBe(true);
    }
    // Never-connected machines publish nothing.
    expect(received.some((m) => m.topic.includes(`W${run}-P3`))).toBe(false);

    for (const machine of fleet.slice(0, 2)) {
      const samples = samplesOf(machine.serial_no);
      const history = samples.filter((s) => s.batch).map((s) => s.time);
      const live = samples.filter((s) => !s.batch).map((s) => s.time);
      // One day of hourly history up to the live start, in batches of 10.
      expect(history).toHaveLength(24);
      expect(history[0]).toBe(start - DAY);
      expect(history.at(-1)).toBe(start - HOUR);
      // Live samples every simulated minute from the start on (a wall second at 600x is 10 minutes).
      expect(live.length).toBeGreaterThanOrEqual(5);
      expect(live[0]).toBe(start);
      live.forEach((t, i) => expect(t).toBe(start + i * MINUTE));
    }
  });

  it('remembers what it published: a restart fills only the gap, on the same grid', async () => {
    const fleet = fleetOf('R');
    const stateFile = path.join(tempDir, 'state.json');
    const start = Date.UTC(2026, 2, 3, 1, 0, 0);
    const common = ['--speed', '600', '--backfill-days', '1', '--fine-days', '1', '--state-file', stateFile];
    const first = await simulate(
      ['--start', new Date(start).toISOString(), ...common],
      fleet,
      (output) => backfillDone(output) && fleet.slice(0, 2).every((m) => liveOf(m.serial_no).length >= 1),
    );
    expect(first.summary.backfillFinished).toBe(true);
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as {
      backfillCompletedAt: number | null;
      machines: Record<string, { doneUntil: number }>;
    };
    expect(state.backfillCompletedAt).not.toBeNull();
    // The never-connected machine has no entry; the others are done up to their last live sample.
    expect(Object.keys(state.machines).sort()).toEqual([
      `OIL_FREE2/F${run}-R2_C1`,
      `OIL_INJECTION/A${run}-R1_C1`,
    ]);

    const lastOfFirstRun = new Map(
      fleet.slice(0, 2).map((m) => [m.serial_no, Math.max(...samplesOf(m.serial_no).map((s) => s.time))]),
    );
    const before = received.length;
    const restart = start + 3 * HOUR;
    // Until the gap's last minute (restart - 1 minute) of both machines has arrived.
    const second = await simulate(
      ['--start', new Date(restart).toISOString(), ...common],
      fleet,
      (output) =>
        backfillDone(output) &&
        fleet
          .slice(0, 2)
          .every((m) => samplesOf(m.serial_no).some((s) => s.batch && s.time === restart - MINUTE)),
    );
    expect(second.lines.join('\n')).toMatch(/filling the gap since the last run/);

    for (const machine of fleet.slice(0, 2)) {
      const last = lastOfFirstRun.get(machine.serial_no)!;
      expect(state.machines[`${machine.model_id}/${machine.serial_no}`]!.doneUntil).toBe(last);
      const secondRun = received.slice(before).filter((m) => m.topic.split('/')[2] === machine.serial_no);
      const gap = secondRun.flatMap((m) =>
        ((m.payload as { samples?: { time: string }[] }).samples ?? []).map((s) => Date.parse(s.time)),
      );
      // Nothing published again, nothing missing: every minute from the last sample to the restart.
      expect(gap[0]).toBe(last + MINUTE);
      expect(gap.at(-1)).toBe(restart - MINUTE);
      expect(gap).toHaveLength((restart - last) / MINUTE - 1);
    }
  });
});
