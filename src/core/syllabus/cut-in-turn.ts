/** A cut of a text into pieces (the text alone when nothing cuts it). */
export type Cut = (text: string) => readonly string[];

/**
 * `text` cut by each of `cuts` in turn, every piece of one cut given to the next: what a chain of
 * `flatMap`s gives, without an array per piece and step while the text stays whole (most lines are cut by none).
 */
export function cutInTurn(text: string, cuts: readonly Cut[]): readonly string[] {
  let pieces: readonly string[] = [text];
  for (const cut of cuts) pieces = pieces.length === 1 ? cut(pieces[0]!) : pieces.flatMap((p) => cut(p));
  return pieces;
}
