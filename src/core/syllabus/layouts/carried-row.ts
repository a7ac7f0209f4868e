/**
 * A table row that gives only its class number and date (`5, 6 | W 9.18`), its topic and reading
 * carried onto a later row without number or date (`| | Discovery | Ch. 4`): the later row fills the
 * session the first one opened instead of opening an undated one of its own.
 */
import type { LayoutContext } from './context';
import type { Session } from './session';

export function carriedRowSession(ctx: LayoutContext): Session | null {
  const s = ctx.current;
  return s && (s.date || s.classNo !== undefined) && !s.topics.length && !s.readings.length ? s : null;
}
