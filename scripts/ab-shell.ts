/**
 * The shell's cost on the first clicks that have targets, side by side: `npx tsx scripts/ab-shell.ts <dist A>
 * <dist B> ...` (builds made with `DOCKET_OUT_DIR=<dir> npx vite build`). Every build is served at once (one
 * relay each) and the builds take turns, AB_STARTS (3) times: a returning student's first click on Analytics
 * after 1 s on the dashboard (bench:analytics' heavy student; target 400 ms) and a returning student's first
 * open of the 200-node flowmap after 1 s on the list (bench:flowmap's; target 500 ms). Each open's main-thread
 * CPU (what a shared machine's load barely changes) and wall time, with the load.
 */
import type { Doc } from 'yjs';
import { ANALYTICS_DONE } from './bench-analytics/done';
import { PAINTED, seedDoc } from './bench-flowmap/seed';
import {
  type BenchApp,
  envInt,
  heavyStudent,
  load,
  median,
  ms,
  returningStudent,
  startBenchApp,
  threadTime,
  timeClick,
} from './bench-kit';

interface Open {
  cpu: number;
  wall: number;
}
interface Side {
  dist: string;
  app: BenchApp;
  analytics: Open[];
  flowmap: Open[];
}

const line = (xs: Open[]) =>
  `CPU median ${ms(median(xs.map((x) => x.cpu)))} [${xs.map((x) => x.cpu.toFixed(0)).join(' ')}], wall median ${ms(median(xs.map((x) => x.wall)))} [${xs.map((x) => x.wall.toFixed(0)).join(' ')}]`;

/** Alternates the order every round, so neither build always goes first. */
const inTurn = <T>(xs: T[], round: number) => (round % 2 ? [...xs].reverse() : xs);

async function firstOpen(
  app: BenchApp,
  doc: Doc,
  start: string,
  ready: string,
  href: string,
  done: string,
): Promise<Open> {
  const visit = await returningStudent(app, doc, start, (page) => page.getByTestId(ready).first().waitFor());
  await visit.page.waitForTimeout(1_000);
  const o = await threadTime(visit.page, () => timeClick(visit.page, href, done));
  await visit.close();
  return { cpu: o.cpu, wall: o.result };
}

async function main() {
  const dists = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  if (dists.length < 2) throw new Error('usage: ab-shell.ts <dist A> <dist B> ...');
  const student = heavyStudent({ scoredSessions: true }).set.doc;
  const flowmap = seedDoc();
  const starts = envInt('AB_STARTS', 3, 1);
  const sides: Side[] = [];
  try {
    for (const dist of dists)
      sides.push({ dist, app: await startBenchApp(dist), analytics: [], flowmap: [] });
    const loads: string[] = [];
    for (let i = 0; i < starts; i++) {
      loads.push(load());
      for (const side of inTurn(sides, i)) {
        side.analytics.push(
          await firstOpen(side.app, student, '/dashboard', 'dashboard-card', '/analytics', ANALYTICS_DONE),
        );
        side.flowmap.push(
          await firstOpen(
            side.app,
            flowmap.doc,
            '/flowmap',
            'flowmap-grid',
            `/flowmap/${flowmap.mapId}`,
            PAINTED,
          ),
        );
      }
    }
    console.log(
      `returning students' first clicks, ${starts} starts per build (${loads.join('; ')}; now ${load()})`,
    );
    for (const side of sides) {
      console.log(`  ${side.dist}`);
      console.log(`    Analytics (target 400 ms): ${line(side.analytics)}`);
      console.log(`    flowmap   (target 500 ms): ${line(side.flowmap)}`);
    }
  } finally {
    for (const side of sides) await side.app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
