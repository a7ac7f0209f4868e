/**
 * The shell's cost on the first clicks that have targets, side by side: `npx tsx scripts/ab-shell.ts <dist A>
 * <dist B> ...` (builds made with `DOCKET_OUT_DIR=<dir> npx vite build`). Every build is served at once (one
 * relay each) and the builds take turns, AB_STARTS (3) times: a returning student's first click on Analytics
 * after 1 s on the dashboard (bench:analytics' heavy student; target 400 ms) and a returning student's first
 * open of the 200-node flowmap after 1 s on the list (bench:flowmap's; target 500 ms). Each open's main-thread
 * CPU (what a shared machine's load barely changes) and wall time, with the load. First, AB_ROUNDS (10) repeat
 * page changes between two light screens (Weekly and Courses, the heavy student's data; their code loaded),
 * where the shell's own work is the largest part: each click's main-thread CPU until the screen's h1 shows and
 * the next frame has painted.
 */
import type { Doc } from 'yjs';
import { inTurn, line, type Open, sideBySide } from './ab-kit';
import { ANALYTICS_DONE } from './bench-analytics/done';
import { PAINTED, seedDoc } from './bench-flowmap/seed';
import {
  awayTo,
  type BenchApp,
  envInt,
  heavyStudent,
  load,
  returningStudent,
  seedSnapshot,
  threadTime,
  timeClick,
} from './bench-kit';

interface Side {
  dist: string;
  app: BenchApp;
  analytics: Open[];
  flowmap: Open[];
  repeat: Open[];
}

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

const heading = (text: string) =>
  `document.querySelector('#main-content h1')?.textContent === ${JSON.stringify(text)}`;

/** Repeat page changes Weekly -> Courses -> Weekly, each timed (the builds take turns every round). */
async function repeatChanges(sides: Side[], doc: Doc, rounds: number) {
  const pages = [];
  for (const side of sides) {
    const context = await side.app.context();
    await seedSnapshot(context, side.app.base, doc);
    const page = await context.newPage();
    await page.goto(`${side.app.base}/weekly`);
    const weekly = () => page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor();
    await weekly();
    await page.waitForTimeout(1_500);
    await timeClick(page, '/courses', heading('Courses')); // the screen's code
    await awayTo(page, 'Weekly', weekly)();
    pages.push({ side, page, weekly });
  }
  for (let i = 0; i < rounds; i++)
    for (const { side, page, weekly } of inTurn(pages, i)) {
      await page.waitForTimeout(200);
      for (const [href, text] of [
        ['/courses', 'Courses'],
        ['/weekly', 'Weekly Board'],
      ] as const) {
        const o = await threadTime(page, () => timeClick(page, href, heading(text)));
        side.repeat.push({ cpu: o.cpu, wall: o.result });
        await page.waitForTimeout(200);
      }
      await weekly();
    }
  for (const { page } of pages) await page.context().close();
}

const student = heavyStudent({ scoredSessions: true }).set.doc;
const flowmap = seedDoc();

/** Each build's returning students' first clicks, AB_STARTS times, the builds taking turns. */
async function firstClicks(sides: Side[], starts: number) {
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
}

sideBySide(
  'ab-shell.ts',
  (dist, app): Side => ({ dist, app, analytics: [], flowmap: [], repeat: [] }),
  async (sides) => {
    const before = load();
    await repeatChanges(sides, student, envInt('AB_ROUNDS', 10, 1));
    console.log(`repeat page changes Weekly <-> Courses (${before}; now ${load()})`);
    for (const side of sides) console.log(`  ${side.dist}: ${line(side.repeat)}`);
    if (!process.argv.includes('--repeat-only')) await firstClicks(sides, envInt('AB_STARTS', 3, 1));
  },
);
