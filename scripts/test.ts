/**
 * `npm test`: every test, in the order that fails fastest, and a non-zero exit when anything fails.
 *
 * 1. the machine (scripts/test-machine.ts): Chromium, CJK fonts, PostgreSQL and Mosquitto, set up as root;
 * 2. types, lint and the web build (which the end-to-end portal serves);
 * 3. the runners themselves: each test project runs a planted failing test and must exit non-zero, so
 *    that a runner or global set-up that swallows failures (as an exit hook once did) is caught before
 *    a green run is believed;
 * 4. unit, component and database tests (Vitest projects unit, components, db-embedded, db-system;
 *    components run in Chromium), then end-to-end.
 */
import { spawnSync } from 'node:child_process';
import { ensureTestMachine, MachineNotReady } from './test-machine.ts';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const npx = (...args: string[]): Step['args'] => ['--no-install', ...args];

const PLANTED = [
  { project: 'unit', command: 'npx', args: npx('vitest', 'run', '--project', 'unit', 'planted-failure') },
  {
    project: 'db-embedded',
    command: 'npx',
    args: npx('vitest', 'run', '--project', 'db-embedded', 'planted-failure'),
  },
  {
    project: 'db-system',
    command: 'npx',
    args: npx('vitest', 'run', '--project', 'db-system', 'planted-failure'),
  },
  {
    project: 'components',
    command: 'npx',
    args: npx('vitest', 'run', '--project', 'components', 'planted-failure'),
  },
  {
    project: 'e2e',
    command: 'npm',
    args: ['run', 'test', '--workspace', '@airsight/e2e', '--', 'planted-failure'],
  },
];

const STEPS: Step[] = [
  { name: 'types', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'web build', command: 'npm', args: ['run', 'build'] },
  { name: 'unit, component and database tests', command: 'npx', args: npx('vitest', 'run') },
  { name: 'end-to-end tests', command: 'npm', args: ['run', 'test', '--workspace', '@airsight/e2e'] },
];

function banner(text: string): void {
  console.log(`\n=== ${text} ===`);
}

function runStep(step: Step): void {
  banner(step.name);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nnpm test: ${step.name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** A planted failure must fail its run, and the failure must be the planted test's, not a crash. */
function checkPlantedFailure(plant: (typeof PLANTED)[number]): void {
  const result = spawnSync(plant.command, plant.args, {
    encoding: 'utf8',
    env: { ...process.env, AIRSIGHT_PLANT_FAILURE: plant.project },
  });
  const output = `${result.stdout}${result.stderr}`;
  const reported = output.includes('failing on purpose');
  if (result.status === 0 || !reported) {
    console.error(output);
    console.error(
      result.status === 0
        ? `npm test: a failing test in project ${plant.project} exited 0: that runner hides failures.`
        : `npm test: the planted failure of project ${plant.project} did not run (exit ${result.status}): see above.`,
    );
    process.exit(1);
  }
  console.log(`  ${plant.project}: a failing test fails the run (exit ${result.status})`);
}

async function main(): Promise<void> {
  banner('test machine');
  try {
    await ensureTestMachine();
  } catch (error) {
    if (!(error instanceof MachineNotReady)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const [types, lint, build, ...tests] = STEPS;
  for (const step of [types!, lint!, build!]) runStep(step);
  banner('a failing test fails each test project');
  for (const plant of PLANTED) checkPlantedFailure(plant);
  for (const step of tests) runStep(step);
  banner('all tests passed');
}

await main();
