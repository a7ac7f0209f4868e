/** Reading a markdown pipe table's rows as plain cell texts (day-name-columns.ts, section-topic-column.ts). */

/** The `|---|:--|` rule under a pipe table's header. */
export const PIPE_RULE_ROW = /^\s*\|?\s*:?-{2,}/;

/** A pipe row's cells as plain text: split at every bar, emphasis and code marks (`*`, `_`, `` ` ``) dropped, trimmed. */
export function pipeCellTexts(row: string): string[] {
  return row.split('|').map((c) => c.replace(/[*_`]/g, '').trim());
}
