/**
 * Failure classes of fresh29's screenshots (round ocr29): each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { ruledGapRows } from './layouts/ruled-gap-rows';
import { read } from './layouts/testing';

/**
 * A ruled Word table as OCR gives it: some vertical rules read as `|`, others only as wide gaps, a
 * wrapped reading cell's further lines set under the reading column, the week number in a merged cell.
 */
const RULED_OCR_TABLE = [
  'Week | Day | Topic                      | Readings',
  '  1    | 1/12 | Opening the archive      |',
  '        1/14 | Letters and diaries       Harwell, Private Papers, ch. 1-',
  '                                         2',
  '                                         Osei, Keeping Time 3.1-3.4',
  '  2     1/19   Maps as evidence           Lund, Drawn Borders, Part 2:',
  '                                         Survey and Claim 4.1-4.6',
  '        1/21 | Census records |           Marr, Counting People 2.2-2.5',
];

describe('a ruled table read by OCR with some rules lost', () => {
  it('places each piece under the header column it starts under, wrapped lines joined to their cell', () => {
    expect(ruledGapRows(RULED_OCR_TABLE.map((raw) => ({ raw }))).map((r) => r.raw)).toEqual([
      '| Week | Day | Topic | Readings |',
      '| 1 | 1/12 | Opening the archive |  |',
      '|  | 1/14 | Letters and diaries | Harwell, Private Papers, ch. 1- 2<br>Osei, Keeping Time 3.1-3.4 |',
      '| 2 | 1/19 | Maps as evidence | Lund, Drawn Borders, Part 2: Survey and Claim 4.1-4.6 |',
      '|  | 1/21 | Census records | Marr, Counting People 2.2-2.5 |',
    ]);
  });

  it('reads rows apart from the blank lines a tall row leaves between them (line gaps of OCR lines)', () => {
    const spaced = RULED_OCR_TABLE.flatMap((raw, i) => (i === 5 ? ['', raw] : [raw]));
    expect(ruledGapRows(spaced.map((raw) => ({ raw }))).map((r) => r.raw)).toEqual(
      ruledGapRows(RULED_OCR_TABLE.map((raw) => ({ raw }))).map((r) => r.raw),
    );
  });

  it('reads every reading of the table in its printed week', () => {
    const r = read(['Spring 2031', ...RULED_OCR_TABLE]);
    expect(r.titles).toHaveLength(4);
    expect(r.rows.map((row) => [row[0], String(row[1]).split(' ')[0]])).toEqual([
      [1, 'Harwell,'],
      [1, 'Osei,'],
      [2, 'Lund,'],
      [2, 'Marr,'],
    ]);
    expect(r.titles).toContain('Lund, Drawn Borders, Part 2: Survey and Claim 4.1-4.6');
  });

  it('leaves a typed pipe table (outer pipes) and a header without a reading column as they are', () => {
    const typed = ['| Week | Topic      | Readings   |', '| 1    | Archives   | Ch. 1      |'];
    expect(ruledGapRows(typed.map((raw) => ({ raw }))).map((r) => r.raw)).toEqual(typed);
    const noReading = [
      'Week | Day | Topic          | Notes',
      '  1     1/12   Archives         bring a laptop',
    ];
    expect(ruledGapRows(noReading.map((raw) => ({ raw }))).map((r) => r.raw)).toEqual(noReading);
  });

  it('ends the table at a line set at the margin without a gap', () => {
    const lines = [...RULED_OCR_TABLE.slice(0, 2), 'Grading', 'Essays 40%'];
    const out = ruledGapRows(lines.map((raw) => ({ raw }))).map((r) => r.raw);
    expect(out.slice(2)).toEqual(['Grading', 'Essays 40%']);
  });
});
