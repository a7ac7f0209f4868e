/**
 * Failure class of round 35 (images): a dated pipe row without a named header (a photographed table whose header
 * OCR garbled) holding a reading cell and a task cell (`MOS 375-417 | Exercise 1 or 2 on 388-389 | Dialogue`).
 * The task's cell was joined into the reading's span: its exercise word dropped the reading, or its words
 * became the reading's title. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isTaskCell } from './layouts/row-cells';
import { read } from './layouts/testing';

describe('a task cell beside the reading cell of a dated pipe row', () => {
  const r = read([
    'Poetry Workshop, 2031',
    '',
    '7 Jan 2031 | Harbour Reader 12-30 | Exercise 3 on 31, or the questions on 30 | Voice',
    '14 Jan 2031 | Harbour Reader 31-58 | Write at least ten lines of a sonnet | Sonnet',
    '21 Jan 2031 | Tide Anthology 4-19 | Complete the sketch from class | Image',
  ]);

  it('leaves the reading standing, titled without the task', () => {
    expect(r.rows.map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Harbour Reader — Voice', '12-30', '2031-01-07'],
      ['Harbour Reader — Sonnet', '31-58', '2031-01-14'],
      ['Tide Anthology — Image', '4-19', '2031-01-21'],
    ]);
  });

  it('takes nothing from the task cells', () => {
    for (const t of r.titles) expect(t).not.toMatch(/Exercise|Write|Complete/);
  });
});

describe('which cells are a task', () => {
  it('opens with a task word', () => {
    for (const cell of [
      'Exercise 3 on 31',
      'Write at least ten lines',
      'Work on Final Project',
      'Problems 4-9',
    ])
      expect(isTaskCell(cell)).toBe(true);
  });

  it('is not a cell that says to read, nor a title that holds a task word later on', () => {
    for (const cell of [
      'Complete and read Okafor, ch. 2',
      'Harbour Reader 12-30',
      'Writing the Self, pp. 3-9',
    ])
      expect(isTaskCell(cell)).toBe(false);
  });
});
