/**
 * A class or week line that ends with a list of textbook section numbers after its topic, the reading cell of a
 * table whose cells were run together on one printed line: `Week #6 Digestive System 22.5, 22.7, 22.8`, `Friday
 * Jan 26 Lecture quiz likely this week 13.1-13.2`, `Mon. Feb. 19- 23.1, 23.2, 23.3`, with an optional note in
 * parentheses after it (`23.3, 23.5 (no thermoregulation)`). The list is the class's reading, titled as written;
 * the words before it are the topic.
 *
 * Only numbers of the `chapter.section` shape (`12.1`, `3.4.2`, at most two digits a part), two or more of them or
 * one range (`12.1 -12.8`), separated by commas, spaces or range dashes: one trailing number (`Python 3.10`, a
 * version) does not count. A sentence full stop is not a section point, so `ends in 3. 4.` gives nothing. A list
 * after a bracketed book label (`Functions [KT] 1.2, 1.3`) is left to the label's reading, and one after a task's
 * label (`exercises 2: 4.2, 5.1(b)`, `Problems 3.1, 3.4`, `Quiz 2 - 6.1-6.3`) names the task's numbers, not a reading.
 */

/** The trailing list (at most eight numbers and their separators) and an optional parenthesised note. */
const TAIL = /(?:^|[\s(:–—-])((?:\d{1,2}\.\d{1,2}(?:\.\d{1,2})?[\s,–-]{0,3}){1,8})(\([^()]{1,40}\))?$/;
const SECTION = /\d{1,2}\.\d{1,2}(?:\.\d{1,2})?/g;
const RANGE = /\d\s?[-–]\s?\d/;
/** A task's label, with its number, just before the list (looked for in the topic's last characters only). */
const TASK_LABEL =
  /\b(?:exercises?|problems?|problem sets?|homework|hw|quiz(?:zes)?|exams?|tests?|labs?|assignments?|worksheets?|questions?)(?:\s{0,3}#?\d{1,3})?\s{0,3}[:.–—-]?$/i;
const TASK_LABEL_CHARS = 40;

/** Only the end of a line is looked at: the list and its note fit in this many characters. */
const TAIL_CHARS = 120;

export interface SectionTail {
  /** The words before the list, without the dash or comma that ends them ('' when the line is the list). */
  topic: string;
  /** The list and its note, as written. */
  sections: string;
}

export function sectionTail(text: string): SectionTail | null {
  const line = text.trimEnd();
  const from = Math.max(0, line.length - TAIL_CHARS);
  const m = TAIL.exec(line.slice(from));
  if (!m) return null;
  const list = m[1]!.replace(/[\s,–-]+$/, '');
  const count = list.match(SECTION)?.length ?? 0;
  if (count < 2 && !RANGE.test(list)) return null;
  const start = from + m.index + m[0].length - m[1]!.length - (m[2]?.length ?? 0);
  const topic = line
    .slice(0, start)
    .replace(/[\s,.:;–—-]+$/, '')
    .replace(/^[\s,.:;–—-]+/, '');
  // `Functions [KT] 1.2, 1.3`: a bracketed book label names the list's book; its reading is read with the label.
  if (topic.endsWith(']')) return null;
  if (TASK_LABEL.test(topic.slice(-TASK_LABEL_CHARS))) return null;
  const sections = `${list}${m[2] ? ` ${m[2]}` : ''}`;
  return { topic, sections };
}
