/**
 * Failure classes of fresh28's real PDFs (round r32-pdf): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { chicagoEntry } from './chicago-entry';
import { continuesHangingReference } from './hanging-reference';
import { read } from './layouts/testing';

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
