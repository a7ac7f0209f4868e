/**
 * Confidence signals for readings that are no readings at all (a "page range" that is a grade
 * percentage, a telephone number or the dates of a week; a title holding a time of day) and for titles
 * that run over a table's cell boundary (confidence-signals.ts, not-page-ranges.ts,
 * title-shape-signals.ts), each on a small made-up syllabus or reading. Which readings are found never
 * changes; only their confidence does.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { cappedConfidence, confidenceSignals, NOT_A_READING_CAP } from './confidence-signals';
import {
  isAfterMonthAt,
  isPercentageAt,
  isPhoneNumberAt,
  type RangeSurrounding,
  rangeSurroundings,
  weekDateRuns,
} from './not-page-ranges';

/** Does a place where the pages' range is written (not called pages there) have the shape? */
const anyPlace =
  (shape: (at: RangeSurrounding) => boolean) =>
  (lineText: string, pages: string | null): boolean =>
    rangeSurroundings(lineText, pages).some(shape);
const rangeIsPercentage = anyPlace(isPercentageAt);
const rangeIsPhoneNumber = anyPlace(isPhoneNumberAt);
const rangeAfterMonth = anyPlace(isAfterMonthAt);
import { structureSyllabusText } from './parse';
import type { ReadingDraft } from './readings';
import { titleCrossesCell, titleHasClockTime } from './title-shape-signals';

const readings = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r) => ({ title: r.title, pages: r.pages, confidence: r.confidence })),
  );

const weeks = (extra: string[]) =>
  [
    'Course Schedule',
    '',
    'Week 1 (Sept. 8)',
    'Reading: Prosser, Torts, pp. 1-20',
    '',
    'Week 2 (Sept. 15)',
    'Reading: Prosser, Torts, pp. 21-45',
    '',
    'Week 3 (Sept. 22)',
    'Reading: Prosser, Torts, pp. 46-70',
    ...extra,
  ].join('\n');

const draft = (title: string, pages: string | null, features: ReadingDraft['features'] = ['pages']) =>
  ({ title, citation: null, pages, confidence: 94, page: 1, line: 1, score: 2.8, features }) as ReadingDraft;

