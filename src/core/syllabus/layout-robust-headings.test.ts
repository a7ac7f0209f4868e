/**
 * Layout robustness, headings without their `#` (`npm run bench:layout`, `headings in capitals` and
 * `markdown stripped`): a reading list by units (`## Unit 1: Title`) gives one unit a week when its
 * headings are written in capitals (`UNIT 1: TITLE`) or as plain lines (`Unit 1: Title`). Made-up
 * examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

const weeksOf = (text: string) =>
  structureSyllabusText(text).weeks.map((w) => [w.weekNumber, w.readings.map((r) => r.title)]);

const UNITS = [
  '## Unit 1: Foundations of Property',
  '',
  '- *Halden v Marsh*, [1971] 2 SCR 310',
  '',
  '- *Orvik v. Board of Trustees* (1988), 44 Cal. 3d 910',
  '',
  '## Unit 2: Title and Possession',
  '',
  '- Anna Crowe, *The Second Essay on Land*, Chapter IV',
  '',
  '- *Brandt v Kell* (1866), 4 NSR 101',
];

describe('a reading list by units whose headings lost their #', () => {
  const asWritten = weeksOf(UNITS.join('\n'));

  it('reads units headed in capitals as the # headings', () => {
    const capitals = UNITS.map((l) => (l.startsWith('## ') ? l.slice(3).toUpperCase() : l)).join('\n');
    expect(weeksOf(capitals)).toEqual(asWritten);
    expect(asWritten.map(([n]) => n)).toEqual([1, 2]);
  });

  it('reads units headed by plain lines as the # headings', () => {
    const plain = UNITS.map((l) => l.replace(/^## /, '').replace(/^- /, '• ')).join('\n');
    expect(weeksOf(plain)).toEqual(asWritten);
  });
});
