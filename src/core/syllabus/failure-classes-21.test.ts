/**
 * Reading failure classes of the first pass over the `fresh15` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isNonReadingBlockLabel, isNonReadingLabel } from './non-reading-label';
import { findPages } from './pages';
import { structureSyllabusText } from './parse';

const readings = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r) => ({ title: r.title, pages: r.pages })),
  );

describe('an item whose own label says it is not an assigned reading', () => {
  const week = [
    '# Week 1. Contracts online',
    '',
    '* Watch 3 videos: https://video.example.org/list',
    '',
    '* Read: Jane Roe, Clickwrap and Consent (2019) 12 Law Review 40, pp. 40-61',
    '',
    '* Optionally read: John Doe, Shrinkwrap Revisited (2015) 9 Tech Journal 77, pp 77-90',
    '',
    '* Alternative/Supplemental reading: Smith ch 4.1 - 4.3',
    '',
    '* (video) A lecture on browsewrap',
    '',
    '* Read: Textbook, Chapter 2',
  ].join('\n');

  it('is not taken; the assigned items beside it are', () => {
    const r = readings(week);
    expect(r.map((x) => x.pages)).toContain('40-61');
    expect(r.map((x) => x.pages)).not.toContain('77-90');
    expect(r.some((x) => /Textbook, Chapter 2/.test(x.title))).toBe(true);
    expect(r.some((x) => /videos|Shrinkwrap|Smith ch|browsewrap/.test(x.title))).toBe(false);
    expect(r).toHaveLength(2);
  });

  it('needs a lower-case label: a capitalised title before a colon is a work', () => {
    expect(isNonReadingLabel('Watch 8 videos: https://example.org')).toBe(true);
    expect(isNonReadingLabel('Optionally read: Doe, Shrinkwrap Revisited')).toBe(true);
    expect(isNonReadingLabel('(browse) Reviews in Digital Humanities')).toBe(true);
    expect(isNonReadingLabel('Video Games: A Critical History, ch. 2')).toBe(false);
    expect(isNonReadingLabel('Read: Watching the Watchers, pp. 1-20')).toBe(false);
    expect(isNonReadingLabel('Suggested Reading: Griffiths 1.1 - 1.4')).toBe(false);
  });
});

describe('a label alone on its line that says the list below is not assigned', () => {
  it('closes the reading list: what follows "Explore" or an alternatives label is not read', () => {
    const text = [
      '3 Oct  **Archives**',
      '',
      '*Read*  ',
      'Smith, ["Reading the Archive"](https://example.org/a)  ',
      '',
      '*Explore*  ',
      '[The Example Archive](https://example.org/b)  ',
      '[Letters Online](https://example.org/c)  ',
      '',
      '10 Oct  **Maps**',
      '',
      '- Reading: Jones, Atlas 2.1 - 2.4',
      '- Alternative suggestions for reading:',
      '  - Brown pg 10 - 20',
    ].join('\n');
    const t = readings(text).map((x) => x.title);
    expect(t.some((x) => /Reading the Archive/.test(x))).toBe(true);
    expect(t.some((x) => /Atlas 2\.1/.test(x))).toBe(true);
    expect(t.some((x) => /Explore|Example Archive|Letters Online|Brown/.test(x))).toBe(false);
  });

  it('is a lower-case phrase naming something not assigned', () => {
    expect(isNonReadingBlockLabel('Explore')).toBe(true);
    expect(isNonReadingBlockLabel('Additional/Alternative suggestions for reading:')).toBe(true);
    expect(isNonReadingBlockLabel('Readings:')).toBe(false);
    expect(isNonReadingBlockLabel('Video Games and Play')).toBe(false);
  });
});

describe('a LaTeX tabular pasted into a page', () => {
  const table = [
    '\\begin{tabular}{llll}',
    'Class & Section & Topic & Readings \\\\',
    '\\hline',
    '1 & Lecture & Sound change & Campbell Chapter 2: Sound Change \\\\',
    '  & Lab & Transcription drills & Ladefoged \\& Johnson, Chapter 1 \\\\',
    '2 & Lecture & Borrowing & Campbell Chapter 3: Borrowing \\\\',
    '  & Lab & - & - \\\\',
    '\\end{tabular}',
  ].join('\n');

  it('is read as a table whose Readings column holds the readings', () => {
    const t = readings(table).map((x) => x.title);
    expect(t).toContain('Campbell Chapter 2: Sound Change');
    expect(t).toContain('Campbell Chapter 3: Borrowing');
    expect(t.some((x) => /Ladefoged & Johnson, Chapter 1/.test(x))).toBe(true);
  });

  it('takes nothing from a bare Section column beside the Readings column', () => {
    const t = readings(table).map((x) => x.title);
    expect(t.some((x) => /^(?:Lecture|Lab)$/.test(x))).toBe(false);
    expect(t).toHaveLength(3);
  });
});

describe('pages written after a chapter and a colon', () => {
  it('reads the range after `Book chapter:` as pages, not a clock', () => {
    expect(findPages('Read K&M 3:48-54.')?.pages).toBe('48-54');
    expect(findPages('Sociological Review 71:353-375')?.pages).toBe('353-375');
    expect(findPages('Class meets Tuesday 1:30-4 in Hall 2')).toBeNull();
    expect(findPages('Lab Thursday 3:00 - 4 PM')).toBeNull();
  });

  it('makes a dated chapter:pages assignment a sure reading', () => {
    const text = [
      '### Week 01, August 24 - 28',
      '',
      '#### Mon, August 24, 2026',
      '',
      '- Topic',
      '    - Introduction to the course.',
      '- Assignment',
      '    - Read K&M 1:2-19.',
    ].join('\n');
    const r = structureSyllabusText(text).weeks.flatMap((w) => w.readings);
    expect(r.map((x) => x.pages)).toEqual(['2-19']);
    expect(r[0]!.confidence).toBeGreaterThanOrEqual(80);
  });
});

describe('an author-date citation `Author. Year. “Title.” Venue.`', () => {
  it('is one reading, not an author-year reading and a title reading', () => {
    const text = [
      '### March 3 - Elections',
      '- Ruth Park. 2021. “The Ballot Question.” The Civic Review.',
      '- Stone, Adam B. (forthcoming). “Counting the Vote.” Handbook of Election Law.',
    ].join('\n');
    const t = readings(text).map((x) => x.title);
    expect(t).toHaveLength(2);
    expect(t.some((x) => /Ballot Question/.test(x))).toBe(true);
    expect(t.some((x) => /Counting the Vote/.test(x))).toBe(true);
  });
});
