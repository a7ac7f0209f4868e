/**
 * Side by side (issue 13): `npx tsx scripts/ab-flowmap.ts <dist A> <dist B> ...`, builds made with
 * `DOCKET_OUT_DIR=<dir> npx vite build`. On a shared machine one bench run per build compares two different
 * loads; this starts every build at once (bench:flowmap's 200-node flowmap, one relay each) and alternates:
 * AB_STARTS (4) returning students' first opens (installed app, fresh start on /flowmap, the card clicked
 * after the list sat 1 s), then AB_ROUNDS (6) repeat opens from the list, printing each build's main-thread
 * CPU and wall time per open (click to painted, bench:flowmap's PAINTED) with the load. Before them, AB_FRESH
 * (4) fresh-tab first opens as bench:flowmap's second line (a new context: the flowmap opened once in a first
 * page, then a new page on /flowmap, the card clicked after the list sat 1 s), and before those AB_INSTANT (4)
 * instant clicks as its first line (a new context, the card clicked the moment the list shows; with how long
 * the click waited for a busy page, which the click-to-painted time does not count). AB_RETURNING_INSTANT (0)
 * returning students' instant clicks (bench:flowmap's last line: the installed app started afresh on /flowmap,
 * the card clicked the moment the list shows) run before the returning first opens.
 */
import type { Page } from 'playwright-core';
import { inTurn, line, repeatRounds, type Open, sideBySide } from './ab-kit';
import {
  type BenchApp,
  envInt,
  load,
  returningStudent,
  seedSnapshot,
  threadTime,
  timeClick,
} from './bench-kit';
import { PAINTED, seedDoc } from './bench-flowmap/seed';

const { doc, mapId } = seedDoc();
const open = (page: Page) => timeClick(page, `/flowmap/${mapId}`, PAINTED);
const grid = (page: Page) => page.getByTestId('flowmap-grid').waitFor();

interface Side {
  dist: string;
  app: BenchApp;
  instant: Open[];
  /** How long each instant click waited for the page (ms from the list showing to the click running). */
  waited: number[];
  fresh: Open[];
  first: Open[];
  /** Returning students' instant clicks (AB_RETURNING_INSTANT). */
  returningInstant: Open[];
  repeat: Open[];
}

/** bench:flowmap's first line: a new context, /flowmap, the card clicked the moment the list shows. */
async function instantClicks(sides: Side[], tabs: number) {
  for (let i = 0; i < tabs; i++)
    for (const side of inTurn(sides, i)) {
      const context = await side.app.context();
      await seedSnapshot(context, side.app.base, doc);
      const page = await context.newPage();
      await page.goto(`${side.app.base}/flowmap`);
      await grid(page);
      const shown = Date.now();
      const o = await threadTime(page, () => open(page));
      side.instant.push({ cpu: o.cpu, wall: o.result });
      side.waited.push(Math.max(0, Date.now() - shown - o.result));
      await context.close();
    }
  console.log(`instant clicks, the moment the list shows (${load()})`);
  for (const side of sides)
    console.log(
      `  ${side.dist}: ${line(side.instant)}; the click waited for the page ~${side.waited.map((w) => Math.round(w)).join(' ')} ms`,
    );
}

async function freshTabs(sides: Side[], tabs: number) {
  for (let i = 0; i < tabs; i++)
    for (const side of inTurn(sides, i)) {
      const context = await side.app.context();
      await seedSnapshot(context, side.app.base, doc);
      const eager = await context.newPage();
      await eager.goto(`${side.app.base}/flowmap`);
      await grid(eager);
      await open(eager);
      await eager.close();
      const page = await context.newPage();
      await page.goto(`${side.app.base}/flowmap`);
      await grid(page);
      await page.waitForTimeout(1_000);
      const o = await threadTime(page, () => open(page));
      side.fresh.push({ cpu: o.cpu, wall: o.result });
      await context.close();
    }
  console.log(`fresh tabs' first opens, the list on screen for 1 s (${load()})`);
  for (const side of sides) console.log(`  ${side.dist}: ${line(side.fresh)}`);
}

/** Returning students' first opens: the card clicked after the list sat `settle` ms (0: the moment it shows). */
async function firstOpens(sides: Side[], starts: number, settle: number) {
  const key = settle ? 'first' : 'returningInstant';
  for (let i = 0; i < starts; i++)
    for (const side of inTurn(sides, i)) {
      const visit = await returningStudent(side.app, doc, '/flowmap', grid);
      if (settle) await visit.page.waitForTimeout(settle);
      const o = await threadTime(visit.page, () => open(visit.page));
      side[key].push({ cpu: o.cpu, wall: o.result });
      await visit.close();
    }
  const what = settle ? 'first opens' : 'instant clicks, the moment the list shows';
  console.log(`returning students' ${what} (${load()})`);
  for (const side of sides) console.log(`  ${side.dist}: ${line(side[key])}`);
}

async function repeatOpens(sides: Side[], rounds: number) {
  const pages = [];
  for (const side of sides) {
    const context = await side.app.context();
    await seedSnapshot(context, side.app.base, doc);
    const page = await context.newPage();
    await page.goto(`${side.app.base}/flowmap`);
    await grid(page);
    await page.waitForTimeout(1_000);
    const away = async () => {
      await page.getByRole('link', { name: 'Flowmaps' }).first().click();
      await grid(page);
      await page.waitForTimeout(200);
    };
    await open(page); // the first open is bench:flowmap's business
    pages.push({ side, page, away });
  }
  await repeatRounds(pages, rounds, open);
}

sideBySide(
  'ab-flowmap.ts',
  (dist, app): Side => ({
    dist,
    app,
    instant: [],
    waited: [],
    fresh: [],
    first: [],
    returningInstant: [],
    repeat: [],
  }),
  async (sides) => {
    const instant = envInt('AB_INSTANT', 4, 0);
    if (instant) await instantClicks(sides, instant);
    const tabs = envInt('AB_FRESH', 4, 0);
    if (tabs) await freshTabs(sides, tabs);
    const eager = envInt('AB_RETURNING_INSTANT', 0, 0);
    if (eager) await firstOpens(sides, eager, 0);
    const starts = envInt('AB_STARTS', 4, 0);
    if (starts) await firstOpens(sides, starts, 1_000);
    const rounds = envInt('AB_ROUNDS', 6, 0);
    if (rounds) await repeatOpens(sides, rounds);
  },
);
