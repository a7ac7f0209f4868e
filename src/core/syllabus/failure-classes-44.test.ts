/**
 * Failure classes of fresh27's GitHub course files (round f27): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/** A course site's day list, newest day first, each item opened by a code naming its kind. */
const TYPED_DAYS = [
  '## Schedule',
  '',
  '#### Wed 02/12',
  '',
  '* `LC04 - Lecture` [Graph Search](./lectures/4.md)',
  '* `RD06 - Reading` [Heaps and Priority Queues](./notes/heaps.md) - Due: Thu 2/13',
  '* `PS02 - Problem Set` [Shortest Paths](./psets/2.md) Due: Sun 2/16',
  '',
  '#### Mon 02/10',
  '',
  '* `LC03 - Lecture` [Trees](./lectures/3.md)',
  '* `RD05 - Reading` [Balanced Search Trees](./notes/trees.md) - Due: Tue 2/11',
  '',
  '#### Wed 02/05',
  '',
  '* `LC02 - Lecture` [Lists](./lectures/2.md)',
  '* `RD04 - Reading` [Amortized Analysis](./notes/amortized.md)',
];

describe('items that name their kind in a code, newest day first', () => {
  it('takes the Reading items, their due notes no exclusion', () => {
    const titles = read(TYPED_DAYS).titles.join(' | ');
    expect(titles).toMatch(/Heaps and Priority Queues/);
    expect(titles).toMatch(/Balanced Search Trees/);
    expect(titles).toMatch(/Amortized Analysis/);
  });

  it('takes no lecture or problem set', () => {
    const titles = read(TYPED_DAYS).titles.join(' | ');
    expect(titles).not.toMatch(/Graph Search|Shortest Paths|Lists/);
  });
});

/** A course site's CSV data file: a header row, then one record per class, list cells quoted over lines. */
const CSV_FILE = [
  'num,date,day,slides,readings,assignments',
  '1,Sep-3,Wed,"Welcome',
  '* [Intro](slides/1.html)","* [Ch 1. Getting Started](url)',
  '* [Ch 2. Values and Names](url)',
  '  * Naming Rules",Survey',
  '2,Sep-8,Mon,Workshop,Workshop,"Homework 1',
  '* [hw1.py](hw1.py)"',
  '3,Sep-10,Wed,Loops,"* [Ch 4. Loops and Tests](url)",Quiz 1',
  '4,Sep-15,Mon,Workshop,Workshop,Homework 2',
  '5,Sep-17,Wed,Functions,"* [Ch 6. Functions](url)",Quiz 2',
];

describe('a CSV schedule file with list cells quoted over several lines', () => {
  it('reads each record as a dated row, its readings in the week of its date', () => {
    const r = read(CSV_FILE);
    expect(r.rows).toContainEqual([1, 'Ch 1. Getting Started', null, null]);
    expect(r.rows).toContainEqual([2, 'Ch 4. Loops and Tests', null, null]);
    expect(r.rows).toContainEqual([3, 'Ch 6. Functions', null, null]);
  });

  it('keeps a chapter title with its number and takes no detail, slide or homework', () => {
    const titles = read(CSV_FILE).titles.join(' | ');
    expect(titles).toMatch(/Ch 2\. Values and Names/);
    expect(titles).not.toMatch(/Naming Rules|Intro|hw1|Homework/);
  });
});

/** Run-on dated bullets: one author written once before several quoted titles, file marks after them. */
const QUOTED_RUNS = [
  '### 1. Cities',
  '* Tue, 14 Jan: Marsh, “Signals and Noise,”@ “The Long Wire,”@ “Static.”@',
  '* Thu, 16 Jan: Okafor, “Preface” and “The Harbor.” **A posts**',
];

describe('an author named once before a run of quoted titles', () => {
  it('gives a reading per title', () => {
    const titles = read(QUOTED_RUNS).titles.join(' | ');
    expect(titles).toMatch(/The Long Wire/);
    expect(read(QUOTED_RUNS).titles.filter((t) => /Marsh/.test(t))).toHaveLength(3);
  });
});

/** A reading-list page: each week's works are links, bare or inside a sentence. */
const LINKED_LIST = [
  '# GEO 210 Readings',
  'Here are the readings for each week.',
  '### Week 1: Maps',
  '- [Maps as Arguments](https://example.org/maps.pdf)',
  '- This [Ortiz and Lind on projections](https://example.org/ol.pdf) started the debate.',
  '### Week 2: Tiles',
  '- Papers on [Tiles](https://example.org/t.pdf) and [Tile Servers](https://example.org/ts.pdf).',
  '- [Scale and Error](https://example.org/scale.pdf)',
  '### Week 3: Routes',
  '- [Shortest Paths on Maps](https://example.org/sp.pdf)',
];

