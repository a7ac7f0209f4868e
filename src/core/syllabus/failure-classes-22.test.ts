/**
 * Reading failure classes of the lowest documents at main 8ee5066 (the "low" round), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a Date / Theme / Assignment table flattened with single spaces, weekday before the date', () => {
  const table = [
    'Date Theme Assignment',
    '',
    'Mon. Oct. 5 Why read the ancients? Course overview',
    '',
    'Wed. Oct. 7 The trial of a teacher Xenophon’s Defence',
    '',
    'Fri. Oct. 9 Founding a city Cicero On Duties',
    '',
    'Founders Days No Class',
    '',
    'Wed. Oct. 14 The good life Seneca, Letter 5',
    '',
    'Fri. Oct. 16 Duties to others Boethius Consolation Bk. 2',
  ];

  it('reads each dated row as a class whose assignment cell is its reading, signal or not', () => {
    const r = read(table);
    expect(r.region('Wed. Oct 7')).toBe('table row');
    const titles = r.titles.join(' / ');
    expect(titles).toContain('Xenophon’s Defence');
    expect(titles).toContain('Cicero On Duties');
    expect(titles).toContain('Seneca, Letter 5');
  });

  it('keeps going past a no-class line between dated rows, in the right weeks', () => {
    const r = read(table);
    expect(r.region('Fri. Oct 16')).toBe('table row');
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Cicero On Duties')).toBe(1);
    expect(weekOf('Seneca, Letter 5')).toBe(2);
    expect(weekOf('Boethius')).toBe(2);
  });

  it('keeps a number after an abbreviation point with its word (`Bk. 2` is no reference run)', () => {
    const r = read(table);
    expect(r.titles.some((t) => t.endsWith('Boethius Consolation Bk. 2'))).toBe(true);
  });
});

describe('a lesson table flattened one cell a line, topic and homework on one line apart by spaces', () => {
  const lessons = [
    'Lesson #',
    'Date(s)',
    'Section  Topic',
    'Homework Assignment',
    '8',
    'Feb. 3',
    '4.1',
    'Rates of Change  Section 4.1: #2, 5, 9, 13,',
    '17, 21 to be collected: Feb. 10',
    '9',
    'Feb. 5',
    '4.2',
    'Related Rates Lab  Worksheet to be collected: Feb. 12',
    '10',
    'Feb. 10',
    '4.2/4.3',
    'Related Rates/Optimization  Section 4.3: #1, 6, 8',
    '11',
    'Feb. 12',
    '4.4',
    'Curve Sketching  Section 4.4: #3, 4, 10',
  ];

  it('titles each section by the topic beside it and takes no homework', () => {
    const r = read(lessons);
    expect(r.titles).toEqual([
      '4.1 Rates of Change',
      'Sections 4.2',
      '4.2/4.3 Related Rates/Optimization',
      '4.4 Curve Sketching',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2, 2]);
  });
});
