/**
 * A numbered list nested under a numbered topic: `1. The history of economic history` at the margin, its
 * prose, a `Core readings:` label, then `   1. Robert Fogel “The New Economic History …”`, `   2. …` set a
 * few columns further right (an enumerate inside an enumerate). The inner list counts from 1 again; read
 * as numbered topics, its items opened a week each and pushed every later week's readings down. A
 * numbered line two or more columns right of the numbered line that opened the current session is an
 * item of that session when its list starts at 1 (later items at that indent follow it), not a topic.
 */
import type { PreparedLine } from '../prepare';
import type { Session } from './session';

/** The indent of the numbered line that opened each session. */
const openedAt = new WeakMap<Session, number>();
/** The indent of the nested list under each session, once its item 1 was seen. */
const nestedAt = new WeakMap<Session, number>();
const DEEPER = 2;

export function noteNumberedTopic(s: Session, l: PreparedLine): void {
  openedAt.set(s, l.indent);
}

/** Whether the numbered line `l` (number `no`) is an item of a list nested under session `s`. */
export function isNestedNumberedItem(s: Session | null, l: PreparedLine, no: number): boolean {
  if (!s) return false;
  const outer = openedAt.get(s);
  if (outer === undefined || l.indent < outer + DEEPER) return false;
  const inner = nestedAt.get(s);
  if (inner !== undefined) return l.indent >= inner;
  if (no !== 1) return false;
  nestedAt.set(s, l.indent);
  return true;
}
