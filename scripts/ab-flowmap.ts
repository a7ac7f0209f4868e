/**
 * Side by side (issue 13): `npx tsx scripts/ab-flowmap.ts <dist A> <dist B> ...`, builds made with
 * `DOCKET_OUT_DIR=<dir> npx vite build`. On a shared machine one bench run per build compares two different
 * loads; this starts every build at once (bench:flowmap's 200-node flowmap, one relay each) and alternates:
 * AB_STARTS (4) returning students' first opens (installed app, fresh start on /flowmap, the card clicked
 * after the list sat 1 s), then AB_ROUNDS (6) repeat opens from the list, printing each build's main-thread
 * CPU and wall time per open (click to painted, bench:flowmap's PAINTED) with the load.
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
  first: Open[];
  repeat: Open[];
}

async function firstOpens(sides: Side[], starts: number) {
  for (let i = 0; i < starts; i++)
    for (const side of inTurn(sides, i)) {
      const visit = await returningStudent(side.app, doc, '/flowmap', grid);
      await visit.page.waitForTimeout(1_000);
      const o = await threadTime(visit.page, () => open(visit.page));
      side.first.push({ cpu: o.cpu, wall: o.result });
      await visit.close();
    }
  console.log(`returning students' first opens (${load()})`);
  for (const side of sides) console.log(`  ${side.dist}: ${line(side.first)}`);
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
  (dist, app): Side => ({ dist, app, first: [], repeat: [] }),
  async (sides) => {
    await firstOpens(sides, envInt('AB_STARTS', 4, 1));
    await repeatOpens(sides, envInt('AB_ROUNDS', 6, 1));
  },
);
