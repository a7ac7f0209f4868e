/**
 * Failure classes seen at first sight on the `fresh6` corpus folder (corpus/syllabi/fresh6/FIRST_SIGHT.md)
 * and known misses of earlier folders, each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { splitGluedReference } from './layouts/glued-cells';
import { splitRunOnMarkers } from './layouts/run-on-markers';
import { findPages } from './pages';
import { CASE_NAME } from './signals';
import { splitWorks } from './works-list';

describe('several works named in one item are one reading each', () => {
  it('cuts between works that each name their author', () => {
    expect(splitWorks('Ann Lee’s “River Song” (parts 1 and 2) and Bo Park’s “Night Train”')).toEqual([
      'Ann Lee’s “River Song” (parts 1 and 2)',
      'Bo Park’s “Night Train”',
    ]);
    expect(splitWorks('Ann Lee’s “River Song,” Bo Park’s “Night Train”')).toEqual([
      'Ann Lee’s “River Song,”',
      'Bo Park’s “Night Train”',
    ]);
    expect(splitWorks('Heraclitus (GP, ch.3) & Moor’s “On Flux”')).toEqual([
      'Heraclitus (GP, ch.3)',
      'Moor’s “On Flux”',
    ]);
  });

  it('keeps one entry, and a run of bare quoted parts of one thing, whole', () => {
    expect(splitWorks('Lee, “River Songs”, Journal of Rivers 4: 17-28')).toEqual([
      'Lee, “River Songs”, Journal of Rivers 4: 17-28',
    ]);
    expect(splitWorks('watch the clips “Getting in,” “Moving around,” and “Leaving”')).toHaveLength(1);
    expect(splitWorks('Lee, “Songs, Poems, and Hymns”')).toHaveLength(1);
  });

  it('gives two readings for a dated row naming two works', () => {
    const r = read([
      'Mon, Mar 4  Ann Lee’s “River Song” and Bo Park’s “Night Train”',
      'Mon, Mar 11  Cy Diaz’s “Harbor”',
    ]);
    expect(r.rows.filter((row) => row[0] === 1).map((row) => row[1])).toEqual([
      'Ann Lee’s “River Song”',
      'Bo Park’s “Night Train”',
    ]);
  });
});

describe('a run-on PDF paragraph with class markers and symbol-font bullets in mid-line', () => {
  it('cuts the paragraph at each class marker and at each glyph bullet', () => {
    expect(
      splitRunOnMarkers(
        'Read the list. Class 1 Part One q Text (1-9) q Ames v. Bell (10-14) Class 2 Part Two q Text (15-20)',
      ),
    ).toEqual([
      'Read the list.',
      'Class 1 Part One',
      '• Text (1-9)',
      '• Ames v. Bell (10-14)',
      'Class 2 Part Two',
      '• Text (15-20)',
    ]);
  });

  it('leaves prose alone: a lone letter used twice, class numbers that do not count up', () => {
    expect(splitRunOnMarkers('Plan q A and q B of the course, with no third one.')).toBeNull();
    expect(splitRunOnMarkers('See Class 3 Notes, and Class 1 Review for the quiz.')).toBeNull();
  });

  it('reads one unit per class with the bullets as its readings', () => {
    const filler = 'This is a list of readings from the casebook and other sources. '.repeat(3);
    const r = read([
      `${filler}Class 1 Part One q Text (1-9) q Ames v. Bell (10-14) q Rule 3 q Text (15-18) Class 2 Part Two q Text (19-30) q Cole v. Dunn (31-40)`,
    ]);
    expect(r.rows.map((row) => [row[0], row[2]])).toEqual([
      [1, '1-9'],
      [1, '10-14'],
      [1, null],
      [1, '15-18'],
      [2, '19-30'],
      [2, '31-40'],
    ]);
  });
});

describe('page and case shapes of outline items', () => {
  it('reads a lone page number in parentheses closing an item as the page it starts on', () => {
    expect(findPages('HALE V. MORROW (21) & NOTES')?.pages).toBe('21');
    expect(findPages('Guide to Pleading (Handout, 4)')?.pages).toBe('4');
    expect(findPages('Review Problem (3)')).toBeNull();
    expect(findPages('The Gold Rush (1849)')).toBeNull();
  });

  it('does not read a count of pages as pages to read', () => {
    expect(findPages('Most assignments will be short (10-20 pages), so read closely')).toBeNull();
    expect(findPages('Read pages 10-20')?.pages).toBe('10-20');
  });

  it('knows a case name set in capitals', () => {
    expect(CASE_NAME.test('HALE V. MORROW')).toBe(true);
    expect(CASE_NAME.test('ROLLINS V CONE CO.')).toBe(true);
    expect(CASE_NAME.test('PART V. REMEDIES')).toBe(false);
  });
});

describe('table cells run together without a separator', () => {
  it('cuts a chapter reference glued to the topic cell onto a line of its own', () => {
    expect(splitGluedReference('Gases and PressureChapter 5 and Chapter 6 (to 6.2)')).toEqual([
      'Gases and Pressure',
      'Chapter 5 and Chapter 6 (to 6.2)',
    ]);
    expect(splitGluedReference('Read Chapter 5 tonight')).toEqual(['Read Chapter 5 tonight']);
  });

  it('reads the reference as the row reading and the topic as its topic', () => {
    const r = read([
      'Date  Topic  Text Reference',
      'Week 1',
      'Sept. 3',
      'Gases and PressureChapter 5',
      'Week 2',
      'Sept. 10',
      'Heat and WorkChapter 6',
    ]);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Chapter 5'],
      [2, 'Chapter 6'],
    ]);
  });
});
