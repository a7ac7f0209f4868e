/**
 * A pipe table that names no reading column but whose Topics column holds book section numbers in nearly every
 * row: `| Week | Dates | Topics | Mon | Wed | Fri |` over `| 3 | 9/11-9/15 | 13.1 - 13.2 | {{PA}} | ... |`. The
 * section numbers are what the class reads in the textbook (issue 9: `11.1-11.3` is a reading), so that column is
 * the table's reading column: its header cell is renamed `Sections` (the pipe-table layout then titles each cell
 * `Sections 13.1 - 13.2`). The body decides, not the header: at least three rows, and three in four of the
 * column's filled cells, are section numbers or ranges of them and nothing else. One output line per input line.
 */
import { columnKind, pipeHeader } from './columns';
import { PIPE_RULE_ROW, pipeCellTexts } from './pipe-cell-texts';

const MIN_ROWS = 3;
const SHARE = 0.75;
/** `12.1`, `12.1 - 12.3`, `15.8-16.1`: a dotted section or a range of them. */
const SECTION_ITEM = /^\d{1,2}\.\d{1,2}(?:\s*[-–—]\s*\d{1,2}\.\d{1,2})?$/;

/** A cell of section numbers only (`12.1 - 12.3`; `4.1, 4.3`). */
export function isSectionCell(cell: string): boolean {
  const parts = cell.split(',').map((p) => p.trim());
  return parts.length > 0 && parts.every((p) => SECTION_ITEM.test(p));
}

/** The body rows under a header at `at`: the pipe rows that follow it, a rule row skipped. */
function bodyRows(texts: readonly string[], at: number): string[][] {
  const rows: string[][] = [];
  for (let i = at + 1; i < texts.length && texts[i]!.includes('|'); i++)
    if (!PIPE_RULE_ROW.test(texts[i]!)) rows.push(pipeCellTexts(texts[i]!));
  return rows;
}

/** The index of the topic column whose body is section numbers, or -1. */
function sectionColumn(header: readonly string[], rows: readonly string[][]): number {
  return header.findIndex((h, i) => {
    if (!h || columnKind(h) !== 'topic') return false;
    const filled = rows.map((r) => r[i] ?? '').filter(Boolean);
    const sections = filled.filter(isSectionCell).length;
    return sections >= MIN_ROWS && sections >= SHARE * filled.length;
  });
}

export function sectionTopicColumns(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let at = 0; at < texts.length; at++) {
    const text = texts[at]!;
    if ((text.match(/\|/g) ?? []).length < 2) continue;
    const header = pipeCellTexts(text);
    if (pipeHeader(header) || !header.some((h) => h && columnKind(h) === 'topic')) continue;
    const rows = bodyRows(texts, at);
    const col = sectionColumn(header, rows);
    // The rows just read are no header of their own: each line is looked at once (linear).
    if (col < 0) {
      at += rows.length;
      continue;
    }
    const parts = text.split('|');
    const cell = parts[col]!;
    const lead = cell.length - cell.trimStart().length;
    const trail = cell.length - cell.trimEnd().length;
    parts[col] = `${cell.slice(0, lead)}Sections${cell.slice(cell.length - trail)}`;
    out ??= [...texts];
    out[at] = parts.join('|');
    at += rows.length;
  }
  return out ?? texts;
}
