/**
 * One prose sentence that assigns two passages, each with its own clause: `read pp. 1-19 for class
 * discussion and pp. 20-24 for background`, `Read pp. 1-31 of the casebook, and then skim pp. 31-42`.
 * Each `pp.` reference with the words that follow it is a reading of its own, so the sentence is cut
 * before the `and` that leads to the second reference. A plain list of ranges (`pp. 1-19 and pp.
 * 20-24`, `pp. 5-9, 12-15`) has no words between them and stays one reading.
 */
import { matchesOf } from './matches';

/** A page reference that says it is one: `pp. 1-19`, `p. 5`, `pages 20-24`, `pgs. 3-4`. */
const PAGE_REF = /\b(?:pp?|pgs?|pages?)\.?\s*\d+(?:\s*[-–]\s*\d+)?/gi;
/** The join before the next reference: `and`, `, and then`, `and then skim`. */
const JOIN = /,?\s+and\s+(?:then\s+)?(?:[a-z]+\s+)?$/i;
const JOIN_WORDS = /^,?\s+and\s+(?:then\s+)?/i;
/** A second passage that is only a verb and its pages: `skim pp. 31-42.` */
const BARE_REF = /^(?:[a-z]+\s+)?(?:pp?|pgs?|pages?)\.?\s*\d+(?:\s*[-–]\s*\d+)?\s*[.,;]?\s*$/i;
/** Words of a clause after a range (`for class discussion`, `of the casebook`), not only numbers. */
const CLAUSE_WORD = /[A-Za-z]{3,}/;
/** A clause between two references of one sentence is short; longer text is not searched (linear time). */
const MAX_CLAUSE = 160;

export function splitClauseRanges(sentence: string): string[] {
  const refs = matchesOf(PAGE_REF, sentence);
  if (refs.length < 2) return [sentence];
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i < refs.length; i++) {
    const prev = refs[i - 1]!;
    const prevEnd = prev.index! + prev[0].length;
    const mid = sentence.slice(prevEnd, refs[i]!.index);
    if (mid.length > MAX_CLAUSE) continue;
    const join = JOIN.exec(mid);
    if (!join || !CLAUSE_WORD.test(mid.slice(0, join.index))) continue;
    const cut = prevEnd + join.index;
    const first = sentence.slice(start, cut).trim();
    out.push(first);
    // The second passage starts after the join's `and` / `and then`.
    start = cut + (JOIN_WORDS.exec(join[0])?.[0].length ?? 0);
    // A last `and then skim pp. 31-42` names no work: it is more of the first (`pp. 31-42 of the casebook`).
    if (i === refs.length - 1 && BARE_REF.test(sentence.slice(start))) {
      out.push(first.replace(prev[0], refs[i]![0]));
      start = sentence.length;
    }
  }
  if (start < sentence.length) out.push(sentence.slice(start).trim());
  return out;
}
