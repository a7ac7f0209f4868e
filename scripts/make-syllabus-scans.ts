/**
 * Generates the `generated` corpus folder: a PDF and a phone-"photo" of real syllabi from the
 * corpus, so the bench exercises the product's PDF text and OCR paths with known truth. These are
 * GENERATED, not real scans: Chromium prints the text to PDF, and a screenshot of the same page,
 * slightly rotated and blurred on a grey ground, stands in for a phone photo.
 *
 *   npm run corpus:scans            (writes corpus/syllabi/generated/*.pdf|png + truth copies)
 *
 * Reproducible: the same texts, fonts and Chromium give the same files (no clock, no randomness).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { syllabiDir } from './bench-syllabus/corpus';

interface Item {
  id: string;
  from: string;
  kind: 'pdf' | 'photo';
}

/** Law as a PDF, humanities and law as photos (sources in corpus/syllabi/generated/sources.tsv). */
const ITEMS: Item[] = [
  { id: 'g01', from: 'fresh/l11', kind: 'pdf' },
  { id: 'g02', from: 'fresh/t11', kind: 'pdf' },
  { id: 'g03', from: 'fresh/h11', kind: 'photo' },
  { id: 'g04', from: 'fresh/l12', kind: 'photo' },
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The syllabus as a printed page: its lines kept, a serif face, no web styling. */
function page(text: string, photo: boolean): string {
  const body = `<div class="sheet">${escapeHtml(text)}</div>`;
  const photoCss = photo
    ? 'body{background:#8a8a86;padding:40px}.sheet{background:#f4f2ec;padding:48px;transform:rotate(0.8deg);filter:blur(0.45px) contrast(0.92);box-shadow:0 0 18px #333}'
    : '';
  return `<!doctype html><meta charset="utf-8"><style>
    body{margin:0;font:15px/1.45 "DejaVu Serif",Georgia,serif;color:#111}
    .sheet{white-space:pre-wrap;word-wrap:break-word;padding:24px;max-width:1100px}
    ${photoCss}</style>${body}`;
}

async function main(): Promise<void> {
  const outDir = join(syllabiDir, 'generated');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1275, height: 1650 }, deviceScaleFactor: 1 });
    for (const item of ITEMS) {
      const src = join(syllabiDir, `${item.from}.txt`);
      const text = readFileSync(src, 'utf8');
      const p = await ctx.newPage();
      await p.setContent(page(text, item.kind === 'photo'), { waitUntil: 'load' });
      if (item.kind === 'pdf') {
        const pdf = await p.pdf({
          format: 'Letter',
          margin: { top: '0.7in', bottom: '0.7in', left: '0.8in', right: '0.8in' },
        });
        writeFileSync(join(outDir, `${item.id}.pdf`), pdf);
      } else {
        const png = await p.screenshot({ fullPage: true, type: 'png' });
        writeFileSync(join(outDir, `${item.id}.png`), png);
      }
      await p.close();
      copyFileSync(join(syllabiDir, `${item.from}.truth.json`), join(outDir, `${item.id}.truth.json`));
      console.log(`${item.id}: ${item.kind} of ${item.from}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
