/**
 * A work the document names on three or more readings, each from a line of its own (`Eloquent
 * JavaScript` under session after session, a casebook named for every class): the syllabus repeats it as
 * its course text. Such a reading needs no context to vouch for it, so the share of its context kind
 * that names no specific work (`weakContext`, confidence-signals.ts) does not keep it under the taken-
 * reading floor (taken-reading-floor.ts). A title the structurer made up (`Assigned pages`) names no work,
 * and a one-word title (`Read`, `Textbook`) too little of one.
 */
import type { ReadingDraft } from './readings';
import { UNTITLED_READING } from './untitled-reading';

/** Readings (from different lines) a title needs before it counts as named again. */
export const MIN_NAMINGS = 3;
/** Words (runs of letters or digits) a title needs. */
const MIN_WORDS = 2;

const WORDS = /[\p{L}\p{N}]+/gu;

/** The title's words, lower-cased, joined by one space: the key two namings share ('' below MIN_WORDS words). */
function titleKey(title: string): string {
  const words = title.toLowerCase().match(WORDS) ?? [];
  return words.length < MIN_WORDS ? '' : words.join(' ');
}

/** The readings whose title the document names on MIN_NAMINGS or more readings of different lines. */
export function titlesNamedAgain(drafts: readonly ReadingDraft[]): Set<ReadingDraft> {
  const lines = new Map<string, Set<string>>();
  const keys = drafts.map((d) => {
    const key = d.title === UNTITLED_READING ? '' : titleKey(d.title);
    if (!key) return '';
    const at = lines.get(key) ?? new Set<string>();
    at.add(`${d.page}:${d.line}`);
    lines.set(key, at);
    return key;
  });
  return new Set(drafts.filter((_, i) => (lines.get(keys[i]!)?.size ?? 0) >= MIN_NAMINGS));
}
