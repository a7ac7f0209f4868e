/**
 * Failure classes seen at first sight on the `fresh5` corpus folder (corpus/syllabi/fresh5/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isLinkOrNote } from './classify';
import { read } from './layouts/testing';
import { referenceEntry } from './reference-entry';

describe('a reference-list entry (author, year, title, container, pages, link) is one reading', () => {
  it('takes the title after the year, the author and year as citation and the pages of the container', () => {
    expect(
      referenceEntry(
        'Moreau, L. & Quist, P. (2004). Why rivers bend: a survey. Journal of Streams 12, 101– 119. https://doi.org/10.1/x',
      ),
    ).toEqual({
      title: 'Why rivers bend: a survey',
      citation: 'Moreau, L. & Quist, P. (2004)',
      pages: '101-119',
    });
    expect(
      referenceEntry(
        '(Chapter 2) Okafor, B., 1999. Small Towns, in: Lee, K. (Ed.), Places. Press, pp. 5–30.',
      ),
    ).toEqual({ title: 'Small Towns', citation: 'Okafor, B. (1999)', pages: '5-30' });
  });

  it('leaves other text alone: a case with a year, a casebook line, an author without a year', () => {
    expect(referenceEntry('Hadley v. Baxendale, 1854. Read it closely.')).toBeNull();
    expect(referenceEntry('Casebook pages 47-89, 2019 edition')).toBeNull();
    expect(referenceEntry('Okafor, Small Towns, pp. 5-30')).toBeNull();
  });

  it('gives one reading per entry under a lecture, not one per sentence of the entry', () => {
    const r = read([
      'Lecture 1 - Rivers',
      'Readings:',
      '• Moreau, L., 2004. Why rivers bend. River Press, Oxford. Extract made available online.',
      '• Quist, P. (2011). Deltas and their people. Journal of Streams 4, 17-28.',
      'Lecture 2 - Lakes',
      'Readings:',
      '• Okafor, B., 1999. Small lakes, in: Lee, K. (Ed.), Places. Press, pp. 5–30.',
    ]);
    expect(r.rows.map((x) => [x[0], x[1], x[2]])).toEqual([
      [1, 'Why rivers bend', null],
      [1, 'Deltas and their people', '17-28'],
      [2, 'Small lakes', '5-30'],
    ]);
  });
});

describe('a bare link or a note on where to find a text is not a reading', () => {
  it('knows links and availability notes from titles', () => {
    expect(isLinkOrNote('https://doi.org/10.1000/xyz123')).toBe(true);
    expect(isLinkOrNote('(available online at the library (lib.example))')).toBe(true);
    expect(isLinkOrNote('Book extract made available on the course site')).toBe(true);
    expect(isLinkOrNote('Rivers and their banks, https://example.org/rivers')).toBe(false);
    expect(isLinkOrNote('Deltas, Ch. 3')).toBe(false);
  });
});

describe('weeks named by their first day', () => {
  it('opens a week at "Week of <date>" and reads the sections and appendices under it', () => {
    const r = read([
      '## Week of Sept. 6',
      'Topics',
      'Appendix B: Lines and Slopes',
      'Practice Problems: 1, 3, 5',
      '## Week of Sept. 13',
      'Section 2.1: Limits',
      'Practice Problems: 2, 4',
    ]);
    expect(r.region('Week of Sept. 13')).toBe('week heading');
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Appendix B: Lines and Slopes'],
      [2, 'Section 2.1: Limits'],
    ]);
  });
});

describe('the date a syllabus was revised', () => {
  it('is no class: the first week starts at the first dated class', () => {
    const r = read([
      'Course Schedule',
      '(revised 9 January 2022)',
      'Jan. 11',
      'Plato, Republic, Book I (pp. 1-35)',
      'Jan. 18',
      'Plato, Republic, Book II (pp. 36-70)',
    ]);
    expect(r.region('(revised')).not.toBe('dated class marker');
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-35'],
      [2, '36-70'],
    ]);
  });
});

describe('recall fallback: a document where no layout finds a reading', () => {
  it('reads a first-class paragraph of page ranges with their cases, dated by its date, below 80', () => {
    const r = read([
      'Contracts - first class',
      'For our first meeting (Monday, Aug. 22, 2022) please do the following:',
      'In the casebook, reading pp. 10-18 (Hawkins v. McGee); 20-25 (Lucy v. Zehmer); and',
      'Reading the course policies posted on the site.',
    ]);
    expect(r.rows.map((x) => [x[2], x[3]])).toEqual([
      ['10-18', '2022-08-22'],
      ['20-25', '2022-08-22'],
    ]);
    expect(r.s.weeks.flatMap((w) => w.readings).every((x) => x.confidence < 80)).toBe(true);
  });

  it('gives an undated sheet one unit per numbered row and titles a bare page reference by the line above', () => {
    const r = read([
      'Assignment Topic Pages',
      '1 1. Offer and acceptance 1-20',
      '2 2. Consideration',
      'Bargain theory',
      'CB 21-40',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-20'],
      [2, '21-40'],
    ]);
    expect(r.titles[1]).toBe('Bargain theory');
  });

  it('leaves a document alone when a layout found its readings', () => {
    const r = read(['Textbook: Smith, Torts (2019), ch. 1-9', 'Week 1', 'Reading: Smith, Torts, ch. 2']);
    expect(r.titles).toEqual(['Smith, Torts, ch. 2']);
  });
});

describe('one line per dated class: the reading alone under its date', () => {
  it('takes the lone line that names a work when other classes show the layout, not breaks or tasks', () => {
    const r = read([
      'Jan. 10',
      'Aristotle, Physics II (pp. 1-20)',
      'Jan. 12',
      'Physics III (pp. 21-40)',
      'Jan. 17',
      'De Anima I (pp. 41-60)',
      'Jan. 19',
      'De Anima II',
      'Jan. 24',
      'Hobbes’s Leviathan',
      'Jan. 26',
      'Wrapping up and review',
      'Jan. 31',
      'Winter Recess',
    ]);
    expect(r.titles.slice(3)).toEqual(['De Anima II', 'Hobbes’s Leviathan']);
    const lone = r.s.weeks.flatMap((w) => w.readings).slice(3);
    expect(lone.every((x) => x.confidence >= 60 && x.confidence < 80)).toBe(true);
  });

  it('leaves topic lines alone in a schedule whose readings sit under the topics', () => {
    const r = read([
      'Jan. 10',
      'Introduction to Ethics',
      'Reading: Aristotle, Ethics I (pp. 1-20)',
      'Jan. 12',
      'Plato’s Republic',
      'Reading: Republic I (pp. 21-40)',
      'Jan. 17',
      'Hume’s Treatise',
    ]);
    expect(r.titles).not.toContain('Hume’s Treatise');
  });
});

describe('hours of the day in a class line are not pages', () => {
  it('drops "(10-12 Ana; 12-14 Ben)" time slots but keeps a page range', () => {
    const r = read([
      'Lecture 1 - Rivers',
      'Reading: Moreau, Rivers, pp. 10-12',
      'Class 1 - Essay writing (10-12 Ana; 12-14 Ben)',
      'Lecture 2 - Lakes',
      'Reading: Quist, Lakes, pp. 12-14',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['10-12', '12-14']);
  });
});

describe('parts listed under a reference-list entry', () => {
  it('are what to read of that work, not readings of their own', () => {
    const r = read([
      'Lecture 3 - Knowledge',
      'Readings:',
      '    • Okafor, B., (1740/2001). A Treatise on Rivers. River Press, Oxford.',
      '       ◦ Book I, Part II, Of the source of rivers',
      '       ◦ Book II, Part I, Sections I-III',
      '    • Quist, P., 2011. Deltas and their people. Journal of Streams 4, 17-28.',
    ]);
    expect(r.titles).toEqual(['A Treatise on Rivers', 'Deltas and their people']);
  });
});
