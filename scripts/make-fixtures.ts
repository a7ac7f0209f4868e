/**
 * Regenerates tests/fixtures/syllabus/ (the outputs are committed, so tests never need these tools).
 * Needs ImageMagick (`convert`) and qpdf: apt-get install -y imagemagick qpdf
 * Run: npx tsx scripts/make-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildPdf, LETTER, type PageSpec, textPages } from '../workers/pipeline/testing/minipdf';

const OUT = new URL('../tests/fixtures/syllabus/', import.meta.url).pathname;
const DEV = fileURLToPath(new URL('../corpus/syllabi/dev/', import.meta.url));
const tmp = join(tmpdir(), `docket-fixtures-${process.pid}`);
mkdirSync(OUT, { recursive: true });
mkdirSync(tmp, { recursive: true });

const ascii = (s: string) =>
  s
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '');

function wrap(text: string, width = 92): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = ascii(raw).trimEnd();
    while (line.length > width) {
      const cut = line.lastIndexOf(' ', width);
      const at = cut > 20 ? cut : width;
      out.push(line.slice(0, at));
      line = line.slice(at).trimStart();
    }
    out.push(line);
  }
  return out;
}

// 1. The photo: an excerpt of a dev-set syllabus (s04, Property) as a letter page at 150 dpi,
//    slightly rotated and blurred like a phone shot.
const photoLines = wrap(readFileSync(`${DEV}s04.txt`, 'utf8')).slice(13, 41);
const photo = join(OUT, 'syllabus-photo.png');
execFileSync('convert', [
  ...['-size', '1275x1650', 'xc:white', '-font', 'DejaVu-Sans', '-pointsize', '19', '-fill', '#222'],
  ...['-interline-spacing', '9', '-annotate', '+100+130', photoLines.join('\n')],
  ...['-background', 'white', '-rotate', '0.8', '-gravity', 'center', '-extent', '1275x1650'],
  ...['-blur', '0x0.5', '-colorspace', 'Gray', '-depth', '8', '-define', 'png:compression-level=9', photo],
]);

// 2. A 10-page text PDF: s04 then s02 and s21, wrapped, 44 lines a page. Page 1 line 2 is written as
//    three Courier runs that touch ("Ef" "fi" "cient"), as pdf.js reports ligature splits.
const body = [...wrap(readFileSync(`${DEV}s04.txt`, 'utf8')), ...wrap(readFileSync(`${DEV}s02.txt`, 'utf8'))];
const more = wrap(readFileSync(`${DEV}s21.txt`, 'utf8'));
while (body.length < 10 * 44) body.push(...more);
const chunks: string[][] = [];
for (let p = 0; p < 10; p++) chunks.push(body.slice(p * 44, (p + 1) * 44));
const pages = textPages(chunks);
const first = pages[0];
if (first?.kind === 'text') {
  const cw = 0.6 * 11;
  first.lines.splice(1, 0, {
    y: LETTER.height - 72 - 0.5 * 15,
    font: 'courier',
    size: 11,
    runs: [
      { x: 300, text: 'Ef' },
      { x: 300 + 2 * cw, text: 'fi' },
      { x: 300 + 4 * cw, text: 'cient breach' },
    ],
  });
}
const tenPages = buildPdf(pages);
writeFileSync(join(OUT, 'text-10pages.pdf'), tenPages);

// 3. A scanned PDF: the photo as a JPEG image on a letter page, no text layer.
const jpeg = join(tmp, 'scan.jpg');
execFileSync('convert', [photo, '-quality', '55', jpeg]);
const scan: PageSpec = { kind: 'jpeg', jpeg: readFileSync(jpeg), pixelWidth: 1275, pixelHeight: 1650 };
writeFileSync(join(OUT, 'scanned.pdf'), buildPdf([scan]));

// 4. Truncated: the 10-page PDF cut at 60 %.
writeFileSync(join(OUT, 'truncated.pdf'), tenPages.subarray(0, Math.floor(tenPages.length * 0.6)));

// 5. Encrypted with a user password (AES-256).
const onePage = join(tmp, 'one.pdf');
writeFileSync(onePage, buildPdf(textPages([body.slice(0, 20)])));
execFileSync('qpdf', [
  '--encrypt',
  'student-secret',
  'owner-secret',
  '256',
  '--',
  onePage,
  join(OUT, 'encrypted.pdf'),
]);

// 6. An image with no text: soft shapes on a gradient.
execFileSync('convert', [
  ...['-size', '480x320', 'gradient:#dde7f0-#8aa4bf', '-fill', '#c0504d', '-draw', 'circle 150,160 150,90'],
  ...['-fill', '#4f81bd', '-draw', 'rectangle 280,80 420,240', '-depth', '8', join(OUT, 'no-text.png')],
]);

// 7. Not a PDF, with a .pdf name; 8. a 0-byte file.
writeFileSync(
  join(OUT, 'not-a-pdf.pdf'),
  'This is a plain text note saved with a .pdf name. It is not a PDF.\n',
);
writeFileSync(join(OUT, 'empty.pdf'), '');

rmSync(tmp, { recursive: true, force: true });
console.log(execFileSync('ls', ['-l', OUT], { encoding: 'utf8' }));
