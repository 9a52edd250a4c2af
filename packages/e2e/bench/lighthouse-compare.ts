/**
 * Two or more builds of the web client under Lighthouse's mobile preset, alternating:
 *
 *   BENCH_ONLY=lighthouse-compare LIGHTHOUSE_BUILDS=/tmp/before-dist,/tmp/after-dist npm run bench -w @airsight/e2e
 *
 * Lighthouse's simulated figures move with the machine (its benchmark index) by more than most changes
 * to a first load move them, so one run of each build, one after the other, compares moments of the
 * machine rather than builds. Here each round starts the demo portal once per build, in the order given
 * (one database, the portal restarted serving the build), and runs Lighthouse COMPARE_RUNS times
 * (default 2) on HomeConsumer and on HomeAdmin; COMPARE_ROUNDS rounds (default 3). Each build's figures
 * are the median and spread of all its runs, beside the first build's median as the baseline: a change is
 * seen when the medians differ by more than the runs of one build spread. As bench/lighthouse.ts measures
 * the budgets: through the HTTPS, HTTP/2 proxy, each run at its own benchmark index / 440.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBenchDatabase } from './database.ts';
import { BUDGET, run, runLine, signInToHomes, withDemoSession, type RunFigures } from './lighthouse.ts';
import { medianFigure, stats } from './measure.ts';
import type { Row } from './table.ts';

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 3);
const RUNS = Number(process.env.COMPARE_RUNS ?? 2);
const SCREENS = ['HomeConsumer', 'HomeAdmin'] as const;
type Screen = (typeof SCREENS)[number];

interface Build {
  folder: string;
  /** The folder's name; a folder named twice (the same build against itself) gets its place added. */
  label: string;
}

/** The builds to compare: LIGHTHOUSE_BUILDS, folders of `npm run build` (WEB_DIST), two or more. */
function comparedBuilds(): Build[] {
  const builds = (process.env.LIGHTHOUSE_BUILDS ?? '').split(',').filter(Boolean);
  if (builds.length < 2) {
    throw new Error('LIGHTHOUSE_BUILDS must name two or more builds (WEB_DIST folders), comma-separated');
  }
  for (const build of builds) {
    if (!fs.existsSync(path.join(build, 'first-load.json'))) {
      throw new Error(`${build} is not a build of the web client (no first-load.json)`);
    }
  }
  const names = builds.map((b) => path.basename(path.resolve(b)));
  return builds.map((folder, i) => ({
    folder: path.resolve(folder),
    label: names.filter((n) => n === names[i]).length > 1 ? `${names[i]!} (${i + 1})` : names[i]!,
  }));
}

/** Per build (in the order given), per screen, the figures of every run. */
type Runs = Record<Screen, RunFigures[]>[];

/** One round: each build in turn on a portal of its own, Lighthouse RUNS times on each screen. */
async function round(databaseUrl: string, builds: readonly Build[], runs: Runs): Promise<void> {
  for (const [index, build] of builds.entries()) {
    await withDemoSession(
      databaseUrl,
      async (session) => {
        const { base, context } = session;
        const homes = await signInToHomes(context, base);
        const urls: Record<Screen, string> = { HomeConsumer: homes.consumer, HomeAdmin: homes.admin };
        for (const screen of SCREENS) {
          for (let count = 0; count < RUNS; count++) {
            const figures = await run(session, screen, urls[screen]);
            runs[index]![screen].push(figures);
            console.log(`bench compare: ${build.label} ${screen}: ${runLine(figures)}`);
          }
        }
      },
      build.folder,
    );
  }
}

function rows(builds: readonly Build[], runs: Runs): Row[] {
  return SCREENS.flatMap((screen) =>
    builds.flatMap((build, index) => {
      const count = runs[index]![screen].length;
      const figure = (label: string, read: (f: RunFigures) => number, unit: string, budget?: string): Row => {
        const row = medianFigure(
          `${screen}, ${build.label}: ${label}`,
          runs[index]![screen].map(read),
          unit,
          budget,
        );
        // The first build is every other build's baseline, from the same rounds.
        if (index === 0) return row;
        const median = stats(runs[0]![screen].map(read)).median;
        return { ...row, baseline: { name: `${builds[0]!.label}, median`, value: median, unit } };
      };
      return [
        figure(`performance score (median of ${count})`, (f) => f.score, '', BUDGET.score),
        figure('largest contentful paint', (f) => f.lcpMs, 'ms', BUDGET.lcp),
        figure('total blocking time', (f) => f.tbtMs, 'ms', BUDGET.tbt),
        figure("main-thread work at the run's slowdown", (f) => f.mainThreadMs, 'ms'),
        figure('main-thread CPU time, unthrottled', (f) => f.mainThreadCpuMs, 'ms'),
        figure('blocking time on CPU time, at CPU index / 440', (f) => f.cpuBlockingMs, 'ms', BUDGET.tbt),
        figure("Lighthouse's benchmark index", (f) => f.benchmarkIndex, ''),
      ];
    }),
  );
}

/** BENCH_ONLY=lighthouse-compare: the builds of LIGHTHOUSE_BUILDS side by side. */
export async function lighthouseComparison(): Promise<Row[]> {
  const builds = comparedBuilds();
  const database = await createBenchDatabase();
  const runs: Runs = builds.map(() => ({ HomeConsumer: [], HomeAdmin: [] }));
  try {
    for (let count = 1; count <= ROUNDS; count++) {
      console.log(`bench compare: round ${count} of ${ROUNDS} …`);
      await round(database.url, builds, runs);
    }
  } finally {
    await database.drop();
  }
  return rows(builds, runs);
}
