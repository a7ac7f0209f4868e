/**
 * Reading failure classes of the fresh17 folder at first sight (structurer of 5498c6d), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('case lists run together on one line, each case closed by its year', () => {
  const schedule = [
    'Weekly Schedule',
    '',
    'WEEK 1: January 10, 12',
    'The Courts',
    'Alder v. Birch (1899) *Cole v. Dunn (1902) Eve v. Frost Co. (1950) Gale v. Hart (1971)',
    '',
    'WEEK 2: January 17, 19',
    'Federal Power',
    'Ives v. Jones (1931), Kemp v. United States ex rel. Lowe (1944), Moss v. Nunn (1962)',
  ];

  it('reads one reading per case', () => {
    const titles = read(schedule).titles;
    for (const name of ['Alder v. Birch', 'Cole v. Dunn', 'Eve v. Frost Co.', 'Gale v. Hart', 'Moss v. Nunn'])
      expect(titles.filter((t) => t.includes(name))).toHaveLength(1);
    expect(titles.filter((t) => t.includes(' v. ')).length).toBe(7);
  });

  it('keeps an ex rel. case name whole', () => {
    expect(read(schedule).titles.some((t) => t.includes('Kemp v. United States ex rel. Lowe'))).toBe(true);
  });
});

describe('week headings numbered in roman numerals', () => {
  const schedule = [
    'Weekly Schedule',
    '',
    'WEEK 2: January 17, 19',
    'Reading: Ames, Courts and Powers, pp. 10-30',
    'WEEK III: January 24, 26',
    'Reading: Ames, Courts and Powers, pp. 31-50',
    'WEEK IV: January 31, February 2, Charter Week',
    'Reading: Ames, Courts and Powers, pp. 51-70',
    '',
    'Week in review',
  ];

  it('opens each roman-numbered week with its printed number', () => {
    const r = read(schedule);
    const weekOf = (pages: string) => r.rows.find((x) => String(x[1]).includes(pages) || x[2] === pages)?.[0];
    expect(weekOf('31-50')).toBe(3);
    expect(weekOf('51-70')).toBe(4);
  });
});

describe('weekday names alone on a line over Topic: / Complete: labels', () => {
  const schedule = [
    'Schedule',
    '',
    'Week 1 (Jan 12-16)',
    '',
    'Monday',
    '',
    'Topic: Introduction',
    'Begin reading Middlemarch',
    '',
    'Friday',
    '',
    'Topic: Provincial life',
    'Complete: Middlemarch (Ch. 1-8)',
    '',
    'Week 2 (Jan 19-23)',
    '',
    'Wednesday',
    '',
    'Complete: Middlemarch (Ch. 9-15)',
    'Complete: the online quiz',
  ];

  it('reads a Complete: label before a work and its part as a reading', () => {
    const titles = read(schedule).titles;
    expect(titles.some((t) => t.includes('Middlemarch (Ch. 1-8)'))).toBe(true);
    expect(titles.some((t) => t.includes('Middlemarch (Ch. 9-15)'))).toBe(true);
  });

  it('keeps a Complete: task without a part out', () => {
    expect(read(schedule).titles.some((t) => t.includes('quiz'))).toBe(false);
  });
});

describe('chapter headings each over the list of their lecture dates', () => {
  const schedule = [
    'Fall 2019',
    'Lecture Schedule:',
    'Chapter 1: Vectors and Frames.',
    'Sept 2, 4, 6',
    'Chapter 2: Motion in One Dimension.',
    'Sept 9, 11, 13, 16',
    'Exam 1: Chapters 1 2 (Sept 18 Wednesday)',
    'Chapter 3: Forces.',
    'Sept 20, 23, 25',
    'Chapter 4: Energy.',
    'Sept 27, 30, Oct 2',
  ];

  it('gives each chapter the first date of the list under it', () => {
    const rows = read(schedule).rows;
    const dateOf = (title: string) => rows.find((x) => String(x[1]).includes(title))?.[3];
    expect(dateOf('Chapter 2: Motion')).toBe('2019-09-09');
    expect(dateOf('Chapter 3: Forces')).toBe('2019-09-20');
    expect(dateOf('Chapter 4: Energy')).toBe('2019-09-27');
  });
});

describe('class lines whose dashes and quotes were lost to question marks', () => {
  const calendar = [
    'Fall 2013 Calendar',
    'Week One (Aug. 27-29)',
    'Tu. Introduction; the voyages?12-20, 24-26',
    'Th. Harbor songs?30-41; Mary Ward??A Letter,? ?On Winter?',
    'Week Two (Sep. 3-5)',
    'Tu. The colony?s charter?50-61',
    'Th. Town records?62-70; the Rev. Amos Cole?71-80',
  ];

  it('reads every page range glued after the lost dash as the pages', () => {
    const rows = read(calendar).rows;
    const pagesOf = (title: string) => rows.find((x) => String(x[1]).includes(title))?.[2];
    expect(pagesOf('voyages')).toBe('12-20, 24-26');
    expect(pagesOf('Town records')).toBe('62-70');
  });
});
