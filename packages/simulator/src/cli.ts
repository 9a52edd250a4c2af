/**
 * `npm run simulate -- [options]`: simulates a compressor fleet and publishes it over MQTT like gateways.
 * Stops cleanly on SIGINT and SIGTERM: acknowledgements in flight are awaited, the state file is saved.
 */
import { FleetError, readFleetFile, syntheticFleet } from './fleet.ts';
import { HELP, parseOptions, UsageError, type Options } from './options.ts';
import { PublisherError } from './publisher.ts';
import { runSimulator } from './simulator.ts';
import { StateFileError } from './state-store.ts';

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd(), process.env);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`simulate: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    process.stdout.write(HELP);
    return 0;
  }

  const controller = new AbortController();
  // Every signal is handled (not only the first): a second SIGTERM must not kill the final state save.
  const onSignal = () => controller.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Started by the portal (demo mode) with an IPC channel: when the portal goes away, even by SIGKILL, the
  // channel closes and the simulator stops instead of publishing into the void forever.
  if (process.send) {
    process.on('disconnect', onSignal);
    process.channel?.unref();
  }

  const isTTY = process.stdout.isTTY === true;
  const say = (line: string) => {
    if (!options.quiet) process.stdout.write(`${isTTY ? '\r\x1b[K' : ''}simulator: ${line}\n`);
  };
  try {
    const fleet = options.fleetFile ? readFleetFile(options.fleetFile) : syntheticFleet(options.fleetSize);
    const summary = await runSimulator(
      options,
      fleet,
      { say, write: (t) => process.stdout.write(t), isTTY },
      controller.signal,
    );
    say(
      `stopped: ${summary.liveSamples.toLocaleString('en-US')} live and ` +
        `${summary.backfillSamples.toLocaleString('en-US')} history samples published`,
    );
    return 0;
  } catch (error) {
    // Ctrl+C while still waiting for the broker is a normal way to stop.
    if (error instanceof PublisherError && controller.signal.aborted) return 0;
    if (error instanceof FleetError || error instanceof StateFileError || error instanceof PublisherError) {
      process.stderr.write(`simulate: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
