/**
 * The name a table's header cell gives its column. Wide tables break their header cells over lines
 * (`Week<br>#`, `Week&nbsp;of<br>Monday`, `Lecture<br>days`): the break (the entry break `¦` of
 * text.ts) and the no-break space are spaces in the name, so `Week ¦ #` names the week-number column
 * as `Week #` does. Emphasis marks are dropped.
 */
const BREAK_OR_SPACES = /\s*¦\s*|\s+/g;

export function headerName(cell: string): string {
  return cell.replace(/[*_]/g, '').replace(BREAK_OR_SPACES, ' ').trim();
}
