import { describe, expect, it } from 'vitest';
import { letteredListNumbers } from './lettered-list';

describe('a list lettered in lower case', () => {
  it('is written with the numbers its letters count, run by run', () => {
    const lines = [
      'Week 1',
      'a. Torts, pages 1-20',
      'b. Torts, pages 21-40',
      '',
      'a) Intro',
      'b) Cases',
      'c) Notes',
    ];
    expect(letteredListNumbers(lines)).toEqual([
      'Week 1',
      '1. Torts, pages 1-20',
      '2. Torts, pages 21-40',
      '',
      '1) Intro',
      '2) Cases',
      '3) Notes',
    ]);
  });

  it('keeps its indent and bullet, and restarts at a', () => {
    const lines = ['  - a. One', '  - b. Two', 'Week 2', '  - a. Three', '  - b. Four'];
    expect(letteredListNumbers(lines)).toEqual([
      '  - 1. One',
      '  - 2. Two',
      'Week 2',
      '  - 1. Three',
      '  - 2. Four',
    ]);
  });

  it('leaves a lone letter, letters out of order and a labelled item alone', () => {
    const alone = ['a. Smith, Torts', 'Week 2', 'c. Jones'];
    expect(letteredListNumbers(alone)).toEqual(alone);
    const labelled = ['a) Reading: Horizon, ch. 1-4.', 'b) Journal: Diet.'];
    expect(letteredListNumbers(labelled)).toEqual(labelled);
  });

  it('leaves letters that are the level under numbered items at the same indent', () => {
    const outline = ['1. Background', 'a. Privileges (P83-84)', 'b. Civil Rights (P84-85)', '2. Patrons'];
    expect(letteredListNumbers(outline)).toEqual(outline);
  });
});
