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
 * are the median of all its runs, beside the first build's median as the baseline, with the slowest LCP:
 * a change is seen when the medians differ by more than the runs of one build spread. Through the HTTPS,
 * HTTP/2 proxy, as bench/lighthouse.ts measures the budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBenchDatabase } from './database.ts';
import { run, signInToHomes, withDemoSession, type ScreenFigures } from './lighthouse.ts';
import { stats } from './measure.ts';
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
type Runs = Record<Screen, ScreenFigures[]>[];

/** One round: each build in turn on a portal of its own, Lighthouse RUNS times on each screen. */
async function round(databaseUrl: string, builds: readonly Build[], runs: Runs): Promise<void> {
  for (const [index, build] of builds.entries()) {
    await withDemoSession(
      databaseUrl,
      async ({ base, port, context }) => {
        const homes = await signInToHomes(context, base);
        const urls: Record<Screen, string> = { HomeConsumer: homes.consumer, HomeAdmin: homes.admin };
        for (const screen of SCREENS) {
          for (let count = 0; count < RUNS; count++) {
            const figures = await run(port, screen, urls[screen], 'h2');
            runs[index]![screen].push(figures);
            console.log(
              `bench compare: ${build.label} ${screen}: score ${figures.score}, ` +
                `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms ` +
                `(benchmark index ${Math.round(figures.benchmarkIndex)})`,
            );
          }
        }
      },
      build.folder,
    );
  }
}

function rows(builds: readonly Build[], runs: Runs): Row[] {
  const median = (index: number, screen: Screen, pick: (f: ScreenFigures) => number) =>
    stats(runs[index]![screen].map(pick)).median;
  return SCREENS.flatMap((screen) =>
    builds.flatMap((build, index) => {
      const count = runs[index]![screen].length;
      const figure = (
        label: string,
        pick: (f: ScreenFigures) => number,
        unit: string,
        budget: string,
      ): Row => ({
        name: `${screen}, ${build.label}: ${label} (median of ${count})`,
        value: median(index, screen, pick),
        unit,
        budget,
        // The first build is every other build's baseline, from the same rounds.
        ...(index === 0
          ? {}
          : { baseline: { name: `${builds[0]!.label}, median`, value: median(0, screen, pick), unit } }),
      });
      return [
        figure('performance score', (f) => f.score, '', '>= 90'),
        figure('largest contentful paint', (f) => f.lcpMs, 'ms', '<= 2500'),
        {
          name: `  ${screen}, ${build.label}: largest contentful paint, slowest of ${count}`,
          value: stats(runs[index]![screen].map((f) => f.lcpMs)).max,
          unit: 'ms',
        },
        figure('total blocking time', (f) => f.tbtMs, 'ms', '<= 200'),
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
