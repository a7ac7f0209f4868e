import { describe, expect, it } from 'vitest';
import { numberedClassBulletLines } from './numbered-class-bullets';

const PLAN = [
  '* Day 1: Maps',
  '    * Reading',
  '        * Ortiz, Maps as Arguments',
  '* Day 2: Tiles',
  '    * Topic 1: Tiling',
  '* Day 3: Routes',
  '    * Reading',
  '        * Lind, Shortest Paths',
  '* Day 4: Presentations',
];

describe('an outline whose top-level items are the numbered classes', () => {
  it('drops their bullets, so each opens a class', () => {
    const out = numberedClassBulletLines(PLAN);
    expect(out[0]).toBe('Day 1: Maps');
    expect(out[3]).toBe('Day 2: Tiles');
    expect(out[8]).toBe('Day 4: Presentations');
    expect(out[1]).toBe(PLAN[1]);
  });

  it('leaves a list alone when another top-level item stands among them, or the numbers skip', () => {
    expect(numberedClassBulletLines([...PLAN, '* Final exam'])).toEqual([...PLAN, '* Final exam']);
    const skipped = PLAN.map((l) => l.replace('Day 3', 'Day 5'));
    expect(numberedClassBulletLines(skipped)).toEqual(skipped);
  });

  it('needs the classes to hold their plans as nested items', () => {
    const flat = ['* Class 1: Ch 2', '* Class 2: Ch 3', '* Class 3: Ch 4'];
    expect(numberedClassBulletLines(flat)).toEqual(flat);
  });
});
