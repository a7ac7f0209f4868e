import { describe, expect, it } from 'vitest';
import { bannerHeader, bookTitled, readingBanner } from './book-columns';
import { read } from './testing';

describe('layout: book columns under a reading banner (two-row pipe header)', () => {
  it('reads the columns under the banner as books and titles bare chapters with the book', () => {
    const r = read([
      'Spring 2019',
      '|       | chapters to read before class |',
      '| date | Garcia | Okafor | Topics |',
      '| 01-15 |  |  | welcome |',
      '| 01-17 | 1, 2 | 1–3 | first steps |',
      '| 01-22 | 4 |  | second steps |',
      '| 01-24 |  | 5, 9 | third steps |',
    ]);
    expect(r.region('date | Garcia')).toBe('table header');
    expect(r.rows).toEqual([
      [1, 'Garcia Ch. 1, 2', null, '2019-01-17'],
      [1, 'Okafor Ch. 1–3', null, '2019-01-17'],
      [2, 'Garcia Ch. 4', null, '2019-01-22'],
      [2, 'Okafor Ch. 5, 9', null, '2019-01-24'],
    ]);
  });

  it('finds the banner cell and the book names under it', () => {
    const banner = readingBanner(['', '', 'Readings', '']);
    expect(banner).toEqual({ at: 2, unit: null });
    expect(readingBanner(['', 'Week 3', ''])).toBeNull();
    expect(readingBanner(['', 'Topics', 'Readings', ''])).toBeNull();
    const h = bannerHeader(['', 'Date', 'Lee', 'Park Jones', 'Topic', ''], banner!);
    expect(h?.books).toEqual([null, null, 'Lee', 'Park Jones', null, null]);
    expect(h?.kinds).toEqual(['other', 'date', 'reading', 'reading', 'topic', 'other']);
    // A header that names its reading column needs no banner.
    expect(bannerHeader(['', 'Date', 'Reading', 'Topic', ''], banner!)).toBeNull();
  });

  it('keeps a cell with words as printed', () => {
    expect(bookTitled('handout on loops', 'Lee', 'Ch.')).toBe('handout on loops');
    expect(bookTitled('7–9', 'Lee', null)).toBe('Lee 7–9');
  });
});
