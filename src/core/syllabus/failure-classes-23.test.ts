/**
 * Reading failure classes of the pass over the `fresh16` folder, each on a small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const weekOf = (text: string) =>
  structureSyllabusText(text)
    .weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]))
    .filter(([, pages]) => pages !== null);

describe('lessons numbered with a colon over reading bullets', () => {
  it('puts each lesson in its own week', () => {
    const r = weekOf(
      [
        'Course Schedule',
        '1: Orientation',
        '  • Course guide',
        '2: Rivers and Cities',
        '  • Ames, "Water Towns" (CR, pp. 4-19)',
        '  • Submit the lesson 2 questions',
        '3: Trade Routes',
        '  • Bell, "Caravans and Ports" (CR, pp. 20-31)',
        '4: Empires',
        '  • Cole, "The Long Road" (CR, pp. 32-47)',
      ].join('\n'),
    );
    expect(r).toEqual([
      [2, '4-19'],
      [3, '20-31'],
      [4, '32-47'],
    ]);
  });
});

describe('an author whose name is also an instruction verb', () => {
  it('is a reading when a comma follows the name', () => {
    const titles = structureSyllabusText(
      [
        '1: Foundations',
        '  • Post, "Rules and Their Reasons" (CR, pp. 40-52)',
        '  • Post your reply to the lesson forum',
        '2: Precedent',
        '  • Dale, "On Precedent" (CR, pp. 60-71)',
        '3: Statutes',
        '  • Eve, "Reading Statutes" (CR, pp. 72-80)',
      ].join('\n'),
    ).weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]));
    expect(titles).toEqual([
      [1, '40-52'],
      [2, '60-71'],
      [3, '72-80'],
    ]);
  });
});
