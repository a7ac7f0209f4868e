import { describe, expect, it } from 'vitest';
import { splitRunOnReadItems } from './run-on-read-items';

describe('splitRunOnReadItems', () => {
  it('cuts a run-on assignment cell before each read item after a note and before each homework label', () => {
    expect(
      splitRunOnReadItems(
        'Set 2 due (key) Web HW: “Waves RQ” due Read §4.1 "Sound" (notes) Homework: “Waves HW” due Read §4.2 "Light"',
      ),
    ).toEqual([
      'Set 2 due (key)',
      'Web HW: “Waves RQ” due',
      'Read §4.1 "Sound" (notes)',
      'Homework: “Waves HW” due',
      'Read §4.2 "Light"',
    ]);
  });

  it('cuts a list of sections each with its own quoted title into one piece per section', () => {
    expect(splitRunOnReadItems('Read §4.1 "Sound", §4.2 "Light", §4.3 "Lenses" (notes)')).toEqual([
      'Read §4.1 "Sound"',
      '§4.2 "Light"',
      '§4.3 "Lenses" (notes)',
    ]);
    expect(splitRunOnReadItems('Read 4.1 "Sound", 4.2 "Light"')).toEqual(['Read 4.1 "Sound"', '4.2 "Light"']);
  });

  it('leaves a line whole when no read item runs on after a note, or a list is not all titled sections', () => {
    expect(splitRunOnReadItems('Please Read Chapter 2 before class')).toEqual([
      'Please Read Chapter 2 before class',
    ]);
    expect(splitRunOnReadItems('Read §4.1 "Sound", pages 10-12')).toEqual(['Read §4.1 "Sound", pages 10-12']);
    expect(splitRunOnReadItems('Problem set due Friday')).toEqual(['Problem set due Friday']);
  });
});
