/**
 * Calendar failure classes of the round-3 pass over the `fresh11` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

describe('a numbered class line `#N-Mon. D`', () => {
  const lines = [
    '  • Home',
    '  • Fall 2017',
    '',
    'Torts syllabus, Fall 2019',
    '',
    '#1-Sept. 3',
    'Negligence',
    'Reading: Prosser pp. 1-20',
    '#2-Sept. 5',
    'Reading: Prosser pp. 21-40',
    '#3-Sept 10',
    'Reading: Prosser pp. 41-60',
    '#4-Sept. 12',
    'Reading: Prosser pp. 61-80',
  ];

  it('dates the readings under each class', () => {
    const s = structureSyllabusText(lines.join('\n'));
    const dates = s.weeks.flatMap((w) => w.readings.map((r) => r.date));
    expect(dates.map((d) => d?.slice(5))).toEqual(['09-03', '09-05', '09-10', '09-12']);
  });

  it('lets the class days decide between two term years (a menu link names an older term)', () => {
    // 2019: the 3rd and 10th are Tuesdays, the 5th and 12th Thursdays; 2017 puts the 3rd and 10th on Sundays.
    const s = structureSyllabusText(lines.join('\n'));
    expect(s.semesterStart).toBe('2019-09-03');
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('leaves a later class dated before the last one without a date of its own', () => {
    const s = structureSyllabusText([...lines, '#5-Sept. 1', 'Reading: Prosser pp. 81-99'].join('\n'));
    expect(s.semesterStart).toBe('2019-09-03');
    expect(s.weeks[0]!.readings.map((r) => r.pages)).toEqual(['1-20', '21-40']);
  });

  it('is not a numbered list item with a dot', () => {
    const s = structureSyllabusText(
      ['1. Sept. 3 is the first day of term', '2. Sept. 5 is the add/drop deadline'].join('\n'),
    );
    expect(s.semesterStart).toBeNull();
  });
});

describe('a term heading whose season cannot hold the class dates', () => {
  it('gives way to the next term heading that can', () => {
    const s = structureSyllabusText(
      [
        'Archives: Fall 2019',
        'Administrative Law, Spring 2021',
        '',
        'March 2  Reading: Breyer pp. 1-10',
        'March 4  Reading: Breyer pp. 11-20',
        'March 9  Reading: Breyer pp. 21-30',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2021-03-02');
  });

  it('gives no year when no term heading fits', () => {
    const s = structureSyllabusText(
      [
        'Archives for Fall 2019',
        '',
        'March 2  Reading: Breyer pp. 1-10',
        'March 4  Reading: Breyer pp. 11-20',
        'March 9  Reading: Breyer pp. 21-30',
      ].join('\n'),
    );
    expect(s.semesterStart).toBeNull();
  });
});
