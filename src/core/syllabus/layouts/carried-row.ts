/**
 * A table row that gives only its class number and date (`5, 6 | W 9.18`), its topic and reading
 * carried onto a later row without number or date (`| | Discovery | Ch. 4`): the later row fills the
 * session the first one opened instead of opening an undated one of its own.
 */
import type { LayoutContext } from './context';
import type { Session } from './session';

/** The session a row fills: the open one when the row carries its cells (`bare`: no number or date), else `row`, started. */
export function startRow(ctx: LayoutContext, bare: boolean, row: Session): Session {
  const s = ctx.current;
  const carried = bare && s && (s.date || s.classNo !== undefined) && !s.topics.length && !s.readings.length;
  return carried ? s : ctx.start(row);
}