describe('percentage: a grading scale read as a page range', () => {
  const rs = readings(weeks(['Grading scale: 0-3% minus.']));

  it('is not found at all (no-reading-drop.ts drops it; failure-classes-41.test.ts)', () => {
    expect(rs.find((r) => r.pages === '0-3')).toBeUndefined();
  });

  it('leaves the real readings in the top band', () => {
    for (const r of rs.filter((x) => x.title === 'Prosser, Torts'))
      expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('is read on the range written before a percent sign only', () => {
    expect(rangeIsPercentage('Pluses and minuses: 0-3% minus, 3%-6% straight', '0-3')).toBe(true);
    expect(rangeIsPercentage('Prosser, pp. 10-30, 40% of the grade', '10-30')).toBe(false);
  });
});

describe('weekDateRun: the dates of consecutive weeks read apart from their rows', () => {
  const rs = readings(
    [
      'Schedule',
      '',
      'Week 1 (Sept. 8): Motor control',
      'Reading: Schmidt Ch4 (103-106)',
      '10-17',
      '',
      'Week 2 (Sept. 15): Learning',
      '17-24',
      '',
      'Week 3 (Sept. 22): Practice',
      '24-31',
      '',
      'Week 4 (Sept. 29): Feedback',
      'Reading: Schmidt Ch7 (151-170)',
    ].join('\n'),
  );

  it('puts each week range in the low band and keeps the chapters in the top band', () => {
    for (const pages of ['10-17', '17-24', '24-31'])
      expect(rs.find((r) => r.pages === pages)?.confidence).toBeLessThan(60);
    for (const pages of ['103-106', '151-170'])
      expect(rs.find((r) => r.pages === pages)?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('needs a week-long range another one follows on from', () => {
    expect(weekDateRuns(['10-17', '17-24', '3-9', '1-8', '40-47'])).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    // Page ranges of a week's length that do not follow on are pages.
    expect(weekDateRuns(['5-12', '15-22', '23-30'])).toEqual([false, false, false]);
  });
});

describe('phoneNumber and afterMonth: a range inside a telephone number or right after a month', () => {
  it('reads a telephone number around the range', () => {
    expect(rangeIsPhoneNumber('call SAS at 407-823-2371 before', '407-823')).toBe(true);
    expect(rangeIsPhoneNumber('call SAS at 407-823-2371 before', '823-2371')).toBe(true);
    expect(rangeIsPhoneNumber('email or call (562) 907-4825', '907-4825')).toBe(true);
    expect(rangeIsPhoneNumber('Casebook 407-423; Supp. 12-19', '407-423')).toBe(false);
    expect(rangeIsPhoneNumber('NC Gen. Stat. §§ 84-2.1, 84-4', '84-4')).toBe(false);
  });

  it('reads a month written right before the range', () => {
    expect(rangeAfterMonth('7 Mar 3-10 Theories of motor control', '3-10')).toBe(true);
    expect(rangeAfterMonth('Dates: Sept. 8-12, 2025', '8-12')).toBe(true);
    // The next class's date after a range in a run-on schedule, and a range called pages, are pages.
    expect(rangeAfterMonth('Jan. 26: pages 30-54 Jan. 28: pages 54-79', '30-54')).toBe(false);
    expect(rangeAfterMonth('Mar. pp. 30-54', '30-54')).toBe(false);
    expect(rangeAfterMonth('The Classical Ultra Vires Doctrine 248-251', '248-251')).toBe(false);
    expect(rangeAfterMonth('KSSB10 221-228 Martin v. State', '221-228')).toBe(false);
  });

  it('puts such a reading in the low band, whatever else it shows', () => {
    const [phone, week, plain] = confidenceSignals(
      [draft('Disability Services', '407-823'), draft('Motor control', '10-17'), draft('Prosser', '10-17')],
      (d) =>
        d.title === 'Prosser'
          ? 'Prosser 10-17'
          : d.title === 'Motor control'
            ? 'Mar 10-17 Motor control'
            : 'SAS 407-823-2371',
    );
    expect(phone).toContain('phoneNumber');
    expect(week).toContain('afterMonth');
    expect(plain).toEqual([]);
    expect(cappedConfidence(94, phone!)).toBe(NOT_A_READING_CAP);
    expect(cappedConfidence(94, week!)).toBeLessThan(60);
  });
});

describe('clockTime: a title holding a time of day', () => {
  it('is a time with am/pm or with seconds, not a duration or a chapter:verse', () => {
    expect(titleHasClockTime('Section 01: Friday, December 12, 2025 1:30 – 4 pm')).toBe(true);
    expect(titleHasClockTime('February, 19th (5pm)')).toBe(true);
    expect(titleHasClockTime('Page 8 | This version: 2021/01/09 at 16:42:45')).toBe(true);
    expect(titleHasClockTime('Listen to first 14:30 of Episode #0184')).toBe(false);
    expect(titleHasClockTime('W&B 3:50-54')).toBe(false);
    expect(titleHasClockTime('Chapter 5 amendments')).toBe(false);
  });

  it('puts the reading in the low band', () => {
    const [s] = confidenceSignals([
      draft('Section 01: Friday, December 12, 2025 1:30 – 4 pm', null, ['bookPart']),
    ]);
    expect(s).toContain('clockTime');
    expect(cappedConfidence(91, s!)).toBeLessThan(60);
  });
});

describe('crossesCell: a title running over a table cell boundary', () => {
  const rs = readings(
    weeks([
      '',
      'Week 4 (Sept. 29)',
      'Readings:',
      '- Lecture 3.1: Hart (part 1 \\| part 2 \\| handout)',
      '- Prosser, Torts, pp. 71-90',
    ]),
  );

  it('is found, but out of the top band', () => {
    const lecture = rs.find((r) => r.title.startsWith('Lecture 3.1'));
    expect(lecture).toBeDefined();
    expect(lecture!.confidence).toBeLessThan(CONFIDENCE_HIGH);
    expect(rs.find((r) => r.pages === '71-90')?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('is any title holding a cell separator', () => {
    expect(titleCrossesCell('Read: Storytelling and Data Science | F')).toBe(true);
    expect(titleCrossesCell('Prosser, Torts')).toBe(false);
  });

  it('with a second signal, puts the reading under the review highlight', () => {
    const [s] = confidenceSignals([draft('(video | handout)', null, ['labelled'])]);
    expect(s).toEqual(expect.arrayContaining(['crossesCell', 'titleFragment']));
    expect(cappedConfidence(96, s!)).toBeLessThan(CONFIDENCE_HIGHLIGHT);
  });
});
