/**
 * Failure classes of round 36 (the fresh43 folder of raw course-site files): an Org link's description is the
 * text a page shows, in any document (an Org table pasted into a Markdown page included); a YAML data file whose
 * records list the class's works under `required:` (beside `recommended:`), name each work by a typed key
 * (`paper-title:`), date the day in words (`Tuesday, September 1`) and name the week as `week3`. Small made-up
 * examples (no text of a corpus document). Also an Org outline's comment lines (`# scrap ...`), which Org never
 * exports, and class headings closed by their date in brackets (`*** Materialism(s) (Oct. 23)`), and an ASA chapter reference
 * (`“Title.” Pp. 3-9 in Book.`) read as one sentence, and `;`-listed short references in a reading column
 * (`SLP3 12; Levy & Andrew, 2006`) each a reading.
 */
import { describe, expect, it } from 'vitest';
import { closingDateHeadingText } from './layouts/closing-date-heading';
import { read } from './layouts/testing';
import { isShortReference } from './listed-short-reference';
import { orgLinkText } from './org-link';
import { opensPagesInBook } from './part-of-book';
import { stripMarkup } from './text';

describe('an Org link with a description', () => {
  it('shows its description, not its target', () => {
    expect(orgLinkText('[[https://example.org/notes/ch3.pdf][KLM 3]]; Doe, 2031')).toBe('KLM 3; Doe, 2031');
    expect(stripMarkup('[[http://example.org/a.pdf][Quill et al. 2030]]; TBD')).toBe(
      'Quill et al. 2030; TBD',
    );
  });

  it('leaves a Markdown link whose text is a bracketed key, and a plain reference link, as they were read', () => {
    expect(orgLinkText('[[M1]](/books/#m1) Ch 4.2')).toBe('[[M1]](/books/#m1) Ch 4.2');
    expect(stripMarkup('[4.1][dcic4.1]')).toBe('4.1');
  });

  it('names the readings of an Org table pasted into a page', () => {
    const r = read([
      '## Schedule',
      '',
      '| Week   | Day        | Topic              | Readings                                              | Problem sets |',
      '|--------+------------+--------------------+-------------------------------------------------------+--------------|',
      '| Week 1 | Wed 8 Sep  | Harbour basics     | KLM 2.1                                               |              |',
      '|        | Wed 15 Sep | Tides and currents | [[https://example.org/klm/3.pdf][KLM 3]]              |              |',
      '|        | Wed 22 Sep | Moorings           | [[https://example.org/quill2030.pdf][Quill et al. 2030]] | Pset 1 due |',
    ]);
    expect(r.titles).toContain('KLM 3');
    expect(r.titles.some((t) => t.startsWith('Quill et al'))).toBe(true);
    expect(r.titles.some((t) => t.includes('https'))).toBe(false);
  });
});

describe('a YAML data file of days with required and recommended works', () => {
  const record = (week: string, date: string, required: string[], recommended: string[]) => [
    `- week: ${week}`,
    '  weektitle: Harbours',
    '  days:',
    `    - date: ${date}`,
    '      title: Tides',
    '      required:',
    ...required.flatMap((t) => [
      `        - paper-title: "${t}"`,
      '          paper-link: https://example.org/paper.pdf',
      '          paper-author: Ann Quill, and Bo Reed',
      '          paper-published: Harbour Studies',
      '          paper-year: 2030',
    ]),
    '      recommended:',
    ...recommended.flatMap((t) => [`        - paper-title: "${t}"`, '          paper-year: 2029']),
  ];

  it('reads each required work by its typed title key, dated by its day and in its week, not the recommended ones', () => {
    const r = read([
      ...record(
        'week1',
        'Tuesday, September 2',
        ['Mapping the Harbour Floor', 'Tidal Locks Revisited'],
        ['Extra: Buoys'],
      ),
      ...record('week2', 'Thursday, September 11', ['Salvage Law at Sea'], ['Extra: Lighthouses']),
      ...record('week3', 'Tuesday, September 16', ['Pilots and Their Charts'], []),
    ]);
    expect(r.titles).toEqual([
      'Mapping the Harbour Floor',
      'Tidal Locks Revisited',
      'Salvage Law at Sea',
      'Pilots and Their Charts',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2, 3]);
  });

  it('keeps a scalar `required: true` a flag, not a reading', () => {
    const r = read([
      "- date: '2031-09-02'",
      '  topic: Introduction',
      '  reading: K&L 1',
      '  required: true',
      "- date: '2031-09-04'",
      '  topic: Sets',
      '  reading: K&L 2',
      '  required: false',
      "- date: '2031-09-09'",
      '  topic: Functions',
      '  reading: K&L 3',
      '  required: true',
    ]);
    expect(r.titles).toEqual(['K&L 1', 'K&L 2', 'K&L 3']);
  });
});

