/**
 * A schedule kept as a YAML data file that a course site renders (Jekyll `_data/schedule.yml`,
 * Hugo data): no prose at all, only records such as `- date: '2025-08-26'`, `topic: ...`,
 * `reading: M&S 2-3`, or `- week: 3` over `readings:` lists of `- title:` / `- name:` / `- tag:`
 * items, beside `videos:`, `extra_resources:`, `homework:`, `discussion:` lists that are not readings.
 * Read line by line, such a file is a wall of `key: value` pairs; this rewrites it, one line for
 * one line (source lines keep their numbers), into the shapes the other passes know: an ISO date (or a
 * slashed `1/6/2020`) becomes a dated heading, a folded `reading: >` its block's text, a week key a week heading, a weekday letter a weekday heading, and each
 * item of a list whose key says it is read (`reading`, `pre_readings`, `materials`) one bullet;
 * every other line is left empty. A reading item that links to a video host is a video.
 */
import { firstWeekdayDateKeys } from './weekday-date-keys';
import { MONTH_NAMES as MONTHS } from '../month-names';
import { foldBareDashes } from './yaml-bare-dash';

/** `key: value` or `- key: value`, the key a lowercase identifier as data files write them. */
const KEY_LINE = /^( *)(- +)?([a-z][a-z0-9_-]*):(?: +(.*))?$/;
/** `- value`: a list item with a scalar. */
const ITEM_LINE = /^( *)- +(.*)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.+-]+)?$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Weekday letters and abbreviations as schedule data writes them ("M", "W", "R", "Th", "Tue"). */
const DAY_CODES: Record<string, string> = {
  m: 'Monday',
  mon: 'Monday',
  t: 'Tuesday',
  tu: 'Tuesday',
  tue: 'Tuesday',
  w: 'Wednesday',
  wed: 'Wednesday',
  r: 'Thursday',
  th: 'Thursday',
  thu: 'Thursday',
  f: 'Friday',
  fri: 'Friday',
};
/** A key whose list or value is read: `reading`, `readings`, `pre_readings`, `materials`, `texts`. */
const READING_KEY = /read|^materials?$|^texts?$/;
/**
 * A key whose LIST holds the works a class requires (`required:` beside `recommended:`); as a scalar
 * (`required: true`) it is a flag, not a reading.
 */
const REQUIRED_LIST_KEY = /^required$/;
/** Keys inside a reading item that name the work, alone or after the kind of work (`paper-title`, `book_name`). */
const WORK_KEY = /^(?:[a-z]+[-_])?(?:title|name|tag|text|citation|reading|work)$/;
/** Keys inside a reading item that narrow the work to a part ("sect: - Ch. 1"). */
const PART_KEY = /^(?:sect|sects|section|sections|chapter|chapters|pages?)$/;
const LINK_KEY = /^(?:link|url|href)$/;
const VIDEO_HOST = /\b(?:youtube\.com|youtu\.be|vimeo\.com)\//i;
/** The item's own flag saying it is optional (`optional: true`, `optional: yes`). */
const OPTIONAL_FLAG = /^(?:optional|recommended)$/;
const TRUE_VALUE = /^(?:true|yes)$/i;

interface Entry {
  index: number;
  indent: number;
  dash: boolean;
  key: string | null;
  value: string;
}

/** A quoted scalar followed by a comment (`"2025-01-12" # the Sunday before`) without the comment. */
function withoutTrailingComment(text: string): string {
  const quote = text[0];
  if (quote !== '"' && quote !== "'") return text;
  const close = text.lastIndexOf(quote);
  if (close <= 0 || close === text.length - 1) return text;
  return text
    .slice(close + 1)
    .trimStart()
    .startsWith('#')
    ? text.slice(0, close + 1)
    : text;
}

