/**
 * Failure classes of fresh28's real PDFs (round r32-pdf): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { chicagoEntry } from './chicago-entry';
import { isGradeScaleRow } from './grade-scale';
import { continuesHangingReference } from './hanging-reference';
import { read } from './layouts/testing';
import { isNoReadingNote } from './no-reading-note';
import { findPages } from './pages';

/** Week headings over a `Readings:` label and Chicago entries wrapped with a hanging indent, no bullets. */
const CHICAGO_LIST = [
  'Fall 2031',
  'Week 1: Harbours',
  'Readings:',
  'Marsh, Ada Lenore. Tides of Trade. A Short History of Ports. 2nd edition. Boston: Beacon Hill Press. 2019.',
  '  Chapters 2-3.',
  'Quill, Peter J. and Nora B. Lane. ‘Lanterns on the Quay.’ In R. Stone (ed.) Coastal Lives. Leiden: Brill,',
  '  2011. Pp. 41-67.',
  'Week 2: Markets',
  'Readings:',
  'Hale, Tomas. ‘The Fish Auction.’ Journal of Coastal Studies 12, no. 3 (2020): 201–230.',
];

describe('a Chicago entry wrapped with a hanging indent and no bullet', () => {
  it('is one reading per entry, not one per sentence or wrapped line', () => {
    const r = read(CHICAGO_LIST);
    expect(r.titles).toHaveLength(3);
    expect(r.rows).toContainEqual([1, 'Tides of Trade, Chapters 2-3', null, null]);
    expect(r.rows).toContainEqual([1, 'Lanterns on the Quay', '41-67', null]);
    expect(r.rows).toContainEqual([2, 'The Fish Auction', '201-230', null]);
  });

  it('gives the author block as the citation', () => {
    const cited = read(CHICAGO_LIST).s.weeks.flatMap((w) => w.readings.map((x) => x.citation));
    expect(cited).toContain('Quill, Peter J. and Nora B. Lane');
  });

  it('joins only the lines a hanging indent sets right of an entry that opens with an author block', () => {
    const entry = 'Marsh, Ada. Tides of Trade. Boston: Beacon Hill Press,';
    expect(continuesHangingReference(entry, '  2019. Pp. 4-9.')).toBe(true);
    expect(continuesHangingReference(entry, 'Hale, Tomas. The Fish Auction.')).toBe(false);
    expect(continuesHangingReference(entry, '          Notes for the seminar')).toBe(false);
    expect(continuesHangingReference(entry, '  • Discussion questions')).toBe(false);
    expect(continuesHangingReference('Week 3: Markets', '  Pp. 4-9.')).toBe(false);
  });
});

describe('a Chicago entry read on its own', () => {
  it('takes the pages after the year, not a year inside a link or a page range', () => {
    expect(
      chicagoEntry(
        'Hale, Tomas. "Fish Auctions." Sea Review 4, no. 2 (March 1, 2021): 1470–1502. https://doi.org/10.1/2019.5.',
      ),
    ).toEqual({ title: 'Fish Auctions', citation: 'Hale, Tomas', pages: '1470-1502' });
  });

  it('is no entry when its title is only names joined by `and`, or when two entries run together', () => {
    expect(chicagoEntry('Lane, Time and Tide. Westport: Harbor Press, 1955.')).toBeNull();
    expect(
      chicagoEntry(
        'Marsh, Ada. “Tides.” Chapter 2 in Ports. Boston, 1964. ———. “Quays.” Chapter 3 in Ports. Boston, 1964.',
      ),
    ).toBeNull();
    expect(chicagoEntry('Marsh, Ada. Tides of Trade, a lecture without a publication')).toBeNull();
  });

  it('keeps an apostrophe inside a quoted title', () => {
    expect(
      chicagoEntry('Lane, Nora. "What\'s Next: Harbours Today" In Ports, Boston: Beacon, 2016.')?.title,
    ).toBe("What's Next: Harbours Today");
  });
});

/** Class lines whose `READING:` lines below arrive run together in one cell (a Word tab-stop layout). */
const LABEL_RUN = [
  'Fall 2031',
  'Week one',
  'Tuesday Sept. 2 | Introduction to the course',
  'Week two',
  'Tuesday Sept. 9 | Discuss harbours READING: Marsh, 10-32 READING: Quill, “Lanterns on the Quay” READING: Hale, “The Fish Auction”',
  'Thursday Sept. 11 | SCREENING: Night Harbour',
];

describe('a reading label repeated in one cell', () => {
  it('opens one reading per label', () => {
    const titles = read(LABEL_RUN).titles;
    expect(titles).toHaveLength(3);
    expect(titles.join(' | ')).toMatch(/Lanterns on the Quay/);
    expect(titles.some((t) => /Lanterns/.test(t) && /Fish Auction/.test(t))).toBe(false);
  });
});

describe('a roman page running into arabic pages after a comma', () => {
  it('is a page range (a book’s introduction and first chapters), but not after a word', () => {
    expect(findPages('Marsh, xv-63')?.pages).toBe('xv-63');
    expect(findPages('Part iv-3')).toBeNull();
  });
});

/** A schedule printed from Week 0, whose week 0 answers its reading label with "None". */
const NONE_WEEK_ZERO = [
  'Fall 2031',
  'Week 0: Orientation',
  'Readings: None during orientation week, but you may want to read: Marsh, Ada. Ch. 3 ‘Tides of Trade.’ In Harbours. Boston: Beacon, 2020. Pp. 15-25.',
  'Week 1: Harbours',
  'Readings: Quill, Peter, “Lanterns on the Quay,” pp. 4-19',
  'Week 2: Markets',
  'Readings: Hale, Tomas, “The Fish Auction,” pp. 20-41',
];

