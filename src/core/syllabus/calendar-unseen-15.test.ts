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
    expect([
      weekOf(s, 'Chapter 6'),
      weekOf(s, 'Chapter 7'),
      weekOf(s, 'Chapter 8'),
      weekOf(s, 'Chapter 9'),
    ]).toEqual([1, 2, 4, 5]);
  });

  it('keeps 7-day blocks from the first date when no day of the week holds three of the four', () => {
    const s = structureSyllabusText(text.replace('Oct 23', 'Oct 24').replace('Oct 30', 'Oct 31'));
    expect([weekOf(s, 'Chapter 6'), weekOf(s, 'Chapter 7')]).toEqual([1, 1]);
  });
});

const readingDates = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.date]));

describe('weekday labels inside printed weeks, counted from a stated first day', () => {
  const text = [
    'Legislation, Spring 2031',
    'Classes begin Monday, January 13, 2031.',
    '',
    '## Week 1',
    'Monday: Introduction',
    'Reading: Eskridge, Legislation, Ch. 1',
    'Wednesday: Statutes as law',
    'Reading: Eskridge, Legislation, Ch. 2',
    '## Week 2',
    'Monday: No class (holiday)',
    'Wednesday: Canons',
    'Reading: Eskridge, Legislation, Ch. 3',
  ].join('\n');

  it('dates each label on its weekday of the printed week', () => {
    const s = structureSyllabusText(text);
    expect(readingDates(s)).toEqual([
      [1, '2031-01-13'],
      [1, '2031-01-15'],
      [2, '2031-01-22'],
    ]);
    expect(s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('leaves the labels undated when the text states no first day', () => {
    const s = structureSyllabusText(text.replace('Classes begin Monday, January 13, 2031.', ''));
    expect(readingDates(s).map(([, d]) => d)).toEqual([null, null, null]);
  });
});

describe('a YAML schedule: a term start key, week offsets from 0 and day letters', () => {
  const yaml = [
    'semester_start: "2031-01-12T00:00:00-05:00" # the Sunday before classes',
    'weeks:',
    '  - week_offset: 0',
    '    sessions:',
    '      - day: W',
    '        title: "Class cancelled"',
    '  - week_offset: 1',
    '    sessions:',
    '      - day: M',
    '        title: "Designing functions"',
    '        pre_readings:',
    '          - title: "Ch 1, Program Design"',
    '      - day: W',
    '        title: "Images"',
    '        pre_readings:',
    '          - title: "Ch 2, Program Design"',
  ].join('\n');

  it('dates each class from the Monday after the Sunday start, the cancelled one not starting the term', () => {
    const s = structureSyllabusText(yaml);
    expect(readingDates(s).map(([, d]) => d)).toEqual(['2031-01-20', '2031-01-22']);
    expect(s.semesterStart).toBe('2031-01-20');
    expect(s.semesterEnd).toBe('2031-01-22');
  });
});

describe('a Word table run into one paragraph: WEEK N, then two classes each with a weekday and m/d', () => {
  const runOn = [
    'Course policies run on for a while here, as a flattened document does; attendance, grading, late work and the',
    'rest of the front matter. SCHEDULE Date Topic Reading WEEK 1 Tues. 9/2 Introduction No readings Thurs. 9/4 Property',
    'and Labour Locke, Second Treatise, ch. 5 WEEK 2 Tues. 9/9 Rights Mill, On Liberty, ch. 2 Thurs. 9/11 Harms Feinberg,',
    'Harm to Others, ch. 1 WEEK 3 Tues. 9/16 Review No readings',
  ].join(' ');

  it('reads each class as a meeting, so the meeting days follow from the rows', () => {
    const s = structureSyllabusText(runOn);
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });
});

describe('a year that only dates an assigned work', () => {
  const lines = [
    'WEEK 1',
    'Tues. 9/2 Introduction',
    'Thurs. 9/4 Reading: Hart, "Positivism and the Separation of Law and Morals", Harvard Law Review 71, pp. 593-629 (1958)',
    'WEEK 2',
    'Tues. 9/9 Reading: Fuller, The Morality of Law, ch. 2',
    'Thurs. 9/11 Reading: Dworkin, Taking Rights Seriously, ch. 4',
  ];

  it('does not date the term in that year, even when its calendar fits the weekdays', () => {
    // 9/2/1958 was a Tuesday: the publication year fits, but it only says when the article appeared.
    const s = structureSyllabusText(lines.join('\n'));
    expect(s.semesterStart).toBeNull();
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual([null, null, null]);
  });

  it('still dates the term when the year is written outside the readings as well', () => {
    const s = structureSyllabusText(['Jurisprudence, Fall 2014', ...lines].join('\n'));
    expect(s.semesterStart).toBe('2014-09-02');
  });

  it('keeps the year of an assigned edition, which the term follows closely', () => {
    const s = structureSyllabusText(
      [
        'Evidence',
        'Tuesday, Jan. 10: Introduction',
        'Reading: Mueller & Kirkpatrick, Evidence (7th ed. 2021), pp. 1-20 and 31-40',
        'Tuesday, Jan. 17: Relevance',
        'Reading: Mueller & Kirkpatrick, pp. 41-60',
      ].join('\n'),
    );
    // 2021 is the edition; Tuesday January 10 falls in 2023 (two years on).
    expect(s.semesterStart).toBe('2023-01-10');
  });
});

describe('one weekday written beside a date, and the years of the assigned books', () => {
  const lines = (books: string) => [
    'Patent Law',
    `Required: Merges & Duffy, Patent Law and Policy (5th ed. ${books}); Statutory Supplement`,
    'March 4 -- Tuesday -- Introduction',
    'Reading: Merges & Duffy pp. 1-30',
    'March 11 -- Patentable subject matter',
    'Reading: Merges & Duffy pp. 31-70',
  ];

  it('takes the one year, of the newest named and the two after it, whose calendar fits the weekday', () => {
    // Tuesday March 4: 2014 (and 2008, 2025), not 2012 or 2013.
    const s = structureSyllabusText(lines('2012').join('\n'));
    expect(s.semesterStart).toBe('2014-03-04');
    expect(s.yearSource).toBe('weekdays');
  });

  it('leaves the year open when no year is named or the weekday fits none of those three years', () => {
    expect(structureSyllabusText(lines('2015').join('\n')).semesterStart).toBeNull();
    const unnamed = lines('2012').map((l) => l.replace(' (5th ed. 2012)', ''));
    expect(structureSyllabusText(unnamed.join('\n')).semesterStart).toBeNull();
  });
});

describe('a dated class a week or more after the first class of its printed week', () => {
  const lines = [
    'Week 1: Beginnings',
    'September 8:',
    '- Read Brown, Origins, ch. 1',
    'September 10:',
    '- Read Brown, Origins, ch. 2',
    'Week 2: Empires',
    'September 15:',
    '- Read Brown, Origins, ch. 3',
    'September 22:',
    '- Read Brown, Origins, ch. 4',
  ];

  it('falls in the week its date gives, the schedule having run past its last heading', () => {
    const s = structureSyllabusText(lines.join('\n'));
    expect([1, 2, 3, 4].map((n) => weekOf(s, `ch. ${n}`))).toEqual([1, 1, 2, 3]);
  });

  it('counts Monday-based weeks when the year is known', () => {
    // Fall 2031: Wednesday September 17, then Monday September 29, two Mondays on (12 days: one whole 7-day step).
    const text = ['History 101, Fall 2031', ...lines]
      .join('\n')
      .replace('September 15', 'September 17')
      .replace('September 22', 'September 29');
    expect(weekOf(structureSyllabusText(text), 'ch. 4')).toBe(4);
    expect(weekOf(structureSyllabusText(text.replace('History 101, Fall 2031\n', '')), 'ch. 4')).toBe(3);
  });
});

describe('a week heading over two weeks written with a slash', () => {
  const lines = (heading: string) => [
    '### Week 13 Waves',
    '* Read Griffiths, Electrodynamics, Ch 9.1',
    `### ${heading} Relativity`,
    '* Read Griffiths, Electrodynamics, Ch 12.1',
  ];

  it('counts from its first week, as `Weeks 14 and 15` does', () => {
    const s = structureSyllabusText(lines('Week 14/15').join('\n'));
    expect(weekOf(s, 'Ch 12.1')).toBe(14);
  });
});

describe('two classes on one written weekday, whole weeks apart', () => {
  const text = (second: string) =>
    [
      'Reading Group, Spring 2031',
      'Wednesday, January 15, 2031: Open data. Read Noveck, Wiki Government, pp. 1-20.',
      `${second}: Privacy. Read Solove, Understanding Privacy, pp. 21-40.`,
    ].join('\n');

  it('name that weekday as the meeting day', () => {
    expect(structureSyllabusText(text('Wednesday, January 29, 2031')).meetingDays).toEqual(['wednesday']);
  });

  it('give none when they are five weeks apart or carry no written weekday', () => {
    expect(structureSyllabusText(text('Wednesday, February 19, 2031')).meetingDays).toEqual([]);
    expect(structureSyllabusText(text('January 29, 2031').replace('Wednesday, ', '')).meetingDays).toEqual(
      [],
    );
  });
});

describe('a Monday holiday named under a yearless date heading', () => {
  const text = (holiday: string) =>
    [
      '#### August 31',
      '- Read Rhode, Professional Responsibility, pp. 1-20',
      '#### September 2',
      '- Read Rhode, Professional Responsibility, pp. 21-40',
      '#### September 7',
      `No class (${holiday})`,
      '#### September 9',
      '- Read Rhode, Professional Responsibility, pp. 41-60',
    ].join('\n');

  it('gives the rows their weekdays, so the meeting days are known without the year', () => {
    expect(structureSyllabusText(text('Labor Day')).meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('gives nothing when the date cannot be that holiday', () => {
    expect(
      structureSyllabusText(text('Labor Day').replace('September 7', 'September 8')).meetingDays,
    ).toEqual([]);
  });
});
