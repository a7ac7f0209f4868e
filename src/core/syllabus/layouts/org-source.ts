/**
 * A syllabus shared as its Org-mode source (`#+TITLE:` keywords, `*` / `**` outline headings, drawers,
 * code blocks). Read as it is, what Org never exports is read as text — `:PROPERTIES:` drawers, `#+KEY:`
 * settings, `#+begin_src` blocks of Emacs Lisp, `* COMMENT` and `:noexport:` subtrees — and what it does
 * export is garbled: an `[[url][text]]` link loses its text, a `[cite:@Key]` citation its key, and class
 * headings numbered by an export macro (`** {{{n}}} ({{{ts}}}) Title`, the number and date made at
 * export) are no numbered classes. This rewrites the source line for line into the Markdown the other
 * passes know: hidden parts (comment lines `# ...` among them) empty, headings `#` headings, links and citations their text, and a run of
 * sibling headings that open with the same macro numbered in order (`2. Title`, the numbered item of an
 * undated list), as the export numbers them. One output line per input line.
 */

const KEYWORD = /^\s*#\+([A-Za-z_]+):\s*(.*)$/;
/** Keywords whose value is printed on the exported page (the term in `#+DATE: Fall 2016` dates the course). */
const PRINTED_KEYWORDS = new Set(['title', 'subtitle', 'date']);
const BLOCK_BEGIN = /^\s*#\+begin_([A-Za-z]+)/i;
const RESULTS = /^\s*#\+results:/i;
/** An Org comment line: `#` then a space or nothing (`# scrap Kuhn, ch. 3-5`); Org never exports it. */
const COMMENT_LINE = /^\s*#(?:\s|$)/;
const DRAWER = /^\s*:[A-Za-z][\w-]*:\s*$/;
const DRAWER_END = /^\s*:end:\s*$/i;
const HEADING = /^(\*+)\s+(.*)$/;
const TAG_LIST = /^:[\w@#%:]+:$/;
const NOEXPORT = /:noexport:\s*$/;
const COMMENT = /^COMMENT\b/;
const MACRO = /\{\{\{[^{}]*\}\}\}/g;
const LEADING_MACRO = /^\{\{\{([^{}(]*)/;
const ORG_LINK = /\[\[([^\][]*)\](?:\[([^\][]*)\])?\]/g;
const CITATION = /\[cite(?:\/[\w/-]*)?:([^\]]*)\]/g;
const ITALIC = /(^|[\s("“])\/([^/\n]+?)\/(?=$|[\s).,;:!?"”])/g;
/** How many sibling headings must open with the same macro to be a numbered run. */
const MIN_NUMBERED_RUN = 3;

/** Is the text Org source: two settings keywords or more and three outline headings or more? */
function isOrgSource(lines: readonly string[]): boolean {
  let keywords = 0;
  let headings = 0;
  for (const line of lines) {
    if (KEYWORD.test(line)) keywords++;
    else if (HEADING.test(line)) headings++;
  }
  return keywords >= 2 && headings >= 3;
}

/** A line's inline markup as the export shows it: links their text, citations their keys, italics plain. */
function orgText(line: string): string {
  return line
    .replace(ORG_LINK, (_m, target: string, text: string | undefined) => text ?? target)
    .replace(CITATION, (_m, keys: string) =>
      keys
        .split(';')
        .map((k) => k.trim().replace(/^@/, ''))
        .filter(Boolean)
        .join('; '),
    )
    .replace(ITALIC, '$1$2');
}

/** Which lines Org never exports: settings, blocks, drawers, results, commented and noexport subtrees. */
function hiddenLines(lines: readonly string[]): boolean[] {
  const hidden = lines.map(() => false);
  let block: string | null = null;
  let drawer = false;
  let results = false;
  let subtree = 0;
  lines.forEach((line, i) => {
    const heading = HEADING.exec(line);
    if (heading && !block && !(subtree && heading[1]!.length > subtree)) {
      const level = heading[1]!.length;
      subtree = COMMENT.test(heading[2]!) || NOEXPORT.test(heading[2]!) ? level : 0;
      hidden[i] = subtree > 0;
      drawer = false;
      return;
    }
    if (subtree) {
      hidden[i] = true;
      return;
    }
    if (block) {
      hidden[i] = true;
      if (line.trim().toLowerCase().startsWith(`#+end_${block}`)) block = null;
      return;
    }
    const begin = BLOCK_BEGIN.exec(line);
    if (begin) {
      block = begin[1]!.toLowerCase();
      hidden[i] = true;
      return;
    }
    if (drawer || DRAWER.test(line)) {
      hidden[i] = true;
      drawer = !DRAWER_END.test(line);
      return;
    }
    if (COMMENT_LINE.test(line)) {
      hidden[i] = true;
      return;
    }
    if (RESULTS.test(line)) results = true;
    else if (!line.trim()) results = false;
    if (results) hidden[i] = true;
  });
  return hidden;
}

/** For each heading line, its number when it is one of a run of siblings opening with the same macro. */
function macroNumbers(lines: readonly string[], hidden: readonly boolean[]): Map<number, number> {
  const numbers = new Map<number, number>();
  const runs = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const heading = HEADING.exec(line);
    if (!heading || hidden[i]) return;
    const macro = LEADING_MACRO.exec(heading[2]!);
    if (!macro) return;
    const key = `${heading[1]!.length}:${macro[1]!.trim()}`;
    runs.set(key, [...(runs.get(key) ?? []), i]);
  });
  for (const run of runs.values()) {
    if (run.length < MIN_NUMBERED_RUN) continue;
    run.forEach((i, k) => {
      numbers.set(i, k + 1);
    });
  }
  return numbers;
}

/** A heading's text without its trailing tags (`Date shifting :noexport:`), read without a backtracking pattern. */
function withoutTags(text: string): string {
  const trimmed = text.trimEnd();
  const space = trimmed.lastIndexOf(' ');
  return space > 0 && TAG_LIST.test(trimmed.slice(space + 1)) ? trimmed.slice(0, space) : trimmed;
}

/** For Org source, the text each source line is read as (same length as `lines`); otherwise null. */
export function orgSourceLines(lines: readonly string[]): string[] | null {
  if (!isOrgSource(lines)) return null;
  const hidden = hiddenLines(lines);
  const numbers = macroNumbers(lines, hidden);
  return lines.map((line, i) => {
    if (hidden[i]) return '';
    const keyword = KEYWORD.exec(line);
    if (keyword) return PRINTED_KEYWORDS.has(keyword[1]!.toLowerCase()) ? orgText(keyword[2]!) : '';
    const heading = HEADING.exec(line);
    if (!heading) return orgText(line);
    const text = orgText(withoutTags(heading[2]!).replace(MACRO, ''))
      .replace(/^\s*\(\s*\)\s*/, '')
      .trim();
    // A macro-numbered class is the numbered item of an undated list (numbered-topic.ts), one a week.
    const number = numbers.get(i);
    return number ? `${number}. ${text}` : `${'#'.repeat(heading[1]!.length)} ${text}`;
  });
}
