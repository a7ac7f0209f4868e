/**
 * Failure classes of round 35 (the fresh40 PDFs): a nested list whose first-level bullets are only the
 * week (`• Week 3`) over deeper items, LaTeX's third-level item mark `∗` (U+2217), and author-date
 * references whose author block has no comma (`Okafor & Lee. (2014).`, `Abara et al. (2018) Venue`).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { hasAuthorDateHead } from './author-date-head';
import { classifySpan } from './classify';
import { glyphBullet } from './glyph-bullet';
import { read } from './layouts/testing';
import { statedMeetingDays } from './stated-meeting-days';

describe('LaTeX’s third-level item mark', () => {
  it('reads as a bullet', () => {
    expect(glyphBullet('            ∗ Okafor 2011: Tides and ports')).toBe(
      '            • Okafor 2011: Tides and ports',
    );
  });

  it('leaves the operator inside a line alone', () => {
    expect(glyphBullet('a ∗ b')).toBe('a ∗ b');
    expect(glyphBullet('∗emphasis∗ here')).toBe('∗emphasis∗ here');
  });
});

describe('a nested list whose first-level bullets are only the week', () => {
  const nested = [
    'Schedule',
    '   • Week 1',
    '        – Topic: Getting started',
    '        – Reading: Chapter 1 of the textbook.',
    '   • Week 2',
    '        – Topic: Harbours',
    '        – Reading',
    '            ∗ Mensah 2004: Tides and ports',
    '            ∗ Okafor & Lee 2011: Estuaries',
    '        – Exercise: Map the estuary',
    '   • Week 3',
    '        – Topic: Review',
    '        – Reading',
    '            ∗ Abara 1999: Sea walls',
  ];

  it('opens a week at each bullet and takes the items under it', () => {
    const r = read(nested);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Chapter 1 of the textbook'],
      [2, 'Mensah 2004: Tides and ports'],
      [2, 'Okafor & Lee 2011: Estuaries'],
      [3, 'Abara 1999: Sea walls'],
    ]);
  });

  it('keeps a bullet that only mentions a week a bullet', () => {
    const r = read([
      'Week 1',
      '* Week 3 reading is due on Friday',
      '* Mensah, Tides and Ports, pp. 1-20',
      '* Week 4 has no class',
      '* Okafor, Estuaries, pp. 3-9',
      '* Week 5 brings the quiz',
    ]);
    expect(r.rows.map((row) => row[0])).toEqual([1, 1]);
  });
});

describe('an author-date reference whose author block has no comma', () => {
  it('is told by its names, initials and connectives', () => {
    expect(hasAuthorDateHead('Okafor & Lee. (2014). “Making Ports Work.” In Harbour Methods')).toBe(true);
    expect(hasAuthorDateHead('Mensah K. (2020). “Tides Rising.” Coastal Review, (pp. 19-24).')).toBe(true);
    expect(hasAuthorDateHead('Application paper: Abara et al. (2018) Harbour Letters')).toBe(true);
    expect(hasAuthorDateHead('Core paper: Mensah, K. (2017) PSRM')).toBe(true);
  });

  it('is no phrase of a schedule before a year', () => {
    expect(hasAuthorDateHead('Monday & Wednesday (2020) Room 4')).toBe(false);
    expect(hasAuthorDateHead('Midterm Exam (2024) Room 5')).toBe(false);
    expect(hasAuthorDateHead('Okafor (2019) Harbour Studies')).toBe(false);
    expect(hasAuthorDateHead('Final paper due (2019) in class')).toBe(false);
  });

  it('names a work: a labelled item of authors, year and venue is taken', () => {
    const item = classifySpan({
      text: 'Application paper: Abara et al. (2018) Harbour Letters',
      context: 'bullet',
      bulletPrior: 0,
    });
    expect(item.features).toContain('authorTitle');
    expect(item.take).toBe(true);
  });

  it('is one reading with its container and pages, not one per sentence', () => {
    const r = read([
      '9/8 | Lecture: Harbours',
      'Required Readings: Okafor & Lee. (2014). “Making Ports Work.” In Harbour Methods, (pp. 1-14).',
      'Mensah K. (2020). “Tides Rising.” Coastal Review, (pp. 19-24).',
    ]);
    expect(r.rows.map((row) => [row[1], row[2]])).toEqual([
      ['Making Ports Work', '1-14'],
      ['Tides Rising', '19-24'],
    ]);
  });
});

describe('weekday codes joined by `and` after a class-time label', () => {
  it('are the meeting days', () => {
    expect(
      statedMeetingDays(['Harbour Studies 101', 'Classes: T and R 10:00 - 11:50 a.m. in Hall 4']),
    ).toEqual(['tuesday', 'thursday']);
    expect(statedMeetingDays(['M and W 9:00-9:50 am, Room 12'])).toEqual(['monday', 'wednesday']);
  });

  it('are not read from a sentence', () => {
    expect(statedMeetingDays(['Office: T and R hours by appointment, 10:00 am'])).toEqual([]);
  });
});
