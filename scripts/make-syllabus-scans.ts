/**
 * Generates the `generated` and `generated2` corpus folders: PDFs and phone-"photos" of real syllabi
 * from the corpus, so the bench exercises the product's PDF text and OCR paths with known truth. These
 * are GENERATED, not real scans: Chromium prints the text to PDF, and a screenshot of the same page,
 * slightly rotated and blurred on a grey ground, stands in for a phone photo.
 *
 *   npm run corpus:scans                 (writes corpus/syllabi/generated/*.pdf|png + truth copies)
 *   npm run corpus:scans -- generated2   (the second folder: layouts generated/ lacks)
 *   npm run corpus:scans -- generated3   (laid out as real documents: tables, headings, lists,
 *                                         running header/footer; photos in perspective, shadowed, JPEG)
 *
 * Reproducible: the same texts, fonts and Chromium give the same files (the PDF date stamp fixed, no randomness).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { syllabiDir } from './bench-syllabus/corpus';
import { documentHtml } from './syllabus-scans/document';

/** How a "photo" is taken: page rotation (degrees), blur (px) and contrast (1 = unchanged). */
interface PhotoLook {
  angle: number;
  blur: number;
  contrast: number;
  /** generated3: the page tilted away from the lens (degrees about the x and y axes), shadowed, in JPEG. */
  tilt?: { x: number; y: number };
}

interface Item {
  id: string;
  from: string;
  kind: 'pdf' | 'photo';
  /** Photos only; the default look when absent. */
  look?: PhotoLook;
  /**
   * generated3: the text laid out as a real document (documentHtml: tables, headings, lists); PDFs get
   * this running header (left: course line, right: version date) and a `Page N of M` footer.
   */
  document?: { header: string };
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
  // Laid out as real documents (scripts/syllabus-scans/document.ts): ruled tables with wrapping cells
  // and a header row repeated per page, headings, lists, running header and `Page N of M` footer; the
  // photos tilted in 3D, shadowed, smaller text, blurred, saved as JPEG.
  generated3: [
    {
      id: 'g31',
      from: 'fresh10/l101',
      kind: 'pdf',
      document: { header: 'Constitutional Law II - Readings' },
    },
    {
      id: 'g32',
      from: 'fresh10/t103',
      kind: 'pdf',
      document: { header: 'Data Structures - Rough Schedule' },
    },
    { id: 'g33', from: 'fresh3/t31', kind: 'pdf', document: { header: 'Bio 40 - Class schedule' } },
    { id: 'g34', from: 'public/h01', kind: 'pdf', document: { header: 'Course schedule' } },
    { id: 'g35', from: 'public/l06', kind: 'pdf', document: { header: 'Reading Assignments' } },
    {
      id: 'g36',
      from: 'fresh2/h22',
      kind: 'photo',
      document: { header: '' },
      look: { angle: 1.2, blur: 0.5, contrast: 0.9, tilt: { x: 14, y: -6 } },
    },
    {
      id: 'g37',
      from: 'fresh12/t121',
      kind: 'photo',
      document: { header: '' },
      look: { angle: -0.8, blur: 0.6, contrast: 0.85, tilt: { x: 10, y: 8 } },
    },
    {
      id: 'g38',
      from: 'public/l02',
      kind: 'photo',
      document: { header: '' },
      look: { angle: 2, blur: 0.55, contrast: 0.9, tilt: { x: 18, y: 4 } },
    },
  ],
};

/**
 * Chromium stamps each PDF with the clock. The stamp is fixed instead: the time the first generated
 * files were made, one second later for each further PDF of a folder (as that run wrote them). Same
 * length, so the PDF's byte offsets hold, and a rerun writes the same bytes.
 */
