/**
 * Calendar failure classes of the round-15 pass over the weakest folders (dates, weeks and semester
 * dates on unseen syllabi), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const weekOf = (s: ReturnType<typeof structureSyllabusText>, title: string) =>
  s.weeks.find((w) => w.readings.some((r) => r.title.includes(title)))?.weekNumber;

describe('four yearless dates, three of them on one day of the week', () => {
  // Oct 9, 23 and 30 share a weekday (a weekly class); Oct 4 lies two days after the class day before Oct 9.
  const text = [
    'Oct 30',
    'Read Chapter 9 of Brandt, Federal Courts',
    'Oct 23',
    'Read Chapter 8 of Brandt, Federal Courts',
    'Oct 9',
    'Read Chapter 7 of Brandt, Federal Courts',
    'Oct 4',
    'Read Chapter 6 of Brandt, Federal Courts',
  ].join('\n');

  it('starts each week on the class day, so the first date falls in the week before the second', () => {
    const s = structureSyllabusText(text);
    expect([weekOf(s, 'Chapter 6'), weekOf(s, 'Chapter 7'), weekOf(s, 'Chapter 8'), weekOf(s, 'Chapter 9')]).toEqual([
      1, 2, 4, 5,
    ]);
  });

  it('keeps 7-day blocks from the first date when no day of the week holds three of the four', () => {
    const s = structureSyllabusText(text.replace('Oct 23', 'Oct 24').replace('Oct 30', 'Oct 31'));
    expect([weekOf(s, 'Chapter 6'), weekOf(s, 'Chapter 7')]).toEqual([1, 1]);
  });
});
