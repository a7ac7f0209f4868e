/**
 * A syllabus shared as its Typst source (written by hand or by Quarto's Typst output): `#let` / `#show` /
 * `#set` / `#import` definitions, whose code runs over many lines of brackets, `= Heading` lines (`==`
 * one level down) each perhaps followed by a `<label>` line, and markup calls in the text: `#strong[Reading];:`,
 * `#emph[Title]`, `#link("url")[text]`, citations `#cite(<Key>, form: "prose")` and `@Key` / `@Key[note]`.
 * Read as it is, the template code is taken for text and a citation loses its key (`#cite(, form: ...)`).
 * This rewrites the source line for line into the Markdown the other passes know: definitions and labels
 * empty, headings `#` headings, calls their text, a citation its key; the sibling `==` sections of an
 * undated outline whose sections name readings are numbered units (`1. Title`). One output line per input line.
 */

/** A line opening a definition or setting (or the bibliography's call), which is no text of the page. */
const DEFINITION = /^\s*#(?:let|show|set|import|include|bibliography)\b/;
/** `= Course Outline`, `== Lectures`: a heading and its level. */
const HEADING = /^(={1,6})\s+(\S.*)$/;
/** `<course-outline>`: a label line, which names the heading above for references. */
const LABEL_LINE = /^\s*<[\w:.-]+>\s*$/;
/** `#cite(<Key>, form: "prose")`: a citation, read as its key. */
const CITE_CALL = /#cite\(\s*<([\w:.-]+)>[^()]{0,60}\)/g;
/** `@Key[note]` / `@Key`: a reference, read as its key (the bracketed note kept after it). */
const AT_REFERENCE = /(^|[\s([])@([A-Za-z][\w:.-]*)(?:\[([^\]]*)\])?/g;
/** `#link("url")[text]`: a link, read as its text. */
const LINK_CALL = /#link\("[^"]*"\)\[([^\]]*)\]/g;
/** `#strong[Reading]`, `#emph[Title]`, `#underline[x]`: markup, read as its text. */
const MARKUP_CALL = /#(?:strong|emph|underline|text|smallcaps)(?:\([^()]{0,40}\))?\[([^\]]*)\]/g;
/** `#h(1em)`, `#v(2pt)`, `#pagebreak()`, `#linebreak()`: spacing, no text. */
const SPACING_CALL = /#(?:h|v|pagebreak|linebreak|colbreak|parbreak)\([^()]{0,20}\)/g;
/** The `;` that closes a call before ordinary text (`#strong[Reading];:`, `form: "prose");,`). */
const CALL_END = /([\])]);/g;

/** Is the text Typst source: two definitions or more and two `=` headings or more? */
function isTypstSource(lines: readonly string[]): boolean {
  let definitions = 0;
  let headings = 0;
  for (const line of lines) {
    if (DEFINITION.test(line)) definitions++;
    else if (HEADING.test(line)) headings++;
    if (definitions >= 2 && headings >= 2) return true;
  }
  return false;
}

/** How much a line opens brackets, less what it closes (strings left out). */
function bracketDepth(line: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '\\') i++;
    else if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

/** The lines that belong to a definition: from its `#let` line until its brackets close. */
function definitionLines(lines: readonly string[]): boolean[] {
  const hidden = lines.map(() => false);
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (depth > 0) {
      hidden[i] = true;
      depth = Math.max(0, depth + bracketDepth(line));
    } else if (DEFINITION.test(line) || /^\s*\/\//.test(line)) {
      hidden[i] = true;
      depth = DEFINITION.test(line) ? Math.max(0, bracketDepth(line)) : 0;
    }
  }
  return hidden;
}

/** A line's markup read as text. */
function typstText(line: string): string {
  return line
    .replace(CALL_END, '$1')
    .replace(CITE_CALL, '$1')
    .replace(LINK_CALL, '$1')
    .replace(MARKUP_CALL, '$1')
    .replace(MARKUP_CALL, '$1')
    .replace(SPACING_CALL, '')
    .replace(AT_REFERENCE, (_m, lead: string, key: string, note?: string) =>
      note ? `${lead}${key} ${note}` : `${lead}${key}`,
    )
    .replace(/\\([@#*_<>$\\])/g, '$1');
}

/** `#strong[Reading];:`, `Readings:`: a section's reading label. */
const READING_LABEL = /^\s*(?:#strong\[)?readings?\b/i;
/** How many sibling sections must hold a reading label for the run to be an undated list of units. */
const MIN_READING_UNITS = 2;

/**
 * The `==` headings of an undated course outline, numbered in order: the sibling sections under one `=`
 * heading, two or more of which hold a reading label, are the course's units one after another (`1.
 * Title`, the numbered item of an undated list, numbered-topic.ts), as an outline of units is read.
 */
function unitNumbers(lines: readonly string[], hidden: readonly boolean[]): Map<number, number> {
  const numbers = new Map<number, number>();
  let run: { at: number; reading: boolean }[] = [];
  const close = () => {
    if (run.filter((u) => u.reading).length >= MIN_READING_UNITS)
      for (const [n, u] of run.entries()) numbers.set(u.at, n + 1);
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    if (hidden[i]) continue;
    const level = HEADING.exec(lines[i]!)?.[1]?.length;
    if (level === 1) close();
    else if (level === 2) run.push({ at: i, reading: false });
    else if (run.length && READING_LABEL.test(lines[i]!)) run[run.length - 1]!.reading = true;
  }
  close();
  return numbers;
}

/** The file's lines as Markdown, one output line per input line, or null when it is no Typst source. */
export function typstSourceLines(lines: readonly string[]): string[] | null {
  if (!isTypstSource(lines)) return null;
  const hidden = definitionLines(lines);
  const units = unitNumbers(lines, hidden);
  return lines.map((line, i) => {
    if (hidden[i] || LABEL_LINE.test(line)) return '';
    const heading = HEADING.exec(line);
    const unit = units.get(i);
    if (heading && unit) return `${unit}. ${typstText(heading[2]!)}`;
    if (heading) return `${'#'.repeat(heading[1]!.length)} ${typstText(heading[2]!)}`;
    return typstText(line);
  });
}