describe('a reading label answered with "None"', () => {
  it('assigns no reading, so the printed week numbers are kept', () => {
    const r = read(NONE_WEEK_ZERO);
    expect(r.titles.join(' | ')).not.toMatch(/None|Tides/);
    expect(r.rows.map((row) => row[0])).toEqual([1, 2]);
  });

  it('is told from a reading whose title only contains the word', () => {
    expect(isNoReadingNote('Readings: None during orientation week')).toBe(true);
    expect(isNoReadingNote('Reading: N/A')).toBe(true);
    expect(isNoReadingNote('Readings: Nonesuch Press anthology, pp. 3-9')).toBe(false);
  });
});

/** Lectures with month-day dates and no year; weekdays only in the prose; works cited of 2022, 2029 and 2032. */
const STALE_HEADER_YEAR = [
  'Harbour Lives (fall term)',
  'Week 1: Setting out',
  'Lecture 1 (Sep. 6): Ports',
  'Lecture 2 (Sep. 8): Ships',
  'Readings:',
  'Marsh, Ada. Tides of Trade. Boston: Beacon Hill Press. 2022. Chapters 1-2.',
  'The evening event takes place on Wednesday, September 28 in the museum.',
  'Week 2: Trade',
  'Lecture 3 (Sep. 13): Markets',
  'Readings:',
  'Quill, Peter. Quays. Leiden: Brill. 2032. Pp. 4-19.',
  'Lane, Nora. Piers. Boston: Beacon Hill Press. 2029. Pp. 20-31.',
  'The second event takes place on Wednesday, November 9.',
  'A later lecture on Tuesday, November 15 closes the unit.',
];

describe('weekdays that fit two years of one calendar', () => {
  it('date the course in the year near the newest year the text names, not an older cited one', () => {
    // The weekdays fit 2033 and 2022 alike: the course is taught after the newest work it cites (2032).
    const s = read(STALE_HEADER_YEAR).s;
    expect(s.semesterStart?.slice(0, 4)).toBe('2033');
  });
});

/** Numbered sessions, each over an inner numbered list of references set a few columns right. */
const NESTED_NUMBERED = [
  '1. Harbours and their histories',
  'We open with how ports grew.',
  'Core readings:',
  '   1. Ada Marsh “Tides of Trade,” Coastal Review (2001), 4: 2, 10–32. (link)',
  '   2. Peter Quill “Lanterns on the Quay,” Sea History (2010), 7: 1, 40–58. (link)',
  '2. Markets by the water',
  'Core reading:',
  '   1. Tomas Hale “The Fish Auction,” Coastal Review (2015), 9: 3, 201–230. (link)',
  '3. Piers',
  'Core reading:',
  '   1. Nora Lane “Piers,” Sea History (2019), 12: 1, 1–20. (link)',
];

describe('an inner numbered list under a numbered session', () => {
  it('gives the session its readings and opens no session of its own', () => {
    const r = read(NESTED_NUMBERED);
    expect(r.s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
    expect(r.rows.map((row) => row[0])).toEqual([1, 1, 2, 3]);
  });
});

/** A LaTeX table whose first cell holds `(Week N)`, the week's class dates on the row below. */
const PAREN_WEEK_ROWS = [
  'Harbours, Spring 2031',
  'Lecture: Mon & Wed',
  'Class Schedule',
  '(Week 1) | Ports | Marsh, Tides of Trade, Ch. 1',
  'Feb 03, 05 | Problem Set 1 Due Friday 02/07',
  '(Week 2) | Quays | "Lanterns on the Quay" (Quill)',
  'Feb 10, 12 | Problem Set 2 Due Friday 02/14',
];

describe('a week written in parentheses in a table’s first cell', () => {
  it('opens its week, so its reading is not put under the dates of the week before', () => {
    expect(read(PAREN_WEEK_ROWS).rows.map((row) => row[0])).toEqual([1, 2]);
  });
});

/** After the schedule: a grading scale set as a table and a services paragraph with local phone numbers. */
const AFTER_SCHEDULE = [
  'Fall 2031',
  'Week | Dates | Topic',
  '1 | Sep 2 & 4 | Harbours (Read: Marsh Ch1-2)',
  '2 | Sep 9 & 11 | Markets (Read: Quill 2020)',
  'Course Grading',
  'A+ 97+ | A 93-96 | A- 90-92',
  'B+ 87-89 | B 83-86 | B- 80-82',
  'Students may call 642-0518 (voice), 642-6376 (TTY), or write to the office.',
];

describe('a grading scale row and local phone numbers', () => {
  it('are no readings with pages', () => {
    const r = read(AFTER_SCHEDULE);
    expect(r.rows.map((row) => row[2]).filter(Boolean)).toEqual([]);
    expect(r.titles.join(' | ')).not.toMatch(/A\+|642/);
  });

  it('are told from page ranges', () => {
    expect(isGradeScaleRow('A+ 97+ | A 93-96 | A- 90-92')).toBe(true);
    expect(isGradeScaleRow('Ch. 1 | Marsh 10-32')).toBe(false);
    expect(findPages('call 642-0518 (voice)')).toBeNull();
    expect(findPages('Casebook 950-1010')?.pages).toBe('950-1010');
  });
});
