/**
 * A corpus text (markdown, pipe tables, reStructuredText grid tables) rendered as the HTML of a
 * student's real document: headings as headings, pipe and grid tables as ruled HTML tables whose cells
 * wrap (a repeated header row on each printed page), bullets and numbered lists as lists, links as their
 * text, paragraphs joined as markdown joins them. Used by scripts/make-syllabus-scans.ts for the
 * `generated3` folder; line-based and linear (no backtracking regex on the texts).
 */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inline markdown: bold, italics, links as their text, code marks and `<br>` as a line break. */
export function inline(raw: string): string {
  return escapeHtml(raw)
    .replace(/&lt;br\s*\/?&gt;/gi, '<br>')
    .replace(/\[([^\]]*)\]\([^)\s]*(?: "[^"]*")?\)/g, '<u>$1</u>')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '<u>$1</u>')
    .replace(/\*\*([^*]+)\*\*/g, '<b>$1</b>')
    .replace(/\*([^*\s][^*]*)\*/g, '<i>$1</i>')
    .replace(/`([^`]+)`_?/g, '$1')
    .replace(/\{\.[^}]*\}/g, '')
    .replace(/\\([_*[\]#])/g, '$1');
}

/** A markdown table's rule row: only pipes, dashes, colons and spaces, with a run of dashes. */
const isRule = (line: string) => line.includes('---') && /^[\s|:-]+$/.test(line);
const pipeCount = (line: string) => line.split('|').length - 1;
const isGridRule = (line: string) => /^\s*\+[-=+]+\+\s*$/.test(line);
const BULLET = /^(\s*)([-*+•])\s+(.*)$/;
const NUMBERED = /^(\s*)(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const SETEXT = /^\s*(={3,}|-{3,}|#{3,})\s*$/;

/** A pipe row's cells (outer pipes optional). */
export function pipeCells(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|')) s = s.slice(0, -1);
  return s.split('|').map((c) => c.trim());
}

function tableHtml(head: string[][], body: string[][]): string {
  const width = Math.max(...head.map((r) => r.length), ...body.map((r) => r.length));
  const row = (cells: string[], tag: 'th' | 'td') =>
    `<tr>${Array.from({ length: width }, (_, i) => `<${tag}>${inline(cells[i] ?? '')}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${head.map((r) => row(r, 'th')).join('')}</thead><tbody>${body
    .map((r) => row(r, 'td'))
    .join('')}</tbody></table>`;
}

/** A pipe table from `start` (its header rows, the rule, the rows); returns the HTML and the next line. */
function pipeTable(lines: string[], start: number): { html: string; next: number } {
  const head: string[][] = [];
  let i = start;
  while (i < lines.length && !isRule(lines[i]!)) head.push(pipeCells(lines[i++]!));
  i++;
  const body: string[][] = [];
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (isRule(line)) continue;
    if (pipeCount(line) < 1 || !line.trim()) break;
    body.push(pipeCells(line));
  }
  return { html: tableHtml(head, body), next: i };
}

/** A reStructuredText grid table: `+---+` rules between rows, each cell's lines kept as lines. */
function gridTable(lines: string[], start: number): { html: string; next: number } {
  const rows: string[][] = [];
  let cells: string[][] = [];
  let i = start;
  for (; i < lines.length && (isGridRule(lines[i]!) || lines[i]!.trim().startsWith('|')); i++) {
    const line = lines[i]!;
    if (isGridRule(line)) {
      if (cells.length) rows.push(cells.map((c) => c.filter((t) => t).join('<br>')));
      cells = [];
      continue;
    }
    pipeCells(line).forEach((c, k) => {
      cells[k] ??= [];
      cells[k]!.push(c);
    });
  }
  return { html: tableHtml([], rows), next: i };
}

/** The start of a pipe table: a row with pipes whose header rows lead to a rule row. */
function tableStartsAt(lines: string[], i: number): boolean {
  for (let j = i; j < lines.length && j < i + 3; j++) {
    if (isRule(lines[j]!)) return j > i;
    if (pipeCount(lines[j]!) < 1) return false;
  }
  return false;
}

/** Front matter, `<style>` blocks and pandoc `:::` fences: not part of the printed document. */
export function printable(text: string): string[] {
  const lines = text.replace(/\r/g, '').split('\n');
  const out: string[] = [];
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = 1;
    while (i < lines.length && lines[i]!.trim() !== '---') i++;
    i++;
  }
  let inStyle = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*<style/i.test(line)) inStyle = true;
    if (!inStyle && !/^\s*:::/.test(line)) out.push(line);
    if (/<\/style>/i.test(line)) inStyle = false;
  }
  return out;
}

function listItem(line: string): { tag: 'ul' | 'ol'; depth: number; body: string; n?: number } | null {
  const b = BULLET.exec(line);
  if (b) return { tag: 'ul', depth: Math.floor(b[1]!.length / 2), body: b[3]! };
  const n = NUMBERED.exec(line);
  if (n) return { tag: 'ol', depth: Math.floor(n[1]!.length / 2), body: n[3]!, n: Number(n[2]) };
  return null;
}

/** The document's body HTML. */
export function documentHtml(text: string): string {
  const lines = printable(text);
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
  };
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    const next = lines[i + 1] ?? '';
    const item = listItem(line);
    if (!line.trim()) {
      flush();
      i++;
    } else if (isGridRule(line)) {
      flush();
      const t = gridTable(lines, i);
      out.push(t.html);
      i = t.next;
    } else if (pipeCount(line) >= 1 && tableStartsAt(lines, i)) {
      flush();
      const t = pipeTable(lines, i);
      out.push(t.html);
      i = t.next;
    } else if (HEADING.test(line)) {
      flush();
      const [, marks, body] = HEADING.exec(line)!;
      out.push(`<h${marks!.length}>${inline(body!)}</h${marks!.length}>`);
      i++;
    } else if (!para.length && SETEXT.test(next) && !item) {
      out.push(
        `<h${next.trim().startsWith('-') ? 2 : 1}>${inline(line)}</h${next.trim().startsWith('-') ? 2 : 1}>`,
      );
      i += 2;
    } else if (item) {
      flush();
      const start = item.n === undefined ? '' : ` value="${item.n}"`;
      out.push(
        `<${item.tag} style="margin-left:${item.depth * 1.6}em"><li${start}>${inline(item.body)}</li></${item.tag}>`,
      );
      i++;
    } else {
      para.push(line.trim());
      i++;
    }
  }
  flush();
  return out.join('\n');
}
