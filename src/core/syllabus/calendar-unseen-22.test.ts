/**
 * Date styles the calendar bench (`npm run bench:calendar`) showed failing when a corpus syllabus was
 * written again in them, on small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dateRange } from './date-range';
import { findDate } from './dates';
import { structureSyllabusText } from './parse';

const parse = (lines: string[]) => structureSyllabusText(lines.join('\n'));
const datesOf = (lines: string[]) =>
  parse(lines).weeks.flatMap((w) => w.readings.map((r) => `${w.weekNumber} ${r.date ?? '-'}`));

describe('date ranges in every date style', () => {
  it('reads a range whose ends carry their weekdays', () => {
    expect(dateRange('Week 1, Mon 1/10 - Fri 1/14')).toMatchObject({
      start: { month: 1, day: 10 },
      end: { month: 1, day: 14 },
    });
    expect(dateRange('Week 1: Monday, January 10 - Friday, January 14')?.end).toEqual({ month: 1, day: 14 });
  });

  it('reads ordinal, day-first and ISO ranges', () => {
    expect(dateRange('Week 2 (January 17th - 21st)')?.end).toEqual({ month: 1, day: 21 });
    expect(dateRange('Week 2: 17 January - 21 January')?.end).toEqual({ month: 1, day: 21 });
    expect(dateRange('Week 2: 2022-01-17 - 2022-01-21')).toMatchObject({
      start: { month: 1, day: 17 },
      end: { month: 1, day: 21 },
    });
  });

  it('keeps a bare end day to a month name, and a time is not an end day', () => {
    expect(dateRange('Week 5 (Sept 29-Oct 3)')?.end).toEqual({ month: 10, day: 3 });
    expect(dateRange('Week 4 (Jan 30 - 3)')?.end).toEqual({ month: 2, day: 3 });
    expect(dateRange('Sept 8 - 10:30 Lab')).toBeNull();
    expect(dateRange('1/20 - 2 quizzes')).toBeNull();
  });
});

describe('two-letter weekday codes before a date (Mo Tu We Th Fr)', () => {
  it('reads the date cell of a table written `We 1/5/2022`', () => {
    expect(
      datesOf([
        '| Date | Read | Topic |',
        '| --- | --- | --- |',
        '| We 1/5/2022 | Ames, On Rivers 1-20 | Rivers |',
        '| We 1/12/2022 | Ames, On Deltas 21-40 | Deltas |',
        '| Fr 1/14/2022 | Boyd, Tides 1-30 | Tides |',
      ]),
    ).toEqual(['1 2022-01-05', '2 2022-01-12', '2 2022-01-14']);
  });
});

describe('a schedule run into one paragraph, its classes in any date style', () => {
  const runOn = (dates: string[]) =>
    [
      'Rivers and Deltas (Spring 2016) casebook: AMES, RIVERS (3 ed. 2009) meets T & Th 2:00 - 3:45 p.m.',
      'Chapter One. Sources',
      `${dates[0]}: pages 2-17 and discussion ${dates[1]}: pages 17-29 ${dates[2]}: pages 30-54`,
      `${dates[3]}: pages 54-79 ${dates[4]}: pages 80-95; skim 95-103`,
    ].join(' ');

  it('cuts before numeric date labels (`1/19: pages 2-17`)', () => {
    expect(datesOf([runOn(['1/19', '1/21', '1/26', '1/28', '2/2'])]).map((d) => d.split(' ')[1])).toEqual([
      '2016-01-19',
      '2016-01-21',
      '2016-01-26',
      '2016-01-28',
      '2016-02-02',
      '2016-02-02',
    ]);
  });

  it('keeps a weekday written before the label with its date (`Tue 1/19:`)', () => {
    const s = parse([runOn(['Tue 1/19', 'Thu 1/21', 'Tue 1/26', 'Thu 1/28', 'Tue 2/2'])]);
    expect(s.semesterStart).toBe('2016-01-19');
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('cuts before month-name dates with the weekday in parentheses (`May 18 (Mon) –`)', () => {
    const days = ['May 18 (Mon)', 'May 19 (Tue)', 'May 20 (Wed)', 'May 21 (Thu)'];
    const text = `Rivers Reading Schedule Summer 2009: Session 1 ${days
      .map((d, i) => `${d} – Topic ${i + 1}. Required Readings: Ames, Rivers Ch. ${i + 1}`)
      .join(' ')}`;
    expect(datesOf([text]).map((d) => d.split(' ')[1])).toEqual([
      '2009-05-18',
      '2009-05-19',
      '2009-05-20',
      '2009-05-21',
    ]);
  });
});

describe('numeric dates listed on one line', () => {
  it('reads the further days of a numeric list as the first date reads them', () => {
    expect(findDate('8/25, 8/27 & 8/29 Rivers')?.more).toEqual([
      { month: 8, day: 27 },
      { month: 8, day: 29 },
    ]);
    expect(findDate('8/25/2008, 8/27 Rivers')?.more).toEqual([]);
  });

  it('moves a chapter heading onto the numeric date list under it', () => {
    expect(
      datesOf([
        'Fall 2008',
        'Lecture Schedule:',
        'Chapter 1: Rivers and Their Deltas.',
        '8/25, 8/27, 8/29',
        'Chapter 2: Lakes and Their Shores.',
        '9/1, 9/3, 9/5, 9/8',
        'Chapter 3: Tides and Their Causes.',
        '9/10, 9/12',
      ]),
    ).toEqual(['2 2008-09-01', '3 2008-09-10']);
  });
});

describe('no year before the newest work the course assigns', () => {
  const lines = (cited: string) => [
    'Civil Procedure',
    '#### Mon Aug. 30',
    `- Ames, "Rivers and Courts," 15 Law Review 1 (${cited})`,
    '- Rules Enabling Act (3d ed. 2005)',
    '#### Wed Sept. 1',
    '- Boyd, Deltas, pp. 1-20',
    '#### Fri Sept. 3',
    '- Boyd, Deltas, pp. 21-40',
    '#### Mon Sept. 13',
    '- Cole, Tides, pp. 1-30',
  ];

  it('takes the year after the newest cited work that fits the written weekdays', () => {
    // Mon Aug. 30 fits 2004 (beside the edition's 2005) and 2021: a 2019 article rules out 2004.
    expect(parse(lines('2019')).semesterStart).toBe('2021-08-30');
  });

  it('an edition is a cited work too: the next year that fits after it', () => {
    expect(parse(lines('1998')).semesterStart).toBe('2010-08-30');
  });

  it('a term heading still names the year', () => {
    expect(parse(['Fall 2004', ...lines('2019')]).semesterStart).toBe('2004-08-30');
  });
});

describe('a weekday-column grid whose cells open with their weekday and date', () => {
  it('dates each cell by `Wed 1/17.` as by `Jan 17.`', () => {
    expect(
      datesOf([
        'Spring 2024',
        '| **Monday** | **Wednesday** | **Friday** |',
        '|---|---|---|',
        '| Mon 1/15. **MLK Day** | Wed 1/17. Ames Ch 1 | Fri 1/19. Ames Ch 2 |',
        '| Mon 1/22. Ames Ch 3 | Wed 1/24. Ames Ch 4 | Fri 1/26. Ames Ch 5 |',
      ]).map((d) => d.split(' ')[1]),
    ).toEqual(['2024-01-17', '2024-01-19', '2024-01-22', '2024-01-24', '2024-01-26']);
  });
});
