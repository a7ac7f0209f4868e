/**
 * A run-on list of passages from one source, all on one line: `Read the following: Areen, pp. 102-119
 * (Demos, Sorrentino) Areen, pp. 133-135 (Stiehm) Materials on the proposal`. When the same name opens
 * two or more `Name, pp. N` cites, the line is cut before each of them but the first (the words before
 * it stay with it). One linear pass; fewer than two cites of the same name leave the piece whole.
 */
import { matchesOf } from './matches';

/** `Areen, pp. 102`: a capitalised name, a comma and a page cite. */
const SOURCE_CITE = /(?<![\w'’-])([A-Z][\w'’-]{1,30}), pp?\.\s?\d/g;

export function splitRepeatedSource(piece: string): string[] {
  // Every cite holds `, p`: a piece without one is not scanned for them.
  if (!piece.includes(', p')) return [piece];
  const byName = new Map<string, number[]>();
  for (const m of matchesOf(SOURCE_CITE, piece)) {
    const at = byName.get(m[1]!) ?? [];
    at.push(m.index!);
    byName.set(m[1]!, at);
  }
  const cuts = [...byName.values()].find((at) => at.length >= 2);
  if (!cuts) return [piece];
  // The words before the first cite (`Read the following:`) stay with it.
  return cuts.map((start, i) => piece.slice(i ? start : 0, cuts[i + 1] ?? piece.length).trim());
}
