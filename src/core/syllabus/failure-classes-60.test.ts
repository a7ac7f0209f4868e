/**
 * Failure classes of round 36 (real PDFs): a LaTeX en-dash item wrapped onto a line that starts with a
 * date, Word bullets whose wrapped lines sit a tab's width right of the item's text, a note-style
 * reference whose imprint and pages stand in a sentence after the title, a second page range with its
 * note. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { continuesHangingItem } from './hanging-indent';
import { read } from './layouts/testing';
import { imprintPages } from './publication-imprint';

describe('an en-dash item wrapped at its text column', () => {
  it('goes on with the item, even when the wrapped line starts with a date of another year', () => {
    expect(
      continuesHangingItem(
        '      – Rosa Vidal, Statement to the Harbour Board,',
        '        May 3, 2019, https://x.org/a',
      ),
    ).toBe(true);
    const r = read([
      'Fall 2024, MW 10-11',
      'Sep 4 (W) | Harbour law',
      '      – Rosa Vidal, Statement to the Harbour Board, County Council,',
      '        May 3, 2019, https://x.org/statement',
      'Sep 9 (M) | Tides and titles',
      '      – Okafor v. Port Authority (1961)',
      'Sep 11 (W) | Wrecks',
      '      – Mensah v. Salvage Co. (1974)',
    ]);
    expect(r.titles).toHaveLength(3);
    // The wrapped line's date is part of the item: it neither starts a class nor moves the year.
    expect(r.rows.map((row) => row[3])).toEqual(['2024-09-04', '2024-09-09', '2024-09-11']);
  });
});

describe('a Word bullet whose wrapped lines start two columns right of its text', () => {
  it('is one item (the tab after the bullet is lost in the text layer)', () => {
    expect(
      continuesHangingItem(
        '   • Ana Ruiz, A History of Harbours. Leeds: Tidewater, 2019,',
        '       pp. 25–46.',
      ),
    ).toBe(true);
    // A line further right is not the item's wrap.
    expect(continuesHangingItem('   • Ana Ruiz, A History of Harbours.', '          An aside.')).toBe(false);
  });
});

describe('a note-style reference with its imprint in a sentence of its own', () => {
  it('is one reading, with the pages after the imprint', () => {
    expect(imprintPages('Leeds: Tidewater, 2019, pp. 25–46 (Ch. “Sails”)')).toBe('25-46');
    expect(imprintPages('Athens, OH: Dune Press, 2018')).toBeNull();
    expect(imprintPages('Read the preface: it is short, 2019')).toBeUndefined();
    const r = read([
      'Week 1',
      'Tuesday, 7 January: Ports',
      '   • Ana Ruiz, A History of Harbours: 1800 to Now. 2nd edition. Leeds: Tidewater, 2019, pp. 25–46 (Ch. “Sails”).',
      '   • Ben Osei, Tides of Trade. Athens, OH: Dune Press, 2018, pp. 3–19.',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.rows.map((row) => row[2])).toEqual(['25-46', '3-19']);
  });

  it('keeps a second page range with its note in the same reading', () => {
    const r = read([
      'Week 1',
      'Tuesday, 7 January: Ports',
      '   • Ana Ruiz, A History of Harbours. Leeds: Tidewater, 2019, pp. 22–28; 120–125 (Parts “Docks” & “Cranes”).',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.rows[0]![2]).toBe('22-28, 120-125');
  });
});
