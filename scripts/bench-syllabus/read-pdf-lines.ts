/**
 * A minimal pdf.js reader for the syllabus benchmark: text items that share a
 * baseline are merged into one line (left to right), lines are numbered from 1
 * on each page. A wide horizontal gap between items (a table column) is kept as
 * a run of spaces roughly proportional to the gap, so column layouts survive.
 * Private to the benchmark: the product's reader lives in workers/.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextLine } from '../../src/core/model';

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const asDirUrl = (p: string) => `${pathToFileURL(p).href}/`;

function mergeRow(row: Item[], left: number, charWidth: number): string {
  row.sort((a, b) => a.x - b.x);
  let out = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const it of row) {
    const column = Math.round((it.x - left) / charWidth);
    const gap = it.x - end;
    if (gap > 1.5 * it.height || !out.trim())
      out = out.padEnd(Math.max(column, out.length + (out.trim() ? 2 : 0)), ' ');
    else if (gap > 0.15 * it.height && !out.endsWith(' ') && !it.str.startsWith(' ')) out += ' ';
    out += it.str;
    end = it.x + it.width;
  }
  return out.replace(/\s+$/, '');
}

function medianCharWidth(items: Item[]): number {
  const widths = items
    .filter((it) => it.str.trim().length >= 3)
    .map((it) => it.width / it.str.length)
    .sort((a, b) => a - b);
  return Math.max(1, widths[Math.floor(widths.length / 2)] ?? 5);
}

function rowsOf(items: Item[]): Item[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const it of sorted) {
    const last = rows[rows.length - 1];
    const tolerance = Math.max(2, 0.4 * (it.height || 10));
    if (last && Math.abs(last[0]!.y - it.y) <= tolerance) last.push(it);
    else rows.push([it]);
  }
  return rows;
}

export async function readPdfLines(path: string, data: Uint8Array): Promise<TextLine[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl: asDirUrl(join(pdfjsRoot, 'standard_fonts')),
    cMapUrl: asDirUrl(join(pdfjsRoot, 'cmaps')),
    cMapPacked: true,
    verbosity: 0,
  }).promise;
  const lines: TextLine[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str.trim()) continue;
        items.push({
          str: raw.str,
          x: raw.transform[4],
          y: raw.transform[5],
          width: raw.width,
          height: raw.height,
        });
      }
      let n = 0;
      const left = Math.min(...items.map((it) => it.x));
      const charWidth = medianCharWidth(items);
      for (const row of rowsOf(items)) {
        const text = mergeRow(row, left, charWidth);
        if (text.trim()) lines.push({ text, page: p, line: ++n });
      }
    }
  } finally {
    await doc.destroy();
  }
  if (!lines.length) throw new Error(`No text in ${path}`);
  return lines;
}
