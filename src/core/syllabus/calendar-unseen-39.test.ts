/**
 * Calendar failure class of the fresh35 folder at first sight (structurer of c50656e): yearless weekly
 * dates across the end of February, counted in a common stand-in year, lost a day at March 1 (made-up
 * examples, no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { COMMON_STAND_IN, LEAP_STAND_IN, standInYear } from './leap-stand-in';
import { read } from './layouts/testing';
import { termYear } from './years';

const md = (month: number, day: number) => ({ month, day });

describe('the stand-in year of a yearless schedule', () => {
  it('is a leap year when only a February 29 keeps weekly dates seven days apart', () => {
    const tuesdays = [md(2, 11), md(2, 18), md(2, 25), md(3, 3), md(3, 10)].map((date) => ({ date }));
    expect(standInYear(tuesdays)).toBe(LEAP_STAND_IN);
  });

  it('is a leap year when the written weekdays agree only in one', () => {
    const rows = [
      { date: md(2, 24), weekday: 1 },
      { date: md(2, 26), weekday: 3 },
      { date: md(3, 2), weekday: 1 },
      { date: md(3, 4), weekday: 3 },
    ];
    expect(standInYear(rows)).toBe(LEAP_STAND_IN);
  });

  it('stays a common year when the dates fit one, or never cross March 1', () => {
    const common = [md(2, 12), md(2, 19), md(2, 26), md(3, 5), md(3, 12)].map((date) => ({ date }));
    expect(standInYear(common)).toBe(COMMON_STAND_IN);
    expect(standInYear([md(1, 9), md(1, 16), md(1, 23)].map((date) => ({ date })))).toBe(COMMON_STAND_IN);
  });
});

describe('weekly headings without a year across the end of February', () => {
  it('puts each heading in its own week, newest first or not', () => {
    const lines = [
      '### 03/10 Lighthouses',
      '- Required: Moreau, "A Short History of the Lighthouse"',
      '### 03/03 Ferries',
      '- Required: Lindqvist, "Why Ferries Run Late"',
      '### 02/25 Containers',
      '- Required: Okafor, "The Container Revolution"',
      '### 02/18 Harbours',
      '- Required: Brandt, "Ports of the Hanse"',
    ];
    const r = read(lines);
    const week = (t: string) => r.rows.find((row) => String(row[1]).includes(t))?.[0];
    expect(week('Ports of the Hanse')).toBe(1);
    expect(week('Container Revolution')).toBe(2);
    expect(week('Ferries')).toBe(3);
    expect(week('Lighthouse')).toBe(4);
  });
});

describe('a term written with `of` before its year', () => {
  it('gives the year: `Spring of 2022`', () => {
    expect(termYear(['An ethics course I am teaching in the Spring of 2022.'])).toBe(2022);
    expect(termYear(['Fall of 2019 schedule'])).toBe(2019);
    expect(termYear(['the fall of Rome'])).toBeUndefined();
  });

  it('dates a week grid of month/day rows by it', () => {
    const r = read([
      'subtitle: Ethics course I am teaching in Spring of 2022.',
      '',
      '||Mon|Wed|Fri|',
      '|:---:|:---:|:---:|:---:|',
      '|1/24|Plato, Crito, 1--12|Plato, Apology, 13--30|Plato, Phaedo, 31--40|',
      '|1/31|Aristotle, Ethics I, 1--20|Aristotle, Ethics II, 21--35|Aristotle, Ethics III, 36--50|',
    ]);
    const crito = r.rows.find((row) => String(row[1]).includes('Crito'));
    expect(crito?.[3]).toBe('2022-01-24');
  });
});
