import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: dated headings and rows', () => {
  it('reads "Weds." and "Mon." weekdays and finds the year from a date the text writes', () => {
    const r = read([
      'Last updated: December 3, 2019',
      'Mon., Sept. 9 Puritans. Thomas Hariot, A Brief and True Report (1588), excerpt',
      'Weds., Sept. 11 Slavery. Aristotle, The Politics, excerpt',
      'Mon., Sept. 16 Witchcraft. Accusations of witchcraft, excerpt',
    ]);
    expect(r.region('Weds., Sept. 11')).toBe('dated heading');
    expect(r.rows.map((x) => x[3])).toEqual(['2019-09-09', '2019-09-11', '2019-09-16']);
  });

  it('keeps a weekday-letter date line apart from the assignment line above it', () => {
    const r = read([
      'MTuTh 3:35 – 5:00 PM',
      'M 1/10',
      'Intro. to Enforcement Intro, Hawkins, Bayliner Marine, Problem, 1-8',
      'Tu 1/11',
      'Enforcement II U.S. Naval Institute, 8; Sullivan v. O’Connor, 12; Economics of Remedies, 20-23.',
    ]);
    expect(r.region('Tu 1/11')).toBe('dated heading');
    // Cases listed with the page each starts on are one assignment, first page to last.
    expect(r.rows.map((x) => x[2])).toEqual(['1-8', '8-23']);
    expect(r.s.meetingDays).toEqual(['monday', 'tuesday', 'thursday']);
  });
});
