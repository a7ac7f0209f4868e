import { describe, expect, it } from 'vitest';
import { colonNumberedLessons, pointColonNumber } from './colon-numbered-lessons';

describe('layout: lessons numbered with a colon', () => {
  it('marks three or more lesson lines counting up from 1, other lines between them', () => {
    expect(
      colonNumberedLessons([
        '1: Orientation',
        '  • Course guide',
        '2: Rivers and Cities',
        '  • Ames, "Water Towns" (CR, pp. 4-19)',
        '3: Trade Routes',
        '  • Bell, "Caravans" (CR, pp. 20-31)',
      ]),
    ).toEqual([true, false, true, false, true, false]);
  });

  it('leaves day numbers under printed weeks, short runs, gaps and problem numbers alone', () => {
    expect(colonNumberedLessons(['Week 1', '1: Intro', '2: Maps', '3: Ports'])).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(colonNumberedLessons(['1: Intro', '2: Maps'])).toEqual([false, false]);
    expect(colonNumberedLessons(['1: Intro', '2: Maps', '4: Ports', '5: Coasts'])).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(colonNumberedLessons(['4: Ports', '5: Coasts', '6: Islands', '7: Capes'])).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(colonNumberedLessons(['1: 1-8 odd', '2: 3, 5', '3: 7'])).toEqual([false, false, false]);
  });

  it('writes a lesson line back with a point', () => {
    expect(pointColonNumber('2: Rivers and Cities')).toBe('2. Rivers and Cities');
    expect(pointColonNumber('Reading: Ames')).toBe('Reading: Ames');
  });
});
