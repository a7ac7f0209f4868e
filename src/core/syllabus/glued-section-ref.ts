/**
 * A flattened table whose cells were glued together: `Sep 14, 2020HW03A3: 1-4VectorsForce Table` is a
 * date cell, a homework id (`HW03A`), a `chapter: sections` reference (`3: 1-4`) and the topic that
 * reference covers, then the next cell (`Force Table`). A reference glued straight onto a capitalised
 * title is a cell boundary, and a `chapter: sections` cell in front of a title is the reading for that
 * title. When at least three dated rows start that way, each such row's reference and title (cut at
 * the next glued cell, a lower-case letter followed by a capital) are its reading, confidence 65: the
 * evidence is the layout, not the text.
 */
import type { Session } from './layouts/session';
import type { ReadingDraft } from './readings';

const REF_CONFIDENCE = 65;
const MIN_ROWS = 3;
/** An optional glued id (`HW03A`), then `chapter: sections` glued onto a capitalised title. */
const GLUED_REF = /^(?:[A-Z]{1,3}\d{1,2}[A-Z]?)?(\d{1,2}):\s?(\d{1,2}(?:\s?[-–]\s?\d{1,2})?)(?=[A-Z])/;

/** The title up to the next glued cell: `Kepler's lawsPendulum 2` -> `Kepler's laws`. */
function firstCell(text: string): string {
  for (let i = 1; i < text.length; i++) {
    const a = text.charCodeAt(i - 1);
    const b = text.charCodeAt(i);
    if (a >= 97 && a <= 122 && b >= 65 && b <= 90) return text.slice(0, i);
  }
  return text;
}

interface GluedRef {
  citation: string;
  title: string;
}

function gluedRef(topic: string): GluedRef | null {
  const m = GLUED_REF.exec(topic.trim());
  if (!m) return null;
  const title = firstCell(topic.trim().slice(m[0].length)).trim();
  return title ? { citation: `${m[1]}: ${m[2]}`, title } : null;
}

/** Adds each dated row's glued `chapter: sections` reference and its title as the row's reading. */
export function readGluedSectionRefs(sessions: readonly Session[]): void {
  const rows = sessions.flatMap((s) => {
    if (!s.date || s.isWeek || s.readings.length || !s.topics[0]) return [];
    const ref = gluedRef(s.topics[0]);
    return ref ? [{ s, ref }] : [];
  });
  if (rows.length < MIN_ROWS) return;
  for (const { s, ref } of rows) {
    const draft: ReadingDraft = {
      title: ref.title,
      citation: ref.citation,
      pages: null,
      confidence: REF_CONFIDENCE,
      score: 0,
      features: [],
      page: s.page,
      line: s.line,
    };
    s.readings.push(draft);
  }
}
