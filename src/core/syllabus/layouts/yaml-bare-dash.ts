/**
 * A YAML list whose items put the dash alone on its line, the item's keys on the lines below:
 *
 *     -
 *       week: 1
 *       reading:
 *         -
 *           author: Hutchins
 *           title: Milestones in MT
 *
 * is the same data as `- week: 1` / `- author: Hutchins`. Each bare dash is folded into the first key
 * line below it (one line for one line: the dash's own line is left empty), so the data-file reader
 * sees the `- key: value` items it knows. The key keeps its column, which is the column of the
 * item's other keys.
 */

/** A dash alone on its line (trailing spaces allowed). */
const BARE_DASH = /^( *)-\s*$/;
/** `key: value`, the key a lowercase identifier as data files write them. */
const KEY_LINE = /^( *)[a-z][a-z0-9_-]*:(?: |$)/;

export function foldBareDashes(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const dash = BARE_DASH.exec(out[i]!);
    if (!dash) continue;
    let j = i + 1;
    while (j < out.length && !out[j]!.trim()) j++;
    const key = j < out.length ? KEY_LINE.exec(out[j]!) : null;
    const column = key ? key[1]!.length : -1;
    if (!key || column <= dash[1]!.length || column < 2) continue;
    out[i] = '';
    out[j] = `${' '.repeat(column - 2)}- ${out[j]!.trimStart()}`;
  }
  return out;
}
