import { describe, expect, it } from 'vitest';
import { bareNumberedItems, pointNumber } from './bare-numbered-list';

describe('layout: a numbered list without points', () => {
  it('marks a run of four or more lines counting up by one, blank lines allowed', () => {
    expect(
      bareNumberedItems([
        'Readings',
        '1 No reading',
        '2 "Of Miracles" by David Hume.',
        '',
        '3 Meno',
        '4 "Crito" by Plato.',
      ]),
    ).toEqual([false, true, true, false, true, true]);
  });

  it('leaves a short run, a gap in the count and a lone number alone', () => {
    expect(bareNumberedItems(['1 Intro', '2 Plato', '3 Hume'])).toEqual([false, false, false]);
    expect(bareNumberedItems(['1 Intro', '2 Plato', '4 Hume', '5 Kant'])).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(bareNumberedItems(['12 Angry Men is the film of week 3.'])).toEqual([false]);
  });

  it('leaves table rows with a number column alone', () => {
    expect(
      bareNumberedItems(['1 Sept 3 Intro', '2 Sept 10 Plato', '3 Sept 17 Hume', '4 Sept 24 Kant']),
    ).toEqual([false, false, false, false]);
    expect(bareNumberedItems(['1 Intro  Ch. 1', '2 Plato  Ch. 2', '3 Hume  Ch. 3', '4 Kant  Ch. 4'])).toEqual(
      [false, false, false, false],
    );
  });

  it('writes the number back with its point', () => {
    expect(pointNumber('7 "Crito" by Plato.')).toBe('7. "Crito" by Plato.');
  });
});
