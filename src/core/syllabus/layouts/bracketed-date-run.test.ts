import { describe, expect, it } from 'vitest';
import { splitAtBracketedDates } from './bracketed-date-run';
import { read } from './testing';

describe('classes run together on one line, each opened by a bracketed date', () => {
  it('cuts before each date-only bracket and before the numbered activities of a series', () => {
    expect(
      splitAtBracketedDates(
        '[03-Feb-2031] session 1: Parts 1-2 [05-Feb-2031] drill 1: 1.1, 1.4 (see [Quiz of 09-Mar-2029]) session 2: Part 3',
      ),
    ).toEqual([
      '03-Feb-2031 session 1: Parts 1-2',
      '05-Feb-2031 drill 1: 1.1, 1.4 (see [Quiz of 09-Mar-2029])',
      '05-Feb-2031 session 2: Part 3',
    ]);
    expect(splitAtBracketedDates('Handbook [03-Feb-2031], see the notes')).toBeNull();
  });

  it('dates each lecture of the week by its own bracketed date', () => {
    const r = read([
      '## Week 1',
      '',
      '[03-Feb-2031] lecture 1: Chapters 1-2 [05-Feb-2031] exercises 1: 1.1, 1.3(a), 1.7* lecture 2: Chapter 3',
      '',
      '## Week 2',
      '',
      '[10-Feb-2031] lecture 3: Chapters 4-5 [12-Feb-2031] exercises 2: 4.2, 5.1(b) lecture 4: Chapter 6',
    ]);
    expect(r.rows).toEqual([
      [1, 'Chapters 1-2', null, '2031-02-03'],
      [1, 'Chapter 3', null, '2031-02-05'],
      [2, 'Chapters 4-5', null, '2031-02-10'],
      [2, 'Chapter 6', null, '2031-02-12'],
    ]);
  });
});