describe('an Org outline with comment lines and dates closing its class headings', () => {
  const org = [
    '#+TITLE: HARB 101: Harbours and Cities (Fall 2031) - Syllabus',
    '#+STARTUP: showall',
    '',
    '*Class times:* Monday, 6:30-9:30pm',
    '',
    '** Outline',
    '*** Introduction (Sept. 8)',
    '# see notes',
    '*** Tides and Towns (Sept. 15)',
    '# Theme: how tides shaped the first quays',
    '- Quill, Ann. "Tidal Towns", in /The Harbour Reader/. 2030.',
    '# scrap Reed, Bo. Salvage and the Sea, ch. 3-5',
    '*** Pilots (Sept. 22)',
    '- Diaz, Cy. "Pilots and Their Charts." Chart Quarterly 4 (2029): 11-30.',
    '# maybe add Ford, Di. "Lighthouse Keepers"',
  ];

  it('reads no commented line, and dates each class by the date closing its heading', () => {
    const r = read(org);
    expect(r.titles.some((t) => /Salvage|Lighthouse|Theme|notes/.test(t))).toBe(false);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [2, '2031-09-15'],
      [3, '2031-09-22'],
    ]);
  });
});

describe('a heading closing with a bracketed date', () => {
  it('is the dated class; a list item or sentence so closing is not', () => {
    expect(closingDateHeadingText({ text: 'Materialism(s) (Oct. 23)', heading: true, bullet: 0 })).toBe(
      'Oct. 23 Materialism(s)',
    );
    expect(closingDateHeadingText({ text: 'Essay due (Oct. 23)', heading: false, bullet: 1 })).toBeNull();
    expect(closingDateHeadingText({ text: 'Harbours (Chapter 3)', heading: true, bullet: 0 })).toBeNull();
    expect(
      closingDateHeadingText({ text: 'Class 3 – Harbours (9/11)', heading: true, bullet: 0 }),
    ).toBeNull();
  });
});

describe('a chapter reference whose pages and book follow its title (`“Title.” Pp. 3-9 in Book.`)', () => {
  it('is one sentence up to the book', () => {
    expect(opensPagesInBook('Pp. 13-20 in The Harbour Reader. New York: Quay Press.')).toBe(true);
    expect(opensPagesInBook('pp. 3–9 in “Tides” and Other Essays')).toBe(true);
    expect(opensPagesInBook('Pp. 13-20. Read closely.')).toBe(false);
    expect(opensPagesInBook('In The Harbour Reader')).toBe(false);
  });

  it('is one reading with the chapter’s pages, not a second reading named by the book', () => {
    const r = read([
      '# HARB 101: Harbours (Fall 2031)',
      '',
      '|  Date  |  Topic and Readings  |',
      '|:------:|:---------------------|',
      '| Sep 3  | **Tides**<br>(1) Quill, Ann. 2019. “Tides and Towns.” Pp. 13-20 in The Harbour Reader. New York: Quay Press.<br><br>(2) Reed, Bo. 2018. “Salvage at Sea.” Pp. 101-118 in Marine Law Today. Boston: Sea Books. |',
      '| Sep 10 | **Pilots**<br>Diaz, Cy. 2017. “Pilots and Their Charts.” Pp. 5-9 in The Chart Reader. Oxford: Quay Press. |',
      '| Sep 17 | **Locks**<br>Ford, Di. 2016. “Tidal Locks.” Pp. 40-52 in Canal Studies. London: Quay Press. |',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['13-20', '101-118', '5-9', '40-52']);
    expect(r.titles.some((t) => /^(?:The Harbour Reader|Marine Law Today|The Chart Reader)/.test(t))).toBe(
      false,
    );
  });
});

describe('short references listed with `;` in a reading column', () => {
  it('are author-year references or a book abbreviation with its part', () => {
    for (const t of [
      'Quill, 2013',
      'Quill & Reed, 2006',
      'Diaz et al. 2011',
      'Ford, 2018, Section 9.2',
      'HRB3 12',
    ])
      expect(isShortReference(t)).toBe(true);
    for (const t of ['M&S 2.1', 'KLM 8.1-8.5', 'H&T2008 2.1-2.4, 3']) expect(isShortReference(t)).toBe(true);
    for (const t of ['Selection from Quill 1990', 'TBD', 'Advertising', 'Harbour models intro'])
      expect(isShortReference(t)).toBe(false);
  });

  it('are each a reading of the row', () => {
    const r = read([
      '| Week   | Day        | Topic    | Readings                                        | Problem sets |',
      '|--------+------------+----------+-------------------------------------------------+--------------|',
      '| Week 1 | Wed 8 Sep  | Harbours | KLM 2.1                                         |              |',
      '|        | Wed 15 Sep | Tides    | KLM 12; Quill, 2018, Section 9.2; HRB 8.1-8.5; Reed & Ford, 2006 | Pset 1 out |',
      '|        | Wed 22 Sep | Salvage  | KLM 10 & 13; HRB 8.6; Diaz, 2013                 |              |',
    ]);
    expect(r.titles).toEqual(expect.arrayContaining(['KLM 12', 'HRB 8.1-8.5', 'KLM 10 & 13', 'HRB 8.6']));
    expect(r.titles.some((t) => t.includes(';'))).toBe(false);
  });
});
