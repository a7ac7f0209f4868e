/**
 * Reading failure classes of the round-3 pass over the `fresh11` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const readings = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => ({ pages: r.pages, date: r.date })));

describe('a read instruction just above the first dated class', () => {
  it('is the first class reading', () => {
    const r = readings(
      [
        'Readings to do before class',
        '',
        'Read Prosser 1-12',
        '',
        '',
        'Sept. 4, 2024',
        'Palsgraf v. Long Island R.R., 248 N.Y. 339 (1928)',
        'Sept. 6, 2024',
        'Read Prosser 13-40',
      ].join('\n'),
    );
    expect(r[0]).toEqual({ pages: '1-12', date: '2024-09-04' });
    expect(r).toHaveLength(3);
  });

  it('is not taken when another line stands between it and the date, or it has no pages', () => {
    const far = readings(
      ['Read Prosser 1-12', 'Office hours by appointment', 'Sept. 4, 2024', 'Read Prosser 13-40'].join('\n'),
    );
    expect(far.map((x) => x.pages)).toEqual(['13-40']);
    const bare = readings(
      ['Read the syllabus carefully', '', 'Sept. 4, 2024', 'Read Prosser 13-40'].join('\n'),
    );
    expect(bare.map((x) => x.pages)).toEqual(['13-40']);
  });
});

describe('a course blog of bare month-and-day posts, newest first', () => {
  const blog = [
    'October 20',
    '',
    'Finish Chapter 5',
    '',
    'October 13',
    '',
    'The Clean Air Act Amendments of 1990',
    '',
    'Slides: Clean Air Act',
    '',
    'October 6',
    '',
    'Report of the Commission on Air Quality, 2012',
    '',
    'Study Guide: Air Quality',
  ];

  it('takes the title lines of a post as its linked documents', () => {
    const titles = structureSyllabusText(blog.join('\n')).weeks.flatMap((w) =>
      w.readings.map((r) => r.title),
    );
    expect(titles).toContain('The Clean Air Act Amendments of 1990');
    expect(titles).toContain('Report of the Commission on Air Quality, 2012');
    expect(titles.some((t) => /Slides|Study Guide/.test(t))).toBe(false);
  });

  it('takes no sentence, and no title line when the dates run forward', () => {
    const sentence = [...blog.slice(0, 4), 'The hearing is at noon', ...blog.slice(4)];
    const titles = structureSyllabusText(sentence.join('\n')).weeks.flatMap((w) =>
      w.readings.map((r) => r.title),
    );
    expect(titles).not.toContain('The hearing is at noon');
    const forward = [
      'October 6',
      'The Clean Air Act Amendments of 1990',
      'October 13',
      'Report of the Commission on Air Quality',
      'October 20',
      'Finish Chapter 5',
    ];
    const ahead = structureSyllabusText(forward.join('\n')).weeks.flatMap((w) =>
      w.readings.map((r) => r.title),
    );
    expect(ahead).not.toContain('Report of the Commission on Air Quality');
  });
});

describe("an instructor's notes page listed with a week's readings", () => {
  const week = [
    'Week 1 Introduction',
    'Textbook - Chapter 1, pages 2-29',
    'Notes on Worldviews',
    'Introductory Notes on Ethics',
  ];

  it('is a reading', () => {
    const titles = structureSyllabusText(week.join('\n')).weeks.flatMap((w) =>
      w.readings.map((r) => r.title),
    );
    expect(titles).toEqual(expect.arrayContaining(['Notes on Worldviews', 'Introductory Notes on Ethics']));
  });

  it('is not a sentence about notes or a lower-case subject', () => {
    const titles = structureSyllabusText(
      [...week.slice(0, 2), 'Notes on the exam will be posted.', 'Notes on what to bring'].join('\n'),
    ).weeks.flatMap((w) => w.readings.map((r) => r.title));
    expect(titles).toHaveLength(1);
  });
});

describe('titles read by their own shape are no reading label', () => {
  it('leave the readings above them in each week', () => {
    const weeks = [1, 2, 3].flatMap((n) => [
      `Week ${n} Ethics Textbook - Chapter ${n}, pages ${n * 10}-${n * 10 + 9}`,
      `Notes on Subject ${n}`,
    ]);
    const pages = structureSyllabusText(weeks.join('\n')).weeks.flatMap((w) =>
      w.readings.map((r) => r.pages),
    );
    expect(pages).toEqual(['10-19', null, '20-29', null, '30-39', null]);
  });
});

describe('a reading run on into an assessment written in capitals', () => {
  it('is the reading without the assessment', () => {
    const s = structureSyllabusText(
      [
        'Week 1 Tues. 9/2 Hobbes, “Of the Natural Condition of Mankind” (1651) Section READING QUIZ #1',
        'Week 2 Tues. 9/9 Locke, Second Treatise, pp. 1-20',
      ].join('\n'),
    );
    const titles = s.weeks.flatMap((w) => w.readings.map((r) => r.title));
    expect(titles).toHaveLength(2);
    expect(titles[0]).not.toMatch(/QUIZ/);
  });

  it('leaves a quiz that is only a quiz', () => {
    const s = structureSyllabusText(
      ['Week 1 Tues. 9/2 READING QUIZ #1', 'Week 2 Tues. 9/9 Locke, Second Treatise, pp. 1-20'].join('\n'),
    );
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.pages))).toEqual(['1-20']);
  });
});

describe('a reading listed with a class activity after a comma', () => {
  const course = (cell: string) =>
    structureSyllabusText(
      ['Week 1', `Reading: Smith_Ch. 1`, 'Week 2', `Reading: ${cell}`, 'Week 3', 'Reading: Smith_Ch. 3'].join(
        '\n',
      ),
    ).weeks.flatMap((w) => w.readings.map((r) => r.title));

  it('is the reading without the activity', () => {
    expect(course('Smith_Ch. 2, Student Presentations')).toHaveLength(3);
  });

  it('leaves an activity list with no reading before it', () => {
    expect(course('Quiz 2, Student presentations')).toHaveLength(2);
  });
});
