/**
 * Generates the `generated` and `generated2` corpus folders: PDFs and phone-"photos" of real syllabi
 * from the corpus, so the bench exercises the product's PDF text and OCR paths with known truth. These
 * are GENERATED, not real scans: Chromium prints the text to PDF, and a screenshot of the same page,
 * slightly rotated and blurred on a grey ground, stands in for a phone photo.
 *
 *   npm run corpus:scans                 (writes corpus/syllabi/generated/*.pdf|png + truth copies)
 *   npm run corpus:scans -- generated2   (the second folder: layouts generated/ lacks)
 *
 * Reproducible: the same texts, fonts and Chromium give the same files (the PDF date stamp fixed, no randomness).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { syllabiDir } from './bench-syllabus/corpus';

/** How a "photo" is taken: page rotation (degrees), blur (px) and contrast (1 = unchanged). */
interface PhotoLook {
  angle: number;
  blur: number;
  contrast: number;
}

interface Item {
  id: string;
  from: string;
  kind: 'pdf' | 'photo';
  /** Photos only; the default look when absent. */
  look?: PhotoLook;
}

const DEFAULT_LOOK: PhotoLook = { angle: 0.8, blur: 0.45, contrast: 0.92 };

/** Each folder's items (sources in corpus/syllabi/<folder>/sources.tsv). */
const FOLDERS: Record<string, Item[]> = {
  // Law as a PDF, humanities and law as photos.
  generated: [
    { id: 'g01', from: 'fresh/l11', kind: 'pdf' },
    { id: 'g02', from: 'fresh/t11', kind: 'pdf' },
    { id: 'g03', from: 'fresh/h11', kind: 'photo' },
    { id: 'g04', from: 'fresh/l12', kind: 'photo' },
  ],
  // Layouts generated/ lacks: wide pipe tables, dated headings over bullets, numbered classes,
  // week headings over nested bullets, a lettered/numbered outline, dates alone on a line.
  generated2: [
    { id: 'g21', from: 'fresh8/t81', kind: 'pdf' },
    { id: 'g22', from: 'fresh5/h51', kind: 'pdf' },
    { id: 'g23', from: 'fresh7/l74', kind: 'pdf' },
    { id: 'g24', from: 'fresh8/t83', kind: 'pdf' },
    { id: 'g25', from: 'fresh7/t71', kind: 'photo' },
    { id: 'g26', from: 'fresh7/l72', kind: 'photo', look: { angle: 1.6, blur: 0.45, contrast: 0.92 } },
    { id: 'g27', from: 'fresh5/l53', kind: 'photo', look: { angle: 0.8, blur: 0.45, contrast: 0.7 } },
    { id: 'g28', from: 'fresh7/l71', kind: 'photo', look: { angle: -0.5, blur: 0.6, contrast: 0.92 } },
  ],
};

/**
 * Chromium stamps each PDF with the clock. The stamp is fixed instead: the time the first generated
 * files were made, one second later for each further PDF of a folder (as that run wrote them). Same
 * length, so the PDF's byte offsets hold, and a rerun writes the same bytes.
 */
const FIRST_STAMP = Date.UTC(2026, 10, 25, 13, 18, 49);
const PDF_DATE = /\/(CreationDate|ModDate) \(D:\d{14}/g;

function withFixedDate(pdf: Buffer, nth: number): Buffer {
  const stamp = new Date(FIRST_STAMP + nth * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  const text = pdf.toString('latin1').replace(PDF_DATE, (_m, key: string) => `/${key} (D:${stamp}`);
  return Buffer.from(text, 'latin1');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The syllabus as a printed page: its lines kept, a serif face, no web styling. */
function page(text: string, look: PhotoLook | null): string {
  const body = `<div class="sheet">${escapeHtml(text)}</div>`;
  const photoCss = look
    ? `body{background:#8a8a86;padding:40px}.sheet{background:#f4f2ec;padding:48px;transform:rotate(${look.angle}deg);filter:blur(${look.blur}px) contrast(${look.contrast});box-shadow:0 0 18px #333}`
    : '';
  return `<!doctype html><meta charset="utf-8"><style>
    body{margin:0;font:15px/1.45 "DejaVu Serif",Georgia,serif;color:#111}
    .sheet{white-space:pre-wrap;word-wrap:break-word;padding:24px;max-width:1100px}
    ${photoCss}</style>${body}`;
}

async function main(folder: string): Promise<void> {
  const items = FOLDERS[folder];
  if (!items) throw new Error(`Unknown folder ${folder} (one of ${Object.keys(FOLDERS).join(', ')})`);
  const outDir = join(syllabiDir, folder);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1275, height: 1650 }, deviceScaleFactor: 1 });
    let pdfs = 0;
    for (const item of items) {
      const src = join(syllabiDir, `${item.from}.txt`);
      const text = readFileSync(src, 'utf8');
      const p = await ctx.newPage();
      await p.setContent(page(text, item.kind === 'photo' ? (item.look ?? DEFAULT_LOOK) : null), {
        waitUntil: 'load',
      });
      if (item.kind === 'pdf') {
        const pdf = await p.pdf({
          format: 'Letter',
          margin: { top: '0.7in', bottom: '0.7in', left: '0.8in', right: '0.8in' },
        });
        writeFileSync(join(outDir, `${item.id}.pdf`), withFixedDate(pdf, pdfs++));
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

await main(process.argv[2] ?? 'generated');
