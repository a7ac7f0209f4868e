/**
 * Calendar failure classes of the fifth calendar round (fresh8 and fresh4 misses), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { yearOfCompleteDates } from './complete-date-year';
import { numericDatesDayFirst } from './day-first';
import { listedDays } from './listed-days';
import { structureSyllabusText } from './parse';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.title, r.date]));

describe('numeric dates written day first (dd/mm), decided per document', () => {
  const table = (rows: string[]) =>
    structureSyllabusText(
      ['Seminar in Soil Science, Spring 2027', '', 'No | Topic | Dates | Reading', ...rows].join('\n'),
    );

  it('reads 18/01 as 18 January when another date of the document cannot be month first', () => {
    // 18/01/2027 is a Monday; 25/01 and 01/02 are the next Mondays.
    const s = table([
      '1 | Texture | 18/01, 20/01 | Ch. 1',
      '2 | Water | 25/01 | Ch. 2',
      '3 | Carbon | 01/02 | Ch. 3',
    ]);
    expect(dated(s)).toEqual([
      [1, 'Ch. 1', '2027-01-18'],
      [2, 'Ch. 2', '2027-01-25'],
      [3, 'Ch. 3', '2027-02-01'],
    ]);
    expect(s.semesterStart).toBe('2027-01-18');
  });

  it('keeps month first when any date of the document says so, whatever the others', () => {
    expect(numericDatesDayFirst(['9/21 | Ch. 1', '10/4 | Ch. 2'])).toBe(false);
    expect(numericDatesDayFirst(['19/01 | Ch. 1', '1/22 | Ch. 2'])).toBe(false);
    expect(numericDatesDayFirst(['19/01 | Ch. 1', '02/02 | Ch. 2'])).toBe(true);
  });

  it('lets the month-name dates decide when every numeric date reads both ways', () => {
    expect(numericDatesDayFirst(['Exam on 3 March', '02/03 | Ch. 1', '09/03 | Ch. 2'])).toBe(true);
    expect(numericDatesDayFirst(['Exam on March 3', '02/03 | Ch. 1', '09/03 | Ch. 2'])).toBe(false);
    expect(numericDatesDayFirst(['02/03 | Ch. 1', '09/03 | Ch. 2'])).toBe(false);
  });

  it('does not carry one document’s order into the next parse', () => {
    table(['1 | Texture | 18/01 | Ch. 1', '2 | Water | 25/01 | Ch. 2']);
    const us = structureSyllabusText(
      [
        'Seminar, Spring 2027',
        '',
        'No | Topic | Date | Reading',
        '1 | A | 02/03 | Ch. 1',
        '2 | B | 02/10 | Ch. 2',
      ].join('\n'),
    );
    expect(dated(us).map((r) => r[2])).toEqual(['2027-02-03', '2027-02-10']);
  });
});

describe('the year of yearless class dates from the complete dates beside the schedule', () => {
  const doc = (dates: string[]) =>
    structureSyllabusText(
      [
        'Reading Group',
        '',
        'No | Topic | Date | Reading',
        '1 | Origins | 9/7 | Ch. 1',
        '2 | Growth | 9/14 | Ch. 2',
        '3 | Decline | 9/21 | Ch. 3',
        '',
        'Key dates',
        ...dates,
      ].join('\n'),
    );

  it('dates the rows in the year of the exam dates written in full', () => {
    const s = doc(['Midterm | 10/12/2026', 'Final | 12/14/2026']);
    expect(dated(s).map((r) => r[2])).toEqual(['2026-09-07', '2026-09-14', '2026-09-21']);
    expect(s.semesterStart).toBe('2026-09-07');
  });

  it('gives no year from complete dates far from the classes or of several years', () => {
    expect(dated(doc(['Updated | 3/2/2019', 'Printed | 4/5/2019'])).map((r) => r[2])).toEqual([
      null,
      null,
      null,
    ]);
    expect(dated(doc(['Smith | 10/12/2020', 'Jones | 12/14/2026'])).map((r) => r[2])).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('chooses the year before when the complete dates fall in the next January', () => {
    const items = [11, 12].map((month) => ({ date: { month, day: 2 } }));
    expect(yearOfCompleteDates(items, ['Final: 1/10/2027', 'Grades: 1/14/2027'])).toBe(2026);
    // Written weekdays decide elsewhere: none is taken from complete dates.
    expect(
      yearOfCompleteDates(
        [{ date: { month: 11, day: 2 }, weekday: 0 }, ...items],
        ['Final: 1/10/2027', 'Grades: 1/14/2027'],
      ),
    ).toBeUndefined();
  });
});

describe('a list of week headings, each naming the work read that week after its number', () => {
  const titles = (lines: string[]) =>
    structureSyllabusText(['Readings by week', '', ...lines].join('\n')).weeks.map((w) => [
      w.weekNumber,
      w.readings.map((r) => r.title),
    ]);

  it('takes each short title as the week’s reading', () => {
    expect(
      titles([
        'Ancient Epic',
        'Week one Iliad Book I',
        'Week two Iliad Book II',
        'Week three Theogony',
        'Roman Epic',
        'Week four Aeneid Books 1 and 2',
        'Week five Aeneid Books III - IV',
        'Week six Midterm exam',
      ]),
    ).toEqual([
      [1, ['Iliad Book I']],
      [2, ['Iliad Book II']],
      [3, ['Theogony']],
      [4, ['Aeneid Books 1 and 2']],
      [5, ['Aeneid Books III - IV']],
      [6, []],
    ]);
  });

  it('leaves a list of topics alone (no title names a part)', () => {
    expect(
      titles([
        'Week 1 Introduction',
        'Week 2 Supply and Demand',
        'Week 3 Elasticity',
        'Week 4 Market Failure',
      ]),
    ).toEqual([
      [1, []],
      [2, []],
      [3, []],
      [4, []],
    ]);
  });

  it('leaves the headings as topics when the weeks have lines of their own under them', () => {
    expect(
      titles([
        'Week 1 Iliad Book I',
        'Discussion of the proem and the quarrel in the camp.',
        'Bring questions about the catalogue of ships.',
        'Week 2 Iliad Book II',
        'Week 3 Iliad Book III',
        'Week 4 Iliad Book IV',
      ])[0],
    ).toEqual([1, []]);
  });
});

describe('a board of posts no layout reads: cancellations and the days posts name', () => {
  const board = structureSyllabusText(
    [
      'Announcements, Spring 2019',
      '',
      'Class for Tuesday, February 12, has been cancelled.',
      '',
      'Maritime Law reading for Tuesday, January 8th is Gilmore 10-35.',
      '',
      'Trusts reading for Thursday is Dukeminier pp. 40-62',
      '',
      'For our first class, this Wednesday, January 9th, please read pp. 1-18 of Torts Stories.',
    ].join('\n'),
  );
  const byTitle = Object.fromEntries(
    board.weeks.flatMap((w) => w.readings.map((r) => [r.title.slice(0, 12), r.date])),
  );

  it('dates no reading by a cancelled class', () => {
    expect(Object.values(byTitle)).not.toContain('2019-02-12');
    expect(board.semesterEnd).not.toBe('2019-02-12');
  });

  it('dates a post that names its own day by that day, the others by the first class day', () => {
    expect(byTitle).toEqual({
      'Maritime Law': '2019-01-08',
      'Trusts readi': '2019-01-08',
      'For our firs': '2019-01-09',
    });
  });
});

describe('an end-semester exam closes the term', () => {
  it('takes "Endsem" and "End-semester examination" dates as the semester end, as a final exam', () => {
    for (const name of ['Endsem', 'End-semester examination', 'Final exam']) {
      const s = structureSyllabusText(
        [
          'Optics, Spring 2026',
          '',
          'No | Topic | Date | Reading',
          '1 | Rays | 2/2 | Ch. 1',
          '2 | Waves | 2/9 | Ch. 2',
          '',
          `${name} | 2/20/2026`,
        ].join('\n'),
      );
      expect(s.semesterEnd).toBe('2026-02-20');
    }
  });
});

describe('a row taught over several class days listed in its date cell', () => {
  it('counts every listed day as a meeting day, the first one dating the row', () => {
    // 2026: Jan 5 Mon, 6 Tue, 8 Thu; Jan 12 Mon, 13 Tue; Jan 19 Mon, 22 Thu.
    const s = structureSyllabusText(
      [
        'Graph Theory, Spring 2026',
        '',
        'No | Topic | Dates | Reading',
        '1 | Trees | 1/5, 1/6, 1/8 | Ch. 1',
        '2 | Paths | 1/12, 1/13 | Ch. 2',
        '3 | Flows | 1/19, 1/22 | Ch. 3',
      ].join('\n'),
    );
    expect(dated(s).map((r) => r[2])).toEqual(['2026-01-05', '2026-01-12', '2026-01-19']);
    expect(s.meetingDays).toEqual(['monday', 'tuesday', 'thursday']);
  });

  it('reads a list only when the cell holds nothing but dates', () => {
    expect(listedDays('1/5, 1/6 & 1/8')).toEqual([
      { month: 1, day: 6 },
      { month: 1, day: 8 },
    ]);
    expect(listedDays('1/5 (quiz on 1/6)')).toEqual([]);
    expect(listedDays('1/5')).toEqual([]);
  });
});
