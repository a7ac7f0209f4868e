/**
 * Failure classes seen at first sight on the `fresh7` corpus folder (corpus/syllabi/fresh7/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isFigureReference } from './figure-refs';
import { isOwnCourseMaterial } from './course-material';
import { hiddenLines } from './hidden-blocks';
import { slashItems } from './slash-list';
import { read } from './layouts/testing';
import { findPages } from './pages';
import { withoutRangeEnd } from './range-tail';

describe('template and HTML comment blocks are hidden on the page', () => {
  it('marks the lines of a Liquid, Hugo or HTML comment block, not the text around it', () => {
    expect(
      hiddenLines([
        'Intro',
        '{% comment %}',
        'old plan',
        '{% endcomment %}',
        'After',
        '<!--',
        'x',
        '-->',
        'End',
      ]),
    ).toEqual([false, true, true, true, false, true, true, true, false]);
    expect(hiddenLines(['{{/* draft', 'Ch. 9 */}}', 'Ch. 10'])).toEqual([true, true, false]);
    expect(hiddenLines(['Read Ch. 2 <!-- note --> today'])).toEqual([false]);
  });

  it('takes no reading from page arithmetic or an old plan inside a comment block', () => {
    const r = read([
      '### Lecture 2 (Trees)',
      '{% comment %}',
      '(120-110)+(131-128) = 13 pages',
      '{% endcomment %}',
      '* Section 2.1 (Reading trees), pp. 40-45',
      '### Lecture 3 (Selection)',
      '* Section 3.1 (Selection), pp. 50-58',
      '{% comment %}',
      '### Lecture 4 (Old topic)',
      '* pp. 300-320 (Old chapter)',
      '{% endcomment %}',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['40-45', '50-58']);
  });
});

