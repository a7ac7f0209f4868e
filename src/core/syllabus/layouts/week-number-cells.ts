/**
 * A `date | week | topic` table flattened with single spaces, where the week cell is filled only on
 * some rows and lands between the date and the topic (`Jan. 14 2 Descartes and God Med. III--V`) or,
 * in a shifted row, before the date (`8 Feb. 25 Berkeley and Science`). When three or more rows carry
 * such a number and the numbers count up by one, the numbers are the printed weeks' column, not part of
 * the topic: they are taken out so the date opens the line and the topic follows it.
 */
import { MONTH_PATTERN } from '../dates';

const DATE = `${MONTH_PATTERN}\\.?\\s\\d{1,2}`;
/** `Jan. 14 2 Descartes`: the date, a one- or two-digit number, a capitalised word. */
const NUMBER_AFTER_DATE = new RegExp(`^(${DATE})\\s(\\d{1,2})\\s(?=[A-Z])`, 'i');
/** `8 Feb. 25 Berkeley`: a number before the date. */
const NUMBER_BEFORE_DATE = new RegExp(`^(\\d{1,2})\\s(${DATE})\\b`, 'i');

interface Hit {
  index: number;
  week: number;
  cleaned: string;
}

function hitOf(text: string, index: number): Hit | undefined {
  const after = NUMBER_AFTER_DATE.exec(text);
  if (after && /^[A-Z]/.test(text.slice(after[0].length)))
    return { index, week: Number(after[2]), cleaned: `${after[1]} ${text.slice(after[0].length)}` };
  const before = NUMBER_BEFORE_DATE.exec(text);
  if (before) return { index, week: Number(before[1]), cleaned: text.slice(before[1]!.length).trimStart() };
  return undefined;
}

export function dropWeekNumberCells(texts: readonly string[]): string[] {
  const hits = texts.flatMap((t, i) => {
    const h = hitOf(t, i);
    return h ? [h] : [];
  });
  if (hits.length < 3 || hits.some((h, i) => i > 0 && h.week !== hits[i - 1]!.week + 1)) return [...texts];
  const out = [...texts];
  for (const h of hits) out[h.index] = h.cleaned;
  return out;
}
