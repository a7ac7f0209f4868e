/**
 * Failure classes of round 36 (the fresh43 folder of raw course-site files): an Org link's description is the
 * text a page shows, in any document (an Org table pasted into a Markdown page included); a YAML data file whose
 * records list the class's works under `required:` (beside `recommended:`), name each work by a typed key
 * (`paper-title:`), date the day in words (`Tuesday, September 1`) and name the week as `week3`. Small made-up
 * examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { orgLinkText } from './org-link';
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
