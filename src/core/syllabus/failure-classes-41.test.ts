/**
 * Failure class: a number range that is no page range at all - a grade percentage, a telephone
 * number, a month's day range - taken as a reading (no-reading-drop.ts). Made-up syllabi and lines:
 * the reading is dropped, a real reading on the same line or in the same week stays.
 */
import { describe, expect, it } from 'vitest';
import { dropNoReadings, isCertainlyNoReading, pagesAreNoPages } from './no-reading-drop';
import { structureSyllabusText } from './parse';
import type { ReadingDraft } from './readings';

const readings = (extra: string[]) =>
  structureSyllabusText(
    [
      'Course Schedule',
      '',
      'Week 1 (Sept. 8)',
      'Reading: Keeton, Negligence, pp. 1-20',
      '',
      'Week 2 (Sept. 15)',
      'Reading: Keeton, Negligence, pp. 21-45',
      ...extra,
    ].join('\n'),
  ).weeks.flatMap((w) => w.readings.map((r) => ({ title: r.title, pages: r.pages })));

const draft = (pages: string, features: ReadingDraft['features'] = ['pages']) =>
  ({
    title: 'x',
    citation: null,
    pages,
    confidence: 94,
    page: 1,
    line: 1,
    score: 2.8,
    features,
  }) as ReadingDraft;

describe('a grading scale read as pages', () => {
  it('is dropped, the week keeps its reading', () => {
    const rs = readings(['Late work: 5-10% off per day.']);
    expect(rs.map((r) => r.pages)).toEqual(['1-20', '21-45']);
  });
});

const onLine = (pages: string, title: string, line: number) => ({ ...draft(pages), title, line });

describe("a telephone number read as pages (a PDF's free line)", () => {
  it('is dropped whether the area code is in parentheses or dashed', () => {
    const session = { readings: [onLine('907-4825', 'Office (562)', 1), onLine('823-2371', 'Call 407-', 2)] };
    dropNoReadings(
      [session],
      [
        { page: 1, line: 1, text: 'Office (562) 907-4825' },
        { page: 1, line: 2, text: 'Call 407-823-2371' },
      ],
    );
    expect(session.readings).toEqual([]);
  });
});

describe('a month and its day range read as pages', () => {
  it('is dropped, a real reading on the same line stays', () => {
    const line = 'Spring recess Mar 9-16 Keeton, Duty 46-70';
    const session = {
      readings: [onLine('9-16', 'Spring recess Mar', 3), onLine('46-70', 'Keeton, Duty', 3)],
    };
    dropNoReadings([session], [{ page: 1, line: 3, text: line }]);
    expect(session.readings.map((d) => d.pages)).toEqual(['46-70']);
  });

  it('is kept when a page word calls the range pages', () => {
    expect(pagesAreNoPages('Mar 3: pp. 3-10', '3-10')).toBe(false);
    expect(pagesAreNoPages('Mar 3-10, then pp. 3-10 again', '3-10')).toBe(false);
  });
});

describe('certainly no reading', () => {
  it('needs every range of the pages to be no page range', () => {
    expect(pagesAreNoPages('Mar 3-10 and 40-52', '3-10, 40-52')).toBe(false);
    expect(pagesAreNoPages('grades 0-3% and 3-6%', '0-3, 3-6')).toBe(true);
  });

  it('keeps a reading that names a work besides the numbers', () => {
    expect(isCertainlyNoReading(draft('9-16'), 'Mar 9-16 Keeton')).toBe(true);
    expect(isCertainlyNoReading(draft('9-16', ['pages', 'quotedTitle']), 'Mar 9-16 "Duty"')).toBe(false);
    expect(isCertainlyNoReading(draft('9-16', ['pages', 'bookPart']), 'Mar 9-16 Ch. 4')).toBe(false);
  });
});
