/**
 * Failure classes of the fresh14 round, each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a schedule in runs of spaces whose later classes are bare day numbers', () => {
  const schedule = [
    'TermAutumn Term, 2031',
    'CourseIntroduction to Poetry',
    '',
    'Sep         8            Welcome; what is a poem?',
    'Readings: Frost, “Mending Wall,” p. 12',
    '',
    '15              Reading: Wordsworth, “Tintern Abbey,” p. 40',
    '',
    '                22            Quiz #1',
    'Keats, “To Autumn,” p. 77',
    '',
    'Oct.        6              Dickinson, “Because I could not stop,” p. 90',
    '',
    '                13            Yeats, “The Second Coming,” p. 101',
  ];

  it('dates each bare day by the month above it', () => {
    const r = read(schedule);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-09-08'],
      [2, '2031-09-15'],
      [3, '2031-09-22'],
      [5, '2031-10-06'],
      [6, '2031-10-13'],
    ]);
  });

  it('reads the year of a term glued to its field label', () => {
    expect(read(schedule).s.semesterStart).toBe('2031-09-08');
  });

  it('leaves a numbered lesson list under a date alone', () => {
    const r = read([
      'Autumn 2031',
      'Sep 8    Lessons this week',
      '1       Poems 1-10',
      '2       Poems 11-20',
    ]);
    expect(r.rows.map((x) => x[3])).toEqual(['2031-09-08', '2031-09-08']);
  });
});

describe('pages a class line says to skip', () => {
  it('are no reading, the pages read that day are', () => {
    const r = read([
      'Fall 2031',
      '9/9: CB 10-40 (the first cases); Skip CB 41-45 (Jones)',
      '9/11: CB 46-70 (more cases) (SKIP pages 71-80 [a long note])',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['10-40', '46-70']);
  });
});