const FIRST_STAMP = Date.UTC(2026, 10, 25, 13, 18, 49);
/** generated3 was first made on 26 Nov 2026; its PDFs carry that day's stamp. */
const FIRST_STAMP_BY_FOLDER: Record<string, number> = { generated3: Date.UTC(2026, 10, 26, 15, 0, 0) };
const PDF_DATE = /\/(CreationDate|ModDate) \(D:\d{14}/g;

function withFixedDate(pdf: Buffer, nth: number, folder: string): Buffer {
  const stamp = new Date((FIRST_STAMP_BY_FOLDER[folder] ?? FIRST_STAMP) + nth * 1000)
    .toISOString()
    .replace(/\D/g, '')
    .slice(0, 14);
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

/** A real document's page: a sans face, ruled tables whose header row repeats on each printed page. */
const DOCUMENT_CSS = `body{margin:0;font:11pt/1.35 "DejaVu Sans",Arial,sans-serif;color:#111}
  h1{font-size:16pt;margin:14pt 0 6pt}h2{font-size:13pt;margin:12pt 0 4pt}h3,h4{font-size:11.5pt;margin:10pt 0 3pt}
  p{margin:0 0 6pt}ul,ol{margin:0 0 2pt;padding-left:1.6em}
  table{border-collapse:collapse;width:100%;margin:6pt 0;font-size:9.5pt}
  th,td{border:0.75pt solid #444;padding:2pt 4pt;vertical-align:top;text-align:left;overflow-wrap:anywhere}
  th{background:#e4e4e4}thead{display:table-header-group}tr{break-inside:avoid}`;

/** The photo of a document page: tilted in 3D, a light falling off to one corner, smaller text, blur. */
function photoCss(look: PhotoLook): string {
  const tilt = look.tilt ?? { x: 0, y: 0 };
  return `html{background:#6f6c66}body{padding:50px 70px;font-size:8.5pt;perspective:1600px}
  .sheet{position:relative;background:#f3f0e8;padding:40px;width:760px;box-shadow:0 10px 30px #222;
    transform:rotateX(${tilt.x}deg) rotateY(${tilt.y}deg) rotateZ(${look.angle}deg);transform-origin:50% 100%;
    filter:blur(${look.blur}px) contrast(${look.contrast})}
  .sheet::after{content:'';position:absolute;inset:0;pointer-events:none;
    background:linear-gradient(120deg,rgba(255,255,255,0) 35%,rgba(40,30,20,.32) 100%),
      radial-gradient(circle at 20% 15%,rgba(255,255,250,.25),rgba(0,0,0,0) 45%)}`;
}

function documentPage(text: string, look: PhotoLook | null): string {
  return `<!doctype html><meta charset="utf-8"><style>${DOCUMENT_CSS}${look ? photoCss(look) : ''}</style>
    <div class="sheet">${documentHtml(text)}</div>`;
}

const headerTemplate = (header: string) =>
  `<div style="font:8pt Arial,sans-serif;color:#444;width:100%;margin:0 0.8in;display:flex;justify-content:space-between">
    <span>${escapeHtml(header)}</span><span>Revised 11/26/2026</span></div>`;
const FOOTER = `<div style="font:8pt Arial,sans-serif;color:#444;width:100%;text-align:center">
  Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;

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
      const look = item.kind === 'photo' ? (item.look ?? DEFAULT_LOOK) : null;
      await p.setContent(item.document ? documentPage(text, look) : page(text, look), { waitUntil: 'load' });
      if (item.kind === 'pdf') {
        const pdf = await p.pdf({
          format: 'Letter',
          margin: { top: '0.7in', bottom: '0.7in', left: '0.8in', right: '0.8in' },
          ...(item.document
            ? {
                displayHeaderFooter: true,
                headerTemplate: headerTemplate(item.document.header),
                footerTemplate: FOOTER,
              }
            : {}),
        });
        writeFileSync(join(outDir, `${item.id}.pdf`), withFixedDate(pdf, pdfs++, folder));
      } else if (item.document) {
        // Framed as a phone frames a page: the sheet and a margin of the table around it.
        const box = await p.locator('.sheet').boundingBox();
        const clip = box && {
          x: Math.max(0, box.x - 50),
          y: Math.max(0, box.y - 50),
          width: box.width + 100,
          height: box.height + 100,
        };
        const jpeg = await p.screenshot({
          fullPage: true,
          type: 'jpeg',
          quality: 72,
          ...(clip ? { clip } : {}),
        });
        writeFileSync(join(outDir, `${item.id}.jpg`), jpeg);
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
