/**
 * class-line-topics.ts: one line per class, `Weekday, Month D: Topic`, with the readings of some classes
 * bulleted under their line: the class lines are topics. Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const schedule = [
  'Course Calendar',
  '',
  'Monday, March 2: “The Long Drought”',
  '',
  'Wednesday, March 4: The Water Cycle, part 1',
  '',
  '  • Okafor (2019): Chapter 6.',
  '  • Lena Brandt (2004), “Rain Shadows,” Weather Notes, 31 (May): 12.',
  '',
  'Friday, March 6: The Water Cycle, part 2',
  '',
  'Monday, March 9: Floods and Levees',
  '',
  '  • Okafor (2019): Chapter 7.',
  '  • Tomas Reyes (2011), “After the Flood,” River Review, Spring.',
];

describe('class lines over bulleted readings', () => {
  it('reads the bullets as the readings and the class lines as topics', () => {
    const r = read(schedule);
    expect(r.titles).toHaveLength(4);
    expect(r.titles.some((t) => t.includes('Water Cycle'))).toBe(false);
    expect(r.titles.some((t) => t.includes('Long Drought'))).toBe(false);
  });

  it('keeps the readings written on class lines when no class bullets its readings', () => {
    const onLines = [
      'Course Calendar',
      '',
      'Monday, March 2: Hume, Enquiry, part 1',
      '',
      'Wednesday, March 4: Hume, Enquiry, part 2',
      '',
      'Friday, March 6: Reid, “Of Common Sense”',
    ];
    expect(read(onLines).titles).toHaveLength(3);
  });
});