describe('figures, tables and boxes named beside pages are parts of that reading', () => {
  it('recognises an item that names only figures, tables or boxes', () => {
    expect(isFigureReference('Figs. 3.3, 3.14')).toBe(true);
    expect(isFigureReference('Box 5A')).toBe(true);
    expect(isFigureReference('Table 9.1')).toBe(true);
    expect(isFigureReference('pp. Figs. 6.6, 6.7 and 6.8')).toBe(true);
    expect(isFigureReference('Boxes 12B, 12C')).toBe(true);
    expect(isFigureReference('Table of contents')).toBe(false);
    expect(isFigureReference('Ch. 4')).toBe(false);
    expect(isFigureReference('Box v. Planned Parenthood')).toBe(false);
  });

  it('gives one reading per Reading cell that lists pages with its figures', () => {
    const r = read([
      'Lecture | Date | Topic | Reading',
      ':-: | :-: | :-- | :--',
      '1 | Tu Jan. 9 | Drift | pp. 40-52; Figs. 3.3, 3.14',
      '2 | Th Jan. 11 | Selection | pp. 104, 106-110; Box 5A; Fig. 5.1',
      '3 | Tu Jan. 16 | Speciation | pp. 200-210; Table 9.1',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['40-52', '104, 106-110', '200-210']);
  });
});

describe('labelled lines of a class block are read by their label', () => {
  it('takes the case a homework line asks to read and none of the topic lines', () => {
    const r = read([
      'Thursday, May 7, 2015 (50 min)',
      'Topic: Refresher on the U.S. Constitution.',
      'Homework: Read the case Lee v. Ortiz (1987) 480 US 12. We will discuss it on Friday.',
      'Friday, May 8, 2015 (40 min)',
      'Subjects: Standing / Ripeness.',
      'Homework: Read the two handouts on the course forum.',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.titles[0]).toContain('Lee v. Ortiz');
    expect(r.titles[1]).toContain('handouts');
  });
});

describe('items of a reading label separated by slashes are one reading each', () => {
  it('cuts at a spaced slash between short names, not inside words or sentences', () => {
    expect(slashItems('Harriman (witnesses) / Vinotemp (damages) /')).toEqual([
      'Harriman (witnesses)',
      'Vinotemp (damages)',
    ]);
    expect(slashItems('Discovery Map(Charts link) / Moreno+/')).toEqual([
      'Discovery Map(Charts link)',
      'Moreno+',
    ]);
    expect(slashItems('Read the and/or rules in Ch. 2')).toEqual(['Read the and/or rules in Ch. 2']);
    expect(
      slashItems('Smith, a long discussion of why the courts / agencies differ. Then more'),
    ).toHaveLength(1);
  });

  it('gives two readings for a labelled line of two cases', () => {
    const r = read([
      'DAY 2: Subjects: Disclosures.',
      'Reading:Harlow (witnesses) / Venner (damages) /',
      'DAY 3: Subjects: Planning.',
      'Reading: Marsh Blueprint / Ortega+/',
    ]);
    expect(r.titles.map((t) => t.replace(/\s*\(.*$/, ''))).toEqual([
      'Harlow',
      'Venner',
      'Marsh Blueprint',
      'Ortega+',
    ]);
  });
});

describe('a reading list kept apart from its schedule', () => {
  it('dates the readings of each numbered class by the schedule row of the same number', () => {
    const r = read([
      'Lecture | Date | Topic',
      ':-: | :-: | :--',
      '1 | Tu Jan. 9, 2024 | Why study plants?',
      '2 | Th Jan. 11, 2024 | Roots',
      '3 | Tu Jan. 16, 2024 | Stems',
      '4 | Th Jan. 18, 2024 | Leaves',
      '5 | Tu Jan. 23, 2024 | Flowers',
      '',
      'Readings for each lecture:',
      '### Lecture 2 (Roots)',
      '* Section 2.1 (Root systems), pp. 20-31',
      '### Lecture 3 (Stems)',
      '* Section 3.1 (Stem anatomy), pp. 40-52',
      '### Lecture 5 (Flowers)',
      '* Section 5.2 (Pollination), pp. 80-95',
    ]);
    expect(r.rows).toEqual([
      [1, 'Section 2.1 (Root systems)', '20-31', '2024-01-11'],
      [2, 'Section 3.1 (Stem anatomy)', '40-52', '2024-01-16'],
      [3, 'Section 5.2 (Pollination)', '80-95', '2024-01-23'],
    ]);
  });
});

describe('a semester calendar of dated tasks', () => {
  it('reads a count of things as a count, not as pages', () => {
    expect(findPages('email a list of 3-5 possible research topics')).toBeNull();
    expect(findPages('create a list of 8-10 secondary sources')).toBeNull();
    expect(findPages('write 500-750 words')).toBeNull();
    expect(findPages('Burnham 3-5 (Courts)')?.pages).toBe('3-5');
    expect(findPages('Jan 16-23: browse the novels')).toBeNull();
  });

  it('leaves the end of a date range out of the item', () => {
    expect(withoutRangeEnd('Jan 24-', '25: email the list')).toBe('email the list');
    expect(withoutRangeEnd('Jan 26-', 'Feb 5: create a list')).toBe('create a list');
    expect(withoutRangeEnd('Jan 16—', 'First day of class')).toBe('First day of class');
    expect(withoutRangeEnd('Sept 8: ', '10 Commandments, pp. 1-9')).toBe('10 Commandments, pp. 1-9');
  });

  it('takes the reading of a dated range item, not the tasks with counts', () => {
    const r = read([
      'Spring 2024',
      'Jan 16-23: Browse the four novels on the list',
      'Jan 24-25: email a list of 3-5 possible research topics',
      'Jan 26-Feb 5: create a list of 8-10 secondary sources',
      'Feb 6-20: Read the Introduction and chapters 1-2 of the novel',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.titles[0]).toMatch(/Introduction and chapters 1-2/);
  });
});

describe("a week's own course material and items repeated from the week before", () => {
  it("does not take the instructor's notes or slides as readings", () => {
    expect(isOwnCourseMaterial('Read my notes')).toBe(true);
    expect(isOwnCourseMaterial('my lecture notes on circuits for this week')).toBe(true);
    expect(isOwnCourseMaterial('Notes 1-4 after the case (P57-59)')).toBe(false);
    expect(isOwnCourseMaterial('Read my essay “On Rivers” (handout)')).toBe(false);
  });

  it('counts an item given "for next week" once, in the week that lists it "for this week"', () => {
    const r = read([
      '### Week 2 - Circuits',
      '#### Reading',
      '* Read my notes',
      '* Read Ch 4.1 and 4.2 for this week',
      '* Read Ch 4.3 for next week',
      '### Week 1 - Review',
      '#### Reading',
      '* Review Chapters 1-3 in Purcell',
      '* Read Ch 4.1 and 4.2 for next week',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Review Chapters 1-3 in Purcell'],
      [2, 'Ch 4.1 and 4.2'],
      [2, 'Ch 4.3'],
    ]);
  });
});

describe('sentences cut from a prose bullet are judged on their own evidence', () => {
  it('drops instructions and hints of a prose bullet in a list of readings, keeps the readings', () => {
    const r = read([
      'MONDAY, MARCH 2, 2015: Pleading',
      '  • CB pp. 310-25',
      '  • FRCP 8',
      '  • FRCP 9',
      '  • Prepare answers to the three pleading scenarios. What are the answers? Opinions on them differ widely.',
      '  • Draw a chart for each and be ready to discuss.',
      '  • Treat as normal class rules (no laptops).',
      'WEDNESDAY, MARCH 4, 2015: Motions',
      '  • CB pp. 326-40',
      '  • FRCP 12',
    ]);
    expect(r.titles.some((t) => /Opinions|Draw a chart|no laptops/.test(t))).toBe(false);
    expect(r.rows.filter((x) => x[2]).map((x) => x[2])).toEqual(['310-25', '326-40']);
  });
  it('keeps the list prior for a bullet of several sentences that asks no question', () => {
    const r = read([
      'Week 1',
      '- Ann Lee, “Rivers”, *Delta Review*, May 2, 2015.',
      '- Bo Park, *Harbors* (Introduction, Chapters 1-2)',
      '- Listen to [Episode 5: The Turn](http://example.org/ep5) *Tides* podcast. Write a brief outline of the episode.',
      'Week 2',
      '- Cy Diaz, *Night Trains* (Chapters 3-5)',
    ]);
    expect(r.titles.some((t) => t.includes('Episode 5'))).toBe(true);
  });
});
