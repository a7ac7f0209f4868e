/**
 * Failure classes of fresh31's GitHub course files (round f31): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/**
 * A browser's copy of an HTML schedule table: cells joined by tabs, the week number only on the first row
 * of its rowspan, the readings in a column named Assignments, a break row between two printed weeks.
 */
const COPIED_TABLE = [
  'Schedule',
  '',
  'Week\tDate\tAssignments\tModule',
  '1\tW 9/4\tCome to class!\tIntroductions',
  'F 9/6\tHale, Roman Households (Hackett, pp. 20-40)',
  '2\tM 9/9\tTerence Brothers 1-300 (Hackett, pp. 41-60)\tComedy',
  'W 9/11\tTerence Brothers 301-600 (Hackett, pp. 61-80)',
  'F 9/13\tSallust Jugurtha 1-10 (Hackett, pp. 81-95)',
  'QUIZ 1\tHistoriography',
  'FALL BREAK',
  '3\tM 9/23\tLivy 2.1-15 (Hackett, pp. 143-150)\tThe Republic',
  'W 9/24\tPropertius Book 2 (all poems)',
  'W 9/25\tLivy 2.16-30 (Hackett, pp. 151-160)',
];

describe('a copied HTML table whose readings sit in an Assignments column', () => {
  it('reads the Assignments column, and no quiz', () => {
    const titles = read(COPIED_TABLE).titles.join(' | ');
    expect(titles).toMatch(/Roman Households/);
    expect(titles).toMatch(/Sallust Jugurtha/);
    expect(titles).toMatch(/Propertius Book 2/);
    expect(titles).not.toMatch(/QUIZ/);
  });

  it('places each class in the printed week of its rowspan, across the break', () => {
    const weeks = read(COPIED_TABLE).rows.map((r) => [r[0], String(r[1]).slice(0, 12)]);
    expect(weeks).toContainEqual([1, 'Hale, Roman ']);
    expect(weeks).toContainEqual([2, 'Sallust Jugu']);
    expect(weeks).toContainEqual([3, 'Livy 2.1-15 ']);
    expect(weeks).toContainEqual([3, 'Livy 2.16-30']);
  });
});

/** A list of deadlines in a `Date | Assignment` table beside a schedule of weekly readings. */
const DEADLINES = [
  '## Schedule',
  '',
  '### Week 1',
  '- Read: Marlow, The Guild Economy, pp. 1-20',
  '### Week 2',
  '- Read: Marlow, The Guild Economy, pp. 21-44',
  '',
  '## Due dates',
  '',
  '| Date   | Assignment                     |',
  '|--------|--------------------------------|',
  '| 23 Feb | Unit 1 Response Questions Posted |',
  '| 8 Mar  | Unit 1 Self-Assessment Due     |',
];

describe('a Date | Assignment list of deadlines', () => {
  it('is no column of readings', () => {
    const titles = read(DEADLINES).titles.join(' | ');
    expect(titles).toMatch(/Guild Economy/);
    expect(titles).not.toMatch(/Response Questions|Self-Assessment/);
  });
});
