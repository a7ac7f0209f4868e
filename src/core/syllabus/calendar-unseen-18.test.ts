/**
 * Calendar failure classes of the semester-dates pass over the `fresh14`-`fresh17` folders, on small
 * made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classWeekdayLabel } from './class-weekday-labels';
import { structureSyllabusText } from './parse';

const meetingDays = (lines: string[]) => structureSyllabusText(lines.join('\n')).meetingDays;

describe('meeting days from weekday labels on yearless class lines', () => {
  it('reads a weekday letter just before a month/day date under week headings', () => {
    expect(
      meetingDays([
        'Week 1: Rivers',
        '• M (2/3) Ames, On Rivers (pp. 1-10)',
        '• W (2/5) Ames, On Deltas (pp. 11-20)',
        '• F (2/7) Ames, On Lakes (pp. 21-30)',
        'Week 2: Coasts',
        '• M (2/10) Boyd, Tides (pp. 1-12)',
        '• W (2/12) Boyd, Dunes (pp. 13-24)',
        '• F (2/14) Boyd, Cliffs (pp. 25-36)',
      ]),
    ).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('reads dotted weekday abbreviations opening the class lines', () => {
    expect(
      meetingDays([
        'Week One (Mar. 3-5)',
        'Tu. Opening remarks; read Ames, Rivers 1-20',
        'Th. Ames, Deltas 21-40',
        'Week Two (Mar. 10-12)',
        'Tu. Ames, Lakes 41-60',
        'Th. Boyd, Tides 1-30',
      ]),
    ).toEqual(['tuesday', 'thursday']);
  });

  it('reads a weekday name alone on its line over the class topic', () => {
    expect(
      meetingDays([
        'Week 1 (Mar 2-6)',
        'Tuesday',
        'Topic: Rivers',
        'Complete: Ames, Rivers (Ch. 1-2)',
        'Thursday [NO CLASS]',
        'Week 2 (Mar 9-13)',
        'Tuesday',
        'Topic: Deltas',
        'Complete: Ames, Rivers (Ch. 3-4)',
        'Thursday',
        'Complete: Ames, Rivers (Ch. 5)',
      ]),
    ).toEqual(['tuesday', 'thursday']);
  });
});

describe('what is not a weekday label', () => {
  it('leaves initials, weekday words inside prose and long notes alone', () => {
    expect(classWeekdayLabel('W. E. B. Du Bois, The Souls of Black Folk')).toBeUndefined();
    expect(classWeekdayLabel('T. S. Eliot, The Waste Land (pp. 1-20)')).toBeUndefined();
    expect(classWeekdayLabel('Monday is the deadline for the first paper')).toBeUndefined();
    expect(classWeekdayLabel('M 10 am office hours')).toBeUndefined();
  });
});

describe('meeting days from a sentence saying when the class meets', () => {
  const schedule = ['Week 1', 'Ames, Rivers, pp. 1-10', 'Week 2', 'Ames, Deltas, pp. 11-20'];

  it('reads one weekday from a sentence without a class time', () => {
    expect(
      meetingDays(['This seminar is a small class that meets on Thursdays in the autumn term.', ...schedule]),
    ).toEqual(['thursday']);
  });

  it('reads the regular days past a one-off rescheduled date in the same paragraph', () => {
    expect(
      meetingDays([
        'Class on Friday March 6 is moved to Monday March 9, at noon. Otherwise the class will meet on Monday and Friday afternoons at 2:30, from January 12 on.',
        ...schedule,
      ]),
    ).toEqual(['monday', 'friday']);
  });

  it('says nothing for a negated meeting or a weekday that carries its date', () => {
    expect(meetingDays(['We will not meet on Friday, as the room is closed.', ...schedule])).toEqual([]);
    expect(meetingDays(['The class meets on Tuesday, March 3 in the library.', ...schedule])).toEqual([]);
  });
});

describe('meeting days from day codes before the class time in a flattened header', () => {
  it('reads "TR 11:00" inside one long run of header and schedule text', () => {
    const header = `GEOL 1010 Course Syllabus Earth Science Fall 2019 TR 11:00-12:15PM Room 12 Instructor Office: Hall 3 ${'Course notes and policies follow here. '.repeat(6)}`;
    expect(
      meetingDays([header, 'Week 1', 'Ames, Rocks, pp. 1-10', 'Week 2', 'Ames, Rivers, pp. 11-20']),
    ).toEqual(['tuesday', 'thursday']);
  });

  it('does not take office hours codes for the class days', () => {
    const header = `GEOL 1010 Earth Science Fall 2019 Office hours MW 2:00-3:00 in Hall 3 ${'Course notes and policies follow here. '.repeat(6)}`;
    expect(meetingDays([header, 'Week 1', 'Ames, Rocks, pp. 1-10'])).toEqual([]);
  });
});

describe('meeting days from week headings that chain their class days', () => {
  it('reads Monday, Wednesday and Friday from yearless chains of three days', () => {
    expect(
      meetingDays([
        'Week 1: Oct. 6-8-10',
        'Ames, Rivers, ch. 1',
        'Week 2: Oct. 13-15-17',
        'Ames, Rivers, ch. 2',
        'Week 3: Oct. 20-22-24',
        'Ames, Rivers, ch. 3',
        'Week 4: Oct. 27-29-31',
        'Ames, Rivers, ch. 4',
      ]),
    ).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('follows a chain across the end of a month', () => {
    expect(
      meetingDays([
        'Week 1: Sept. 22-24-26',
        'Ames, Rivers, ch. 1',
        'Week 2: Sept. 29-Oct. 1-3',
        'Ames, Rivers, ch. 2',
        'Week 3: Oct. 6-8-10',
        'Ames, Rivers, ch. 3',
      ]),
    ).toEqual(['monday', 'wednesday', 'friday']);
  });
});

describe('the semester end from a bare final-exam heading over its date', () => {
  it('closes the term on the date under "Final:"', () => {
    const syllabus = structureSyllabusText(
      [
        'Fall 2010',
        'Chapter 1: Atoms',
        'Sept 1, 3, 6',
        'Chapter 2: Bonds',
        'Nov 29, Dec 1, 3',
        'Final:',
        '',
        'Chapters 1 and 2 (Dec 14 Tuesday, 9:00 am)',
      ].join('\n'),
    );
    expect(syllabus.semesterEnd).toBe('2010-12-14');
  });

  it('takes no day from a heading over one exam date per section', () => {
    const syllabus = structureSyllabusText(
      [
        'Fall 2010',
        'Chapter 1: Atoms',
        'Sept 1, 3, 6',
        'Chapter 2: Bonds',
        'Nov 29, Dec 1, 3',
        'Final Exam',
        'Section A Tuesday December 14th 9am',
        'Section B Thursday December 16th 9am',
      ].join('\n'),
    );
    // Not either section's exam: the term ends with the rows.
    expect(['2010-12-14', '2010-12-16']).not.toContain(syllabus.semesterEnd);
    expect(syllabus.semesterEnd).not.toBeNull();
  });
});

describe('stated meeting days over rows that show more days', () => {
  it('keeps the stated days when a make-up class falls on another weekday', () => {
    expect(
      meetingDays([
        'Class Meeting Time: Monday and Wednesday 9:00-10:15 am',
        'Mon, Sept. 7, 2026: Ames, Rivers, pp. 1-10',
        'Wed, Sept. 9, 2026: Ames, Rivers, pp. 11-20',
        'Mon, Sept. 14, 2026: Ames, Rivers, pp. 21-30',
        'Wed, Sept. 16, 2026: Ames, Rivers, pp. 31-40',
        'Thu, Sept. 17, 2026 (make-up class): Ames, Rivers, pp. 41-50',
        'Mon, Sept. 21, 2026: Ames, Rivers, pp. 51-60',
        'Wed, Sept. 23, 2026: Ames, Rivers, pp. 61-70',
        'Thu, Sept. 24, 2026 (make-up class): Ames, Rivers, pp. 71-80',
      ]),
    ).toEqual(['monday', 'wednesday']);
  });

  it('reads every day of a serial-comma list beside the class time', () => {
    expect(
      meetingDays([
        'Tuesday, Thursday, & Friday 8:00-9:15 am',
        'Tue, Sept. 8, 2026: Ames, Rivers, pp. 1-10',
        'Thu, Sept. 10, 2026: Ames, Rivers, pp. 11-20',
        'Fri, Sept. 11, 2026: Ames, Rivers, pp. 21-30',
        'Tue, Sept. 15, 2026: Ames, Rivers, pp. 31-40',
        'Thu, Sept. 17, 2026: Ames, Rivers, pp. 41-50',
        'Fri, Sept. 18, 2026: Ames, Rivers, pp. 51-60',
      ]),
    ).toEqual(['tuesday', 'thursday', 'friday']);
  });
});