describe('a reading-list page of linked works', () => {
  it('takes every linked work in its week, titled by the link text', () => {
    const rows = read(LINKED_LIST).rows.map((r) => [r[0], r[1]]);
    expect(rows).toContainEqual([1, 'Maps as Arguments']);
    expect(rows).toContainEqual([1, 'Ortiz and Lind on projections']);
    expect(rows).toContainEqual([2, 'Tiles']);
    expect(rows).toContainEqual([2, 'Tile Servers']);
  });
});

/** Chicago author-date entries under dated headings: a venue after the quoted title, a chapter after the book. */
const AUTHOR_DATE = [
  '## 9/2: Routes',
  '',
  '* Ann Lee. 2015. “[Routes and Roads.](https://example.org/rr)” *Journal of Maps* 35: 249-264.',
  '* Deb A. Stone. 2011. *Rivers of Policy: The Art of Crossing*, 3rd Edition. Chapter 2: Bridges',
  '* W.E.B. Marsh. 1897. [“The Strivings of the Harbor.”](https://example.org/sh) *The Monthly.*',
  '',
  '## 9/9: Tides',
  '',
  '* Bo Park. 2002. “Tides and Times.” *The Sea Review* 11(1): 55-60.',
];

describe('author-date bibliography entries', () => {
  it('keep the venue, its pages and a book’s chapter with the entry', () => {
    const rows = read(AUTHOR_DATE).rows;
    expect(rows).toContainEqual([1, expect.stringMatching(/Routes and Roads/), '249-264', null]);
    expect(rows).toContainEqual([2, expect.stringMatching(/Tides and Times/), '55-60', null]);
    expect(
      rows.filter(
        (r) => /Journal of Maps|Sea Review/.test(String(r[1])) && !/Routes|Tides/.test(String(r[1])),
      ),
    ).toEqual([]);
  });

  it('keep an author with initials with the title, and a book with its chapter', () => {
    const r = read(AUTHOR_DATE);
    const titles = r.titles;
    // One reading titled by the work, the author with initials its citation (author-date-entry.ts, round 38).
    const marsh = r.s.weeks.flatMap((w) => w.readings).find((x) => /Strivings of the Harbor/.test(x.title));
    expect(marsh?.citation ?? marsh?.title).toMatch(/W\.E\.B\. Marsh/);
    expect(titles).toContainEqual(expect.stringMatching(/Rivers of Policy.*Chapter 2: Bridges/));
    expect(titles).not.toContain('Chapter 2: Bridges');
  });
});

describe('a chapter number followed by work to hand in', () => {
  it('is still cut from it: the homework is no title of the chapter', () => {
    const r = read([
      '| **Monday** | **Wednesday** | **Friday** |',
      '|---|---|---|',
      '|Jan 29. Ch 3| Jan 31. Ch 3| Feb 2. Ch 3. **HW 2 DUE**|',
      '|Feb 5. Ch 4| Feb 7. Ch 4| Feb 9. Ch 5. **HW 3 DUE**|',
    ]);
    expect(r.rows.filter((row) => row[1] === 'Ch 3')).toHaveLength(3);
    expect(r.rows.filter((row) => row[1] === 'Ch 5')).toHaveLength(1);
  });
});

/** An instructor's day plan: `* Day N:` items, each day's readings nested under a `Reading` item. */
const DAY_PLAN = [
  '* Day 1: Maps',
  '    * Reading',
  '        * Ortiz and Lind, Maps as Arguments, chapter 2',
  '    * Topic 1: What is a map?',
  '* Day 2: Tiles',
  '    * Exercise: draw a tile grid',
  '* Day 3: Routes',
  '    * Reading',
  '        * Lind, Shortest Paths, chapter 4',
];

describe('a day plan of numbered day items', () => {
  it('places each day’s reading in its own week (one per undated numbered day)', () => {
    const rows = read(DAY_PLAN).rows.map((r) => [r[0], r[1]]);
    expect(rows).toContainEqual([1, expect.stringMatching(/Maps as Arguments/)]);
    expect(rows).toContainEqual([3, expect.stringMatching(/Shortest Paths/)]);
  });
});
