/**
 * What the side-by-side scripts (ab-analytics.ts, ab-flowmap.ts, ab-shell.ts) share: every build given on the
 * command line served at once (one relay each), the builds taking turns, and each open's main-thread CPU and
 * wall time printed as medians with every value.
 */
import type { Page } from 'playwright-core';
import { type BenchApp, load, median, ms, startBenchApp, threadTime } from './bench-kit';

/** One open: its main-thread CPU and its wall time (click to done), in ms. */
export interface Open {
  cpu: number;
  wall: number;
}

/** The medians and every value of a build's opens. */
export const line = (xs: readonly Open[]) =>
  `CPU median ${ms(median(xs.map((x) => x.cpu)))} [${xs.map((x) => x.cpu.toFixed(0)).join(' ')}], wall median ${ms(median(xs.map((x) => x.wall)))} [${xs.map((x) => x.wall.toFixed(0)).join(' ')}]`;

/** Alternates the order every round, so neither build always goes first. */
export const inTurn = <T>(xs: T[], round: number) => (round % 2 ? [...xs].reverse() : xs);

/**
 * Serves every build named on the command line (`<dist A> <dist B> ...`, at least two), makes a side of each
 * (`side`), runs `compare` on them and closes every app, also when it fails; sets the exit code on failure.
 */
export function sideBySide<S extends { app: BenchApp }>(
  script: string,
  side: (dist: string, app: BenchApp) => S,
  compare: (sides: S[]) => Promise<void>,
): void {
  const run = async () => {
    const dists = process.argv.slice(2).filter((a) => !a.startsWith('-'));
    if (dists.length < 2) throw new Error(`usage: ${script} <dist A> <dist B> ...`);
    const sides: S[] = [];
    try {
      for (const dist of dists) sides.push(side(dist, await startBenchApp(dist)));
      await compare(sides);
    } finally {
      for (const s of sides) await s.app.close();
    }
  };
  run().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/**
 * `rounds` repeat opens on each build's own page (`away` first, then `open`, timed; the builds taking turns),
 * kept in each side's `repeat` and printed.
 */
export async function repeatRounds<S extends { dist: string; repeat: Open[] }>(
  pages: { side: S; page: Page; away: () => Promise<unknown> }[],
  rounds: number,
  open: (page: Page) => Promise<number>,
): Promise<void> {
  for (let i = 0; i < rounds; i++)
    for (const { side, page, away } of inTurn(pages, i)) {
      await away();
      const o = await threadTime(page, () => open(page));
      side.repeat.push({ cpu: o.cpu, wall: o.result });
    }
  console.log(`repeat opens (${load()})`);
  for (const side of pages.map((p) => p.side)) console.log(`  ${side.dist}: ${line(side.repeat)}`);
}
