/**
 * A numbered list whose numbers carry no point (`2 Selections from "..." (PDF) by John Austin.`,
 * `3 "Law as the Union of ..." ...`): a run of four or more lines, each opening with a number, a
 * space and a capital or a quote, the numbers counting up by one (blank lines may sit between). Such
 * a run is written back as the usual numbered list (`2. Selections from ...`) so the numbered-list
 * layouts read it; a lone line opening with a number (`1998 was ...`, `12 Angry Men`) is left alone,
 * and so is a table row whose first cell is a number (`1 Sept 3 Introduction`, column gaps, tabs).
 */
import { MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';
const BARE_NUMBER = /^(\d{1,3}) (?=[A-Z"“‘'])/;
/** A table row with a number column (`1 Sept 3 Introduction`, `2 Mon  Topic  Reading`): not a list item. */
const TABLE_ROW = new RegExp(`^\\d{1,3} (?:${MONTH_PATTERN}\\b|${WEEKDAY_PATTERN}\\b)|\\S {2,}\\S|\\t`, 'i');

const MIN_RUN = 4;

/** For each text, whether it is an item of a bare numbered run. */
export function bareNumberedItems(texts: readonly string[]): boolean[] {
  const out = texts.map(() => false);
  let run: number[] = [];
  let last = -1;
  const close = () => {
    if (run.length >= MIN_RUN) for (const i of run) out[i] = true;
    run = [];
  };
  texts.forEach((t, i) => {
    if (!t.trim()) return;
    const m = TABLE_ROW.test(t) ? null : BARE_NUMBER.exec(t);
    const n = m ? Number(m[1]) : -1;
    if (m && run.length && n === last + 1) run.push(i);
    else {
      close();
      if (m) run.push(i);
    }
    last = n;
  });
  close();
  return out;
}

/** `2 Selections from ...` -> `2. Selections from ...`. */
export function pointNumber(text: string): string {
  const m = BARE_NUMBER.exec(text);
  return m ? `${m[1]}. ${text.slice(m[0].length)}` : text;
}