/** A scalar as written, unquoted: trailing comment dropped, quotes and escapes and entities resolved. */
export function yamlScalar(raw: string): string {
  const text = withoutTrailingComment(raw.trim());
  let value: string;
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2)
    value = text.slice(1, -1).replace(/\\(["\\])/g, '$1');
  else if (text.startsWith("'") && text.endsWith("'") && text.length >= 2)
    value = text.slice(1, -1).replace(/''/g, "'");
  else {
    const hash = text.indexOf(' #');
    value = hash >= 0 ? text.slice(0, hash).trimEnd() : text;
  }
  return value.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
}

function parseEntry(text: string, index: number): Entry | null {
  const key = KEY_LINE.exec(text);
  if (key) {
    const indent = key[1]!.length + (key[2]?.length ?? 0);
    return { index, indent, dash: !!key[2], key: key[3]!, value: yamlScalar(key[4] ?? '') };
  }
  const item = ITEM_LINE.exec(text);
  if (item) return { index, indent: item[1]!.length + 2, dash: true, key: null, value: yamlScalar(item[2]!) };
  return null;
}

/** Is the text a YAML data file: nearly every line an entry, many records, no prose? */
function isYamlData(lines: readonly string[]): boolean {
  let content = 0;
  let entries = 0;
  let records = 0;
  let inBlock = -1;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#') || trimmed === '---') continue;
    content++;
    const indent = line.length - line.trimStart().length;
    if (inBlock >= 0 && indent > inBlock) {
      entries++;
      continue;
    }
    inBlock = -1;
    const e = parseEntry(line, 0);
    if (!e) continue;
    entries++;
    if (e.dash && e.key) records++;
    if (e.key && /^[|>][+-]?$/.test(e.value)) inBlock = line.length - line.trimStart().length;
  }
  return content >= 8 && records >= 3 && entries >= content * 0.95;
}

/** A US date with its year, as a spreadsheet or a hand-kept data file writes it: `1/6/2020`. */
const SLASHED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The year, month and day of an ISO date or a slashed month-first date (`1/6/2020`), or null. */
function dateParts(value: string): [number, number, number] | null {
  const iso = ISO_DATE.exec(value);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const slashed = SLASHED_DATE.exec(value);
  if (!slashed || Number(slashed[1]) > 12) return null;
  return [Number(slashed[3]), Number(slashed[1]), Number(slashed[2])];
}

/** An ISO or slashed date written out: `Tuesday, August 26, 2025`. */
function writtenDate(value: string): string | null {
  const parts = dateParts(value);
  if (!parts) return null;
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  if (Number.isNaN(date.getTime())) return null;
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  return `${weekday}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The weekday of an ISO or slashed date (0 = Sunday), or undefined. */
function dateWeekday(value: string): number | undefined {
  const parts = dateParts(value);
  const date = parts ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])) : null;
  return date && !Number.isNaN(date.getTime()) ? date.getUTCDay() : undefined;
}

function dateHeading(value: string): string | null {
  const written = writtenDate(value);
  return written === null ? null : `#### ${written}`;
}

/** A week key's value: `3`, or the week written as a name, `week3` / `Week 3` (a `week8.5` between weeks is none). */
const WEEK_VALUE = /^(?:week[ _-]?)?(\d{1,2})$/i;
/** A date key's value written out without a year: `Tuesday, September 1`, `Thusday, October 1`, `Sept. 8`. */
const WRITTEN_DATE = /^(?:[A-Za-z]{3,9}\.?,? +)?[A-Za-z]{3,9}\.? +\d{1,2}(?:, +\d{4})?$/;

/** A date key's value as a month and day without a year: `01/18`, `9/3`. */
const MONTH_DAY = /^(\d{1,2})\/(\d{1,2})$/;

/** A month/day date value (no year) as the dated heading it stands for (`#### 1/18`); null when it is no date. */
function monthDayHeading(value: string): string | null {
  const md = MONTH_DAY.exec(value);
  if (!md) return null;
  const month = Number(md[1]);
  const day = Number(md[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `#### ${month}/${day}` : null;
}

/** A date value written as words, as the dated heading it stands for; null when it names no month. */
function writtenDateHeading(value: string): string | null {
  if (!WRITTEN_DATE.test(value)) return null;
  const words = value.toLowerCase().match(/[a-z]+/g) ?? [];
  const names = MONTHS.map((m) => m.toLowerCase());
  const month = words.some((w) => names.some((m) => m.startsWith(w) && w.length >= 3));
  return month ? `#### ${value}` : null;
}

/** `semester_start`, `term_start_date`, `start_date`, `first_day`: the key of the term's first day. */
const TERM_START_KEY =
  /^(?:(?:semester|term|course|classes)_)?(?:start|begin)s?(?:_(?:date|day))?$|^first_(?:day|date)$/;

/** The line a structural entry (date, week, weekday, term) stands for, or null. */
function structuralLine(e: Entry): string | null {
  if (!e.key) return null;
  // The term's first day as the sentence the semester pass reads ("first day of the semester: ...").
  if (TERM_START_KEY.test(e.key) && e.indent === 0) {
    const written = writtenDate(e.value);
    return written === null ? null : `First day of the semester: ${written}`;
  }
  if (/date$/.test(e.key))
    return dateHeading(e.value) ?? writtenDateHeading(e.value) ?? monthDayHeading(e.value);
  if (/^week(?:_?(?:offset|number|no|num))?$/.test(e.key)) {
    const week = WEEK_VALUE.exec(e.value);
    if (week) return `### Week ${Number(week[1])}`;
  }
  if (e.key === 'day' && DAY_CODES[e.value.toLowerCase()]) return `#### ${DAY_CODES[e.value.toLowerCase()]}:`;
  if (/^(?:semester|term)$/.test(e.key) && /\b(?:19|20)\d{2}\b/.test(e.value)) return e.value;
  return null;
}

/** The `title:` of the record a `- day: W` entry opens, as the tail of its weekday heading (` Class Cancelled`). */
function dayTitle(entries: Entry[], k: number): string {
  const day = entries[k]!;
  for (let i = k + 1; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.indent < day.indent || (e.dash && e.indent <= day.indent)) break;
    if (e.indent === day.indent && e.key === 'title') return e.value ? ` ${e.value}` : '';
  }
  return '';
}

/** The entries under `entries[start]` (deeper indent), up to the first at its level or above. */
function childrenEnd(entries: Entry[], start: number): number {
  const own = entries[start]!;
  let end = start + 1;
  while (end < entries.length) {
    const e = entries[end]!;
    if (e.indent < own.indent || (e.dash && e.indent === own.indent)) break;
    end++;
  }
  return end;
}

/** Is the scalar item `entries[i]` a part listed under a part key of the item ("sect:" / "- Ch. 1")? */
function partOwner(entries: Entry[], start: number, i: number): boolean {
  const e = entries[i]!;
  for (let j = i - 1; j >= start; j--) {
    const p = entries[j]!;
    if (p.key !== null && p.indent < e.indent) return PART_KEY.test(p.key);
  }
  return false;
}

/** One reading item of a reading list (a mapping or a scalar), as a bullet text; null when a video. */
function readingItem(entries: Entry[], start: number, end: number): string | null {
  const first = entries[start]!;
  if (!first.key) return first.value || null;
  let work = '';
  const parts: string[] = [];
  for (let i = start; i < end; i++) {
    const e = entries[i]!;
    if (e.key && WORK_KEY.test(e.key) && !work) work = e.value;
    else if (e.key && LINK_KEY.test(e.key) && VIDEO_HOST.test(e.value)) return null;
    else if (e.key && OPTIONAL_FLAG.test(e.key) && TRUE_VALUE.test(e.value)) return null;
    else if (e.key && PART_KEY.test(e.key) && e.value) parts.push(e.value);
    else if (!e.key && partOwner(entries, start, i)) parts.push(e.value);
  }
  if (!work) return null;
  return parts.length ? `${work}, ${parts.join(', ')}` : work;
}

/** `reading: >` / `reading: |`: the value is the block of more indented lines below the key. */
const BLOCK_SCALAR = /^[|>][+-]?$/;

/** The text of the block scalar whose key is on line `at`: its more indented lines, joined. */
function blockScalar(lines: readonly string[], at: number): string {
  const indent = (line: string) => line.length - line.trimStart().length;
  const own = indent(lines[at]!);
  const parts: string[] = [];
  for (let i = at + 1; i < lines.length && lines[i]!.trim() && indent(lines[i]!) > own; i++)
    parts.push(lines[i]!.trim());
  return parts.join(' ');
}

/**
 * For a YAML data file, the text each source line is read as (same length as `lines`); otherwise
 * null and the lines are read as they are.
 */
export function yamlScheduleLines(source: readonly string[]): string[] | null {
  const lines = source.some((l) => l.trim() === '-') ? foldBareDashes(source) : source;
  if (!isYamlData(lines)) return null;
  const out = lines.map(() => '');
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim().startsWith('#')) continue;
    const e = parseEntry(line, i);
    if (e) entries.push(e);
  }
  // The key each entry sits under: the nearest earlier key entry with a smaller indent.
  const stack: Entry[] = [];
  const parents: (Entry | undefined)[] = [];
  for (const e of entries) {
    while (stack.length && stack[stack.length - 1]!.indent >= e.indent) stack.pop();
    parents.push(stack[stack.length - 1]);
    if (e.key) stack.push(e);
  }
  // `monday: 2015-01-26`: a record's first weekday-keyed date dates it (weekday-date-keys.ts).
  const weekdayDates = firstWeekdayDateKeys(entries, dateWeekday);
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    const structural = weekdayDates.has(k) ? dateHeading(e.value) : structuralLine(e);
    if (structural !== null) {
      out[e.index] = e.key === 'day' ? `${structural}${dayTitle(entries, k)}` : structural;
      continue;
    }
    const parent = parents[k];
    if (e.key && REQUIRED_LIST_KEY.test(e.key) && !e.value) {
      out[e.index] = 'Readings:';
      continue;
    }
    if (e.key && READING_KEY.test(e.key)) {
      // The key says what its value or list is: the label a reading column or block would carry.
      if (!e.value) out[e.index] = 'Readings:';
      else if (!/^[|>[{]/.test(e.value)) out[e.index] = `Reading: ${e.value}`;
      else if (BLOCK_SCALAR.test(e.value)) {
        const text = blockScalar(lines, e.index);
        if (text) out[e.index] = `Reading: ${text}`;
      }
      continue;
    }
    if (e.dash && parent?.key && (READING_KEY.test(parent.key) || REQUIRED_LIST_KEY.test(parent.key))) {
      const end = childrenEnd(entries, k);
      const text = readingItem(entries, k, end);
      if (text) out[e.index] = `- ${text}`;
      k = end - 1;
    }
  }
  weekBeforeDate(entries, out);
  return out;
}

/**
 * A record that gives its date before its week number (`- day:` / `date: 1/6/2020` / `week: 1`) has
 * its week heading read first: a week heading after the date would open the week without the date.
 */
function weekBeforeDate(entries: Entry[], out: string[]): void {
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    if (!e.dash || !e.key) continue;
    const end = childrenEnd(entries, k);
    let date = -1;
    for (let i = k; i < end; i++) {
      const line = out[entries[i]!.index]!;
      if (line.startsWith('#### ') && /date$/.test(entries[i]!.key ?? '')) date = entries[i]!.index;
      else if (date >= 0 && line.startsWith('### Week ')) {
        const week = entries[i]!.index;
        [out[date], out[week]] = [out[week]!, out[date]!];
        break;
      }
    }
  }
}
