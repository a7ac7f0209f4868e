/** A pipe row whose first cell is a label: `Reading | Ch. 2; Ch. 3` (readings) or `Due | ...` (skipped). */
import { saysDue } from '../due-word';
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { READING_LABEL } from './patterns';
import { newSession } from './session';

/** "Reading Assignment for 1/9/2015", "Readings due Sept. 8", "Read by Tuesday, 9/8": a label that dates its row. */
const DATED_LABEL =
  /^(?:required\s+)?(?:readings?|read)(?:\s+assignments?)?\s+(?:for|due(?:\s+(?:on|by))?|by|before)\s+/i;

export const labelRow: Layout = {
  name: 'reading label row',
  read(l, ctx) {
    if (!l.cells) return null;
    const joined = l.cells.filter(Boolean);
    const dated = joined.length >= 2 ? DATED_LABEL.exec(joined[0]!) : null;
    const d = dated ? leadingDate(joined[0]!.slice(dated[0].length)) : null;
    if (d && !d.rest) {
      ctx.start(newSession(l, { date: d.date, ...(d.weekday === undefined ? {} : { weekday: d.weekday }) }));
      ctx.addReadings(joined.slice(1).join('; '), l, 'label');
      return 'reading label row';
    }
    if (joined.length >= 2 && READING_LABEL.test(`${joined[0]}:`.replace(/::$/, ':'))) {
      ctx.addReadings(joined.slice(1).join('; '), l, 'label');
      return 'reading label row';
    }
    if (joined.length >= 2 && saysDue(joined[0]!)) return 'table row';
    return null;
  },
};
