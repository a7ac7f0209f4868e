/**
 * A lecture's topic cell that ends with the book sections it covers, in a table without a reading
 * column: `Lecture 3: Limits of sequences [SM] 8.1`, `Lecture 5: Infinite series, continued [SM] 8.3,
 * 8.4`. The bracketed book label (defined once in the preamble: "[SM] means the course textbook") and
 * its section numbers are the class's reading, the topic before them its title. The label alone is
 * weak evidence, so the document's layout decides: at least three dated classes end their topic with
 * the same label and sections. Homework cells (`[SM] 8.1 #4,10ab due Thu`) have problem numbers after
 * the sections and are not such a tail. Confidence 65: the evidence is the layout.
 */
import type { Session } from './layouts/session';
import type { ReadingDraft } from './readings';

const TAIL_CONFIDENCE = 65;
const MIN_CLASSES = 3;
/** `[SM] 8.1`, `[SM] 8.3, 8.4`: a bracketed book label and its section numbers, nothing after. */
const BOOK_SECTIONS = /^\[([A-Z]{1,4})\]\s?\d{1,2}\.\d{1,2}(?:,\s?\d{1,2}\.\d{1,2}){0,5}$/;
/** `Lecture 3: ` before the topic. */
const CLASS_LABEL = /^(?:lecture|class|session|lesson|meeting)\s+\d{1,2}\s*[:.–—-]\s*/i;

interface TopicSections {
  label: string;
  title: string;
  citation: string;
}

function topicSections(cell: string): TopicSections | null {
  const t = cell.trim();
  const at = t.lastIndexOf('[');
  if (at < 1) return null;
  const tail = t.slice(at);
  const m = BOOK_SECTIONS.exec(tail);
  if (!m) return null;
  const title = t.slice(0, at).trim().replace(CLASS_LABEL, '');
  return /[A-Za-z]{3}/.test(title) ? { label: m[1]!, title, citation: tail } : null;
}

/** Adds the book sections at the end of each dated class's topic as its reading, when the document writes them so. */
export function readTopicBookSections(sessions: readonly Session[]): void {
  const rows = sessions.flatMap((s) => {
    if (!s.date || s.isWeek || s.noClass || s.readings.length) return [];
    const found = s.topics
      .flatMap((t) => t.split(/ \| | — /))
      .map(topicSections)
      .find(Boolean);
    return found ? [{ s, found }] : [];
  });
  const count = new Map<string, number>();
  for (const { found } of rows) count.set(found.label, (count.get(found.label) ?? 0) + 1);
  for (const { s, found } of rows) {
    if ((count.get(found.label) ?? 0) < MIN_CLASSES) continue;
    const draft: ReadingDraft = {
      title: found.title,
      citation: found.citation,
      pages: null,
      confidence: TAIL_CONFIDENCE,
      score: 0,
      features: [],
      page: s.page,
      line: s.line,
    };
    s.readings.push(draft);
  }
}
