/**
 * Side by side (issue 12): `npx tsx scripts/ab-analytics.ts <dist A> <dist B> ...`, builds made with
 * `DOCKET_OUT_DIR=<dir> npx vite build`. On a shared machine one bench run per build compares two different
 * loads; this starts every build at once (the heavy student of bench:analytics, one relay each) and alternates:
 * AB_ROUNDS (8) repeat opens of Analytics from the dashboard, then AB_STARTS (3) returning students' first
 * clicks (installed app, fresh start on the dashboard, click after 1 s), printing each build's main-thread CPU
 * and wall time per open, with the load and the warm-ups done before each first click.
 */
import { inTurn, line, repeatRounds, sideBySide } from './ab-kit';
import { ANALYTICS_DONE } from './bench-analytics/done';
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
  warmupsDone,
} from './bench-kit';

const { set } = heavyStudent({ scoredSessions: true });
const open = (page: Parameters<typeof timeClick>[0]) => timeClick(page, '/analytics', ANALYTICS_DONE);

interface Side {
  dist: string;
  app: BenchApp;
  repeat: { cpu: number; wall: number }[];
  first: { cpu: number; wall: number; warm: string }[];
}

async function repeatOpens(sides: Side[], rounds: number) {
  const pages = [];
  for (const side of sides) {
    const context = await side.app.context();
    await seedSnapshot(context, side.app.base, set.doc);
    const page = await context.newPage();
    await page.goto(`${side.app.base}/dashboard`);
    const dashboard = page.getByTestId('dashboard-card').first();
    await dashboard.waitFor();
    await page.waitForTimeout(1_500);
    const away = awayTo(page, 'Dashboard', () => dashboard.waitFor());
    await away();
    await open(page); // the first open (code, warm-up) is bench:analytics' business
    pages.push({ side, page, away });
  }
  await repeatRounds(pages, rounds, open);
}

async function firstClicks(sides: Side[], starts: number) {
  for (let i = 0; i < starts; i++)
    for (const side of inTurn(sides, i)) {
      const visit = await returningStudent(side.app, set.doc, '/dashboard', (page) =>
        page.getByTestId('dashboard-card').first().waitFor(),
      );
      await visit.page.waitForTimeout(1_000);
      const warm = await warmupsDone(visit.page);
      const o = await threadTime(visit.page, () => open(visit.page));
      side.first.push({ cpu: o.cpu, wall: o.result, warm });
      await visit.close();
    }
  console.log(`returning students' first clicks (${load()})`);
  for (const side of sides)
    console.log(
      `  ${side.dist}: ${line(side.first)}; warm-ups done: ${side.first.map((f) => f.warm).join('; ')}`,
    );
}

sideBySide(
  'ab-analytics.ts',
  (dist, app): Side => ({ dist, app, repeat: [], first: [] }),
  async (sides) => {
    await repeatOpens(sides, envInt('AB_ROUNDS', 8, 1));
    await firstClicks(sides, envInt('AB_STARTS', 3, 1));
  },
);
