/** A pipe row whose first cell is a label: `Reading | Ch. 2; Ch. 3` (readings) or `Due | ...` (skipped). */
import type { Layout } from './context';
import { READING_LABEL } from './patterns';

export const labelRow: Layout = {
  name: 'reading label row',
  read(l, ctx) {
    if (!l.cells) return null;
    const joined = l.cells.filter(Boolean);
    if (joined.length >= 2 && READING_LABEL.test(`${joined[0]}:`.replace(/::$/, ':'))) {
      ctx.addReadings(joined.slice(1).join('; '), l, 'label');
      return 'reading label row';
    }
    if (joined.length >= 2 && /\bdue\b/i.test(joined[0]!)) return 'table row';
    return null;
  },
};
