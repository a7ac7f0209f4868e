/**
 * Failure class of round 35 (images): a dated pipe row without a named header (a photographed table whose header
 * OCR garbled) holding a reading cell and a task cell (`MOS 375-417 | Exercise 1 or 2 on 388-389 | Dialogue`).
 * The task's cell was joined into the reading's span: its exercise word dropped the reading, or its words
 * became the reading's title. And a page range whose dash OCR read as a point in small print (`Pgs. 311.333`).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isTaskCell } from './layouts/row-cells';
import { repairOcrNumbers } from './ocr-repair';
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

describe('a page range whose dash OCR read as a point', () => {
  it('is a range again after a page word', () => {
    expect(repairOcrNumbers('Pgs. 311.333')).toBe('Pgs. 311-333');
    expect(repairOcrNumbers('pp. 444. 463')).toBe('pp. 444-463');
    expect(repairOcrNumbers('Read pages 1071.1101 of the reader')).toBe('Read pages 1071-1101 of the reader');
  });

  it('leaves sections, decimals and far or falling numbers alone', () => {
    for (const text of ['Ch. 11.20', 'pp. 12.5', 'pp. 333.35', 'Pgs. 120.900', 'Sec. 10.12', 'pp. 10.12.14'])
      expect(repairOcrNumbers(text)).toBe(text);
  });

  it('gives the dated lines of a photographed page their readings', () => {
    const r = read([
      'Harbour Law, Spring 2031',
      'Jan. 14, 2031',
      'Pgs. 311.333',
      'Jan. 16, 2031',
      'Pgs. 333-351',
    ]);
    expect(r.rows.map((row) => [row[2], row[3]])).toEqual([
      ['311-333', '2031-01-14'],
      ['333-351', '2031-01-16'],
    ]);
  });
});
