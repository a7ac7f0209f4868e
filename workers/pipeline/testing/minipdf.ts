/**
 * A tiny PDF writer for fixtures and tests: Helvetica text lines (ASCII) and JPEG image pages.
 * No compression, no dependencies; the output opens in pdf.js, qpdf and poppler.
 */

export interface TextRun {
  /** Left edge in PDF points. */
  x: number;
  text: string;
}

export interface TextLineSpec {
  /** Baseline in PDF points from the bottom of the page. */
  y: number;
  /** One run, or several runs on the same baseline (each its own text object). */
  runs: TextRun[];
  size?: number;
  /** Helvetica (default) or Courier (fixed pitch: every glyph is 0.6 em wide). */
  font?: 'helvetica' | 'courier';
}

export type PageSpec =
  | { kind: 'text'; lines: TextLineSpec[] }
  | { kind: 'jpeg'; jpeg: Uint8Array; pixelWidth: number; pixelHeight: number };

export const LETTER = { width: 612, height: 792 } as const;

const enc = new TextEncoder();

function escapePdfString(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

function textContent(lines: TextLineSpec[]): string {
  const ops: string[] = [];
  for (const line of lines) {
    for (const run of line.runs) {
      const f = line.font === 'courier' ? 'F2' : 'F1';
      ops.push(
        `BT /${f} ${line.size ?? 11} Tf 1 0 0 1 ${run.x} ${line.y} Tm (${escapePdfString(run.text)}) Tj ET`,
      );
    }
  }
  return ops.join('\n');
}

/** Lays plain text lines out top to bottom on letter pages (one run per line). */
export function textPages(pages: string[][], size = 11, leading = 15): PageSpec[] {
  return pages.map((lines) => ({
    kind: 'text',
    lines: lines.map((text, i) => ({ y: LETTER.height - 72 - i * leading, runs: [{ x: 72, text }], size })),
  }));
}

export function buildPdf(pages: PageSpec[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Uint8Array | string) => {
    const bytes = typeof b === 'string' ? enc.encode(b) : b;
    chunks.push(bytes);
    length += bytes.length;
  };
  const objects: Array<Array<Uint8Array | string>> = [];
  const add = (parts: Array<Uint8Array | string>): number => {
    objects.push(parts);
    return objects.length;
  };
  const stream = (dict: string, data: Uint8Array | string): Array<Uint8Array | string> => {
    const bytes = typeof data === 'string' ? enc.encode(data) : data;
    return [`<< ${dict} /Length ${bytes.length} >>\nstream\n`, bytes, '\nendstream'];
  };

  const catalog = add(['<< /Type /Catalog /Pages 2 0 R >>']);
  const pagesIndex = add([]); // filled below
  const font = add(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
  const courier = add(['<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>']);
  const kids: number[] = [];
  for (const page of pages) {
    let resources: string;
    let content: string;
    if (page.kind === 'text') {
      resources = `<< /Font << /F1 ${font} 0 R /F2 ${courier} 0 R >> >>`;
      content = textContent(page.lines);
    } else {
      const img = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.pixelWidth} /Height ${page.pixelHeight} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      resources = `<< /XObject << /Im1 ${img} 0 R >> >>`;
      content = `q ${LETTER.width} 0 0 ${LETTER.height} 0 0 cm /Im1 Do Q`;
    }
    const contentRef = add(stream('', content));
    kids.push(
      add([
        `<< /Type /Page /Parent ${pagesIndex} 0 R /MediaBox [0 0 ${LETTER.width} ${LETTER.height}] /Resources ${resources} /Contents ${contentRef} 0 R >>`,
      ]),
    );
  }
  objects[pagesIndex - 1] = [
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  ];

  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  objects.forEach((parts, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n`);
    for (const p of parts) push(p);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const off of offsets) push(`${String(off).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let pos = 0;
  for (const c of chunks) {
    out.set(c, pos);
    pos += c.length;
  }
  return out;
}
