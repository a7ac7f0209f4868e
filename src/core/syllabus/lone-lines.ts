/**
 * One line per dated class: a schedule that puts each class's reading alone on the line under its
 * date ("Jan. 22" / "Meditation II"). When several classes show that layout (their lone line was
 * taken as a reading), the lone line of the other classes is their reading too, if it names a work
 * (a possessive author, a book's roman numeral, a quoted title) and is no break, exam or task. The
 * classifier alone finds no evidence in "Meditation II"; the layout of the document does, so such a
 * reading's confidence stays in the 60-79 band.
 */
import { isLinkOrNote } from './classify';
import type { Session } from './layouts/session';
import type { ReadingDraft } from './readings';
import { isAdministrative, isNoClass } from './signals';

const LONE_CONFIDENCE = 65;
/** "Leibniz’s Monadology", "Meditation II", "“The Circular Ruins”": a work named by its shape. */
const NAMES_A_WORK = /[\p{Lu}][\p{L}]+[’']s?\s+[\p{Lu}]|\b[IVX]{1,5}\b(?![.)]\s)|["“][^"”]{3,}["”]/u;
const NOT_A_WORK =
  /\b(?:due|exam|quiz|review|paper|essay|presentations?|tutorials?|wrap|discussion|no class)\b|\?/i;

function namesAWork(text: string): boolean {
  return (
    text.length <= 160 &&
    /^[\p{Lu}"“]/u.test(text) &&
    NAMES_A_WORK.test(text) &&
    !NOT_A_WORK.test(text) &&
    !isNoClass(text) &&
    !isAdministrative(text) &&
    !isLinkOrNote(text)
  );
}

/** Adds the lone line of each dated class without a reading as its reading, when the document's layout says so. */
export function readLoneLines(sessions: readonly Session[]): void {
  const lone = sessions.filter((s) => s.date && !s.isWeek && s.free?.count === 1);
  const taken = lone.filter(
    (s) => s.readings.length > 0 && s.readings.every((r) => r.line === s.free!.first.line),
  );
  if (taken.length < 3 || lone.length < 5) return;
  for (const s of lone) {
    if (s.readings.length || s.noClass) continue;
    const l = s.free!.first;
    const text = l.text.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
    if (!namesAWork(text)) continue;
    const draft: ReadingDraft = {
      title: text.slice(0, 1000),
      citation: null,
      pages: null,
      confidence: LONE_CONFIDENCE,
      score: 0,
      features: [],
      page: l.page,
      line: l.line,
    };
    s.readings.push(draft);
    s.topics = s.topics.filter((t) => t !== l.text);
  }
}
