/**
 * A markdown pipe table wider than the page, printed to PDF (or photographed) as text: each long row
 * is broken over several lines wherever the line ran out: inside the header (`| Week | Topic | Dates`
 * / `| Comments |`), inside the rule row (`|-----|-----` / `---|`), between a link's text and its
 * target (`| 01 | [Intro]` / `(slides/01.pdf) |`), just before a cell's pipe, before the last pipe
 * alone (`Chap 8` / `|`), inside a word, across a page break. A table written with outer pipes has
 * the same number of pipes on every row as on its rule row: the lines of a row are joined until the
 * row has them. A line is joined only while the row stays within that count (a line that would pass
 * it starts the next row), and a line without a pipe only onto a row left open (not ending with a
 * pipe), so a short row (`| 7 | No class |`) keeps the line after it. Runs on the document's lines
 * before anything else reads them as a table.
 *
 * An HTML table turned into text by a converter that closes every cell with a pipe and opens none
 * (`CLASS: DATE | PAGES | TOPICS |` over `---|---|---|`) breaks its rows the same way wherever a cell
 * held a line break (`#1: 25 January |` / `v-vii and 1-75 | Topic |`): its rule row has no leading
 * pipe, and its rows are the lines ending with a pipe, joined until they hold the rule's pipes.
 */

/** A rule row (`|---|:--:|`) or a piece of one broken off by the line end (`------|`). */
const RULE_PIECE = /^[\s|:-]*-[\s|:-]*$/;
/** How many lines one header or rule row may have been broken into. */
const MAX_PIECES = 4;

function pipes(s: string): number {
  let n = 0;
  for (let i = s.indexOf('|'); i >= 0; i = s.indexOf('|', i + 1)) n++;
  return n;
}

const isRuleStart = (t: string) => t.startsWith('|') && t.includes('--') && RULE_PIECE.test(t);
/** `---|---|---|`: a whole rule row of a table whose cells close with a pipe and open with none. */
const isClosedCellRule = (t: string) =>
  !t.startsWith('|') && t.endsWith('|') && t.includes('--') && RULE_PIECE.test(t) && pipes(t) >= 2;
/** A line that starts a row: an opening pipe, or (cells closed by pipes) a closing one. */
const startsRow = (t: string, closedCells: boolean) => (closedCells ? t.endsWith('|') : t.startsWith('|'));

/** `row` + `next` as one line: no space inside a link (`[Intro]` / `(url`, or a URL broken mid-word). */
function join(row: string, next: string): string {
  const linkTarget = row.lastIndexOf('](');
  const inLink =
    (row.endsWith(']') && next.startsWith('(')) || (linkTarget >= 0 && !row.includes(')', linkTarget));
  return `${row}${inLink ? '' : ' '}${next}`;
}

/** The rule row starting at `at`, joined with its broken-off pieces: its text and its last line. */
function ruleAt(texts: string[], at: number): { text: string; last: number } | null {
  let text = texts[at]!.trim();
  if (!isRuleStart(text)) return null;
  let last = at;
  while (!text.endsWith('|') && last + 1 < texts.length && last - at < MAX_PIECES) {
    const next = texts[last + 1]!.trim();
    if (!next || !RULE_PIECE.test(next)) break;
    text += next;
    last++;
  }
  return text.endsWith('|') ? { text, last } : null;
}

/** The first line of the header above the rule at `rule`, when its lines hold `count` pipes. */
function headerStart(texts: string[], rule: number, count: number, closedCells: boolean): number {
  let sum = 0;
  for (let k = rule - 1; k >= 0 && rule - k <= MAX_PIECES; k--) {
    const t = texts[k]!.trim();
    if (!t) return -1;
    sum += pipes(t);
    if (sum > count) return -1;
    if (sum === count && startsRow(t, closedCells)) return k;
  }
  return -1;
}

/**
 * The lines from `from` joined into rows of `count` pipes; `drop` collects the joined-away indices.
 * Returns the index after the table.
 */
function joinRows<T extends { text: string }>(
  pieces: T[],
  from: number,
  count: number,
  drop: Set<number>,
  closedCells: boolean,
): number {
  let row = -1;
  let i = from;
  for (; i < pieces.length; i++) {
    const t = pieces[i]!.text.trim();
    if (!t) break;
    const open = row >= 0 ? pieces[row]!.text.trim() : '';
    const n = pipes(t);
    const fits =
      row >= 0 && pipes(open) < count && pipes(open) + n <= count && (n > 0 || !open.endsWith('|'));
    if (fits) {
      pieces[row] = { ...pieces[row]!, text: join(open, t) };
      drop.add(i);
    } else if (startsRow(t, closedCells)) row = i;
    else break;
  }
  return i;
}

/** The document's lines with every printed pipe table's broken rows joined (joined-away lines removed). */
export function joinPrintedPipeRows<T extends { text: string }>(pieces: T[]): T[] {
  const texts = pieces.map((p) => p.text);
  const out = [...pieces];
  const drop = new Set<number>();
  for (let i = 0; i < texts.length; i++) {
    const closedCells = isClosedCellRule(texts[i]!.trim());
    const rule = closedCells ? { text: texts[i]!.trim(), last: i } : ruleAt(texts, i);
    if (!rule) continue;
    const count = pipes(rule.text);
    const head = headerStart(texts, i, count, closedCells);
    if (head < 0) continue;
    const header = texts.slice(head, i).map((t) => t.trim());
    if (header.length > 1 || rule.last > i) {
      out[head] = { ...out[head]!, text: header.reduce(join) };
      out[i] = { ...out[i]!, text: rule.text };
      for (let k = head + 1; k < i; k++) drop.add(k);
      for (let k = i + 1; k <= rule.last; k++) drop.add(k);
    }
    i = joinRows(out, rule.last + 1, count, drop, closedCells) - 1;
  }
  return drop.size ? out.filter((_, k) => !drop.has(k)) : pieces;
}
