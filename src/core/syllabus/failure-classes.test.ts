/**
 * Failure classes seen at first sight on the `fresh` corpus folder (corpus/syllabi/fresh/FIRST_SIGHT.md),
 * each on a small made-up example.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { startPageRun } from './readings';
import { statedMeetingDays } from './stated-meeting-days';
import { yearlessWeekStart } from './schedule';

describe('run-on text where bullets became "?"', () => {
  it('splits at each " ? " and before a full weekday date, then reads sessions and readings', () => {
    const r = read([
      'Readings below. Week One: January 7-9, 2014 Chapter: 1.0 The System Tuesday, January 7, 2014 ? Session 1-A ? Review of Syllabus and grading. ? 1.1 Introduction: Why Evidence, 1-18 ? Problem 1-A: How? (p. 5) Thursday, January 9, 2014 ? Session 2-A ? 1.2 Making the Record, 19-29 ? Problem 1-B: He didn’t object! (p. 46)',
    ]);
    expect(r.rows).toEqual([
      [1, '1.1 Introduction: Why Evidence', '1-18', '2014-01-07'],
      [1, '1.2 Making the Record', '19-29', '2014-01-09'],
    ]);
  });
});

describe('years', () => {
  it('leaves dates empty when two calendars fit the written weekdays', () => {
    // Tue Aug 27 and Thu Aug 29: both 2019 and 2024; the text names neither.
    const r = read([
      '## Tue Aug 27',
      '- Smith, Essay, pp. 1-9',
      '## Thu Aug 29',
      '- Jones, Essay, pp. 10-19',
    ]);
    expect(r.rows.map((x) => x[3])).toEqual([null, null]);
  });

  it('picks the year, among those the text names, whose calendar agrees with the weekdays', () => {
    const r = read([
      'Revised 2018; first taught 2024',
      '## Tue Aug 27',
      '- Smith, Essay, pp. 1-9',
      '## Thu Aug 29',
      '- Jones, Essay, pp. 10-19',
    ]);
    expect(r.rows.map((x) => x[3])).toEqual(['2024-08-27', '2024-08-29']);
  });
});

describe('readings', () => {
  it('joins cases listed with the page each starts on into one assignment', () => {
    expect(
      startPageRun(['Feinberg v. Pfeiffer Co., 46', 'Mills v. Wyman, 50', 'Webb v. McGowin, 52-56']),
    ).toBe('Feinberg v. Pfeiffer Co.; Mills v. Wyman; Webb v. McGowin, pp. 46-56');
    // Each with its own range: separate readings.
    expect(startPageRun(['Cryptology, 97-102', 'Privacy, 35-38'])).toBeNull();
  });

  it('splits "A, along with B" when each names a reading', () => {
    const r = read(['## Sept. 8, 2025', 'Read FRE 404(a) and the ACN, along with Capra pp. 69-71.']);
    expect(r.titles).toEqual(['FRE 404(a) and the ACN', 'Capra']);
  });
});

describe('calendar', () => {
  it('reads meeting days stated beside a class time', () => {
    expect(statedMeetingDays(['Meets: 03:00 PM - 04:50 PM (TTh) - Room Y401'])).toEqual([
      'tuesday',
      'thursday',
    ]);
    expect(statedMeetingDays(['MWF 9:00-9:50 am'])).toEqual(['monday', 'wednesday', 'friday']);
    expect(statedMeetingDays(['TA: Tom W. at 3 pm'])).toEqual([]);
  });

  it('starts yearless weeks on the day most rows share, else 7-day blocks from the first date', () => {
    // Rows on days 1 (a Tuesday start), 7, 14, 21, 35: weeks begin on day 0 of the cycle.
    expect(yearlessWeekStart([1, 7, 14, 21, 35])).toBe(0);
    // Tue/Thu rows: no one day dominates.
    expect(yearlessWeekStart([1, 3, 8, 10, 15, 17])).toBe(1);
  });
});
