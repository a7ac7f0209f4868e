/**
 * Failure classes of the photo path (generated3), each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a grid cell of several read lines under a date (a photographed table, columns as indents)', () => {
  const cell = [
    'Schedule',
    'March 4, 2024                  Before class',
    '                               Read Data Primer Chapter 1 1.1-1.4',
    '                               Read Field Notes Part 2 - The Survey.',
    '                               Write a one-page summary of the survey',
    'March 11, 2024                 Before class',
    '                               Read Data Primer Chapter 2 2.1-2.6',
  ];

  it('reads each `Read ...` line as a reading of its own, not one wrapped paragraph', () => {
    const r = read(cell);
    const first = r.titles.find((t) => /Data Primer Chapter 1/.test(t ?? ''));
    expect(first).toBeDefined();
    expect(first).not.toMatch(/Field Notes/);
    expect(r.titles.some((t) => /Field Notes Part 2/.test(t ?? ''))).toBe(true);
  });
});

describe('an indented grid cell line is not full width for its indent alone', () => {
  const cell = [
    'Schedule',
    'March 11, 2024                 Before class',
    '                               Read Data Primer Chapter 2 2.1-2.6',
    '                               Memorize the symbols in Field Notes Exercise 3',
  ];

  it('keeps the reading line apart from the task line below it', () => {
    const r = read(cell);
    expect(r.titles.some((t) => /Data Primer Chapter 2/.test(t ?? '') && !/Memorize/.test(t ?? ''))).toBe(
      true,
    );
  });
});
