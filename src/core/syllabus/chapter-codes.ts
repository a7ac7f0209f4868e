/**
 * Classes named by the chapter they cover, as a bare code: `Tuesday, Mar. 19 — Q11`, `Apr. 2 — R1`,
 * `Friday — Finish Q10`. Books split into lettered parts (Q for quantum, R for relativity; `B3`,
 * `M12.2`) are assigned that way, one code per class. A code alone says nothing to the classifier, so
 * the document's layout decides: when at least three dated classes are named by a bare code alone, each
 * dated class's part that is a code of the same letters (a verb such as `Finish` or `start` before
 * it allowed, two codes joined by `and`) is its reading. A code with words after it (`Q15.5 on
 * Fission?`) or inside a sentence (`Exam 3 covering ... Q10, Q11`) is not. Such a reading's confidence
 * stays in the 60-79 band: the evidence is the layout, not the text.
 */
import type { Session } from './layouts/session';
import type { ReadingDraft } from './readings';

const CODE_CONFIDENCE = 65;
const MIN_CLASSES = 3;
const CODE = String.raw`([A-Z]{1,2})\d{1,2}(?:\.\d{1,2})?`;
const VERB = String.raw`(?:(?:[Ff]inish|[Ss]tart|[Bb]egin|[Cc]ontinue|[Rr]ead)\s+)`;
/** `Q11`, `Finish Q10`, `Finish Q9 and start Q10`: the whole part is one or two codes. */
const CODE_PART = new RegExp(`^${VERB}?${CODE}(?:\\s+and\\s+${VERB}?[A-Z]{1,2}\\d{1,2}(?:\\.\\d{1,2})?)?$`);
const BARE_CODE = new RegExp(`^${CODE}$`);
/** Homework, problem-set, lab, exam and quiz numbers are codes of tasks, not of chapters. */
const TASK_LETTERS = /^(?:HW|PS|PA|EX|LB|QZ|TA|L|P|E|H)$/;

/** A class's topic split at its dashes: `Finish Q9 and start Q10 — Study ... — Integration by parts`. */
function parts(topic: string): string[] {
  return topic
    .split(/\s[—–]\s|\s-{2,3}\s/)
    .map((p) => p.replace(/^[\s—–:-]+/, '').trim())
    .filter(Boolean);
}

function codeLetters(part: string): string | null {
  const m = BARE_CODE.exec(part);
  return m && !TASK_LETTERS.test(m[1]!) ? m[1]! : null;
}

/** The letters of the bare codes naming dated classes, when at least MIN_CLASSES classes are named so. */
function chapterLetters(sessions: readonly Session[]): Set<string> {
  const count = new Map<string, number>();
  for (const s of sessions) {
    if (!s.date || s.isWeek || s.topics.length !== 1) continue;
    const p = parts(s.topics[0]!);
    const letters = p.length === 1 ? codeLetters(p[0]!) : null;
    if (letters) count.set(letters, (count.get(letters) ?? 0) + 1);
  }
  const total = [...count.values()].reduce((a, n) => a + n, 0);
  return new Set(total >= MIN_CLASSES ? count.keys() : []);
}

/** Adds each dated class's chapter-code part as its reading, when the document names classes that way. */
export function readChapterCodes(sessions: readonly Session[]): void {
  const letters = chapterLetters(sessions);
  if (!letters.size) return;
  for (const s of sessions) {
    if (!s.date || s.isWeek || s.noClass || s.readings.length) continue;
    for (const part of s.topics.flatMap(parts)) {
      const m = CODE_PART.exec(part);
      if (!m || !letters.has(m[1]!)) continue;
      const draft: ReadingDraft = {
        title: part,
        citation: null,
        pages: null,
        confidence: CODE_CONFIDENCE,
        score: 0,
        features: [],
        page: s.page,
        line: s.line,
      };
      s.readings.push(draft);
    }
  }
}
