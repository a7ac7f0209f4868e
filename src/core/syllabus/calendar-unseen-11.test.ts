/**
 * Calendar failure classes of the fresh13 round, each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { academicYearBase } from './academic-year';
import { structureSyllabusText } from './parse';
import { statedMeetingDays } from './stated-meeting-days';

describe('an academic year written with a slash', () => {
  const lines = [
    'Book Club 2023/24',
    '',
    'October 2 – Smith, The Long Road, pp. 1-40',
    'October 9 – Smith, The Long Road, pp. 41-80',
    'January 8 – Jones, A Winter Tale, pp. 1-35',
  ];

  it('dates the autumn rows in its first year and the winter rows in its second', () => {
    const s = structureSyllabusText(lines.join('\n'));
    expect(s.semesterStart).toBe('2023-10-02');
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual([
      '2023-10-02',
      '2023-10-09',
      '2024-01-08',
    ]);
  });

  it('rules out a named year under which a date does not exist, and prefers the one named most', () => {
    const leap = [
      { month: 9, day: 7 },
      { month: 2, day: 29 },
    ];
    // 2016/17 has no February 29 (2017); 2015/16 does (2016).
    expect(academicYearBase(leap, ['Site 2016/17', 'Reading list 2015/2016', 'Plan 2015/16'])).toBe(2015);
    expect(academicYearBase(leap, ['Site 2016/17'])).toBeUndefined();
    // A date range in a citation ("1914/1918") is no academic year.
    expect(academicYearBase([{ month: 9, day: 7 }], ['Letters 1914/1918'])).toBeUndefined();
  });
});

describe('meeting days stated inside a long policy paragraph', () => {
  it('are read from the one sentence that says when the class meets', () => {
    const policy =
      'Attendance policy: The class meets Monday and Wednesday from 9:00 to 10:15 AM in room 12. Please come ' +
      'to every class having done the reading, since we discuss it in detail. Attendance is mandatory and a ' +
      'pattern of absences may lower the final grade by one step.';
    expect(statedMeetingDays([policy])).toEqual(['monday', 'wednesday']);
    // Office hours in the same kind of paragraph are no class time.
    const office =
      'Office hours: I am in my office Monday and Wednesday from 2:00 to 4:00 PM, or by appointment; please ' +
      'write ahead if you cannot come then, and I will find another time that suits us both this term.';
    expect(statedMeetingDays([office])).toEqual([]);
  });
});
