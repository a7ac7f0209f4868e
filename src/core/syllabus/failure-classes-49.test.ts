/**
 * Failure classes of round 32 (a web calendar's week headings and TeX quotes): each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dateRange } from './date-range';
import { read } from './layouts/testing';
import { isAfterWeekWordAt } from './not-page-ranges';
import { isSpeakerLabel } from './speaker-label';
import { stripMarkup } from './text';

describe('a week heading named by its days written day first', () => {
  it('reads a bare start day before a day-first date as a range', () => {
    expect(dateRange('3–7 September')).toMatchObject({
      start: { month: 9, day: 3 },
      end: { month: 9, day: 7 },
    });
    expect(dateRange('29 - 2 October')).toMatchObject({
      start: { month: 9, day: 29 },
      end: { month: 10, day: 2 },
    });
    expect(dateRange('Chapter 3 – 7 May')).toBeNull();
  });

  it('opens the week and is no reading with pages', () => {
    const r = read([
      'Calendar',
      '',
      '### Week of 3--7 September',
      '',
      'Lecture notes only this week.',
      '',
      '### Week of 10--14 September',
      '',
      'Harbour Studies, pp. 10-24',
    ]);
    expect(r.region('Week of 3')).toBe('week heading');
    expect(r.titles.join(' ')).not.toMatch(/Week of/);
    expect(r.rows).toEqual([[2, 'Harbour Studies', '10-24', null]]);
  });

  it('tells a range after a week word from pages', () => {
    expect(isAfterWeekWordAt({ before: 'Week of ', after: ' September' })).toBe(true);
    expect(isAfterWeekWordAt({ before: 'Weeks ', after: '' })).toBe(true);
    expect(isAfterWeekWordAt({ before: 'Smith, pp. ', after: '' })).toBe(false);
  });
});

describe('TeX quotes', () => {
  it('are curly quotes around the title', () => {
    expect(stripMarkup("Read ``First Steps with Tides,'' ``tutorial/Currents''")).toBe(
      'Read “First Steps with Tides,” “tutorial/Currents”',
    );
    expect(stripMarkup('Run `make` first')).toBe('Run make first');
  });
});

describe('a class given by a guest speaker', () => {
  /** Speakers on most class days: their label repeats down the schedule as a reading label would. */
  const DAYS = [
    'Schedule',
    '',
    'Week 1: Surveys',
    'Jan. 10: Guest Speaker: Ada Vale',
    '',
    'Jan. 12: Survey lab',
    '',
    'Reading: Survey Handbook Chapter 3',
    '',
    'Week 2: Tides',
    'Jan. 15: Guest Speaker: Ian Crane',
    '',
    'Jan. 17: Tide tables',
    '',
    'Reading: Tidal Atlas Chapter 2',
    '',
    'Week 3: Currents',
    'Jan. 22: Guest Lecture 3: Mary Holt',
    '',
    'Reading: Tidal Atlas Chapter 3',
    '',
    'Week 4: Waves',
    'Jan. 29: Guest Speaker: Tom Reed',
  ];

  it('names a person, not a reading', () => {
    const r = read(DAYS);
    expect(r.titles.join(' ')).not.toMatch(/Guest|Vale|Crane|Holt|Reed/);
    expect(r.titles).toContainEqual(expect.stringMatching(/Survey Handbook Chapter 3/));
  });

  it('tells a speaker label from a work that follows one', () => {
    expect(isSpeakerLabel('Guest Speaker, Ada Vale')).toBe(true);
    expect(isSpeakerLabel('Guest lecture: Ian Crane')).toBe(true);
    expect(isSpeakerLabel('Guest Instructor')).toBe(true);
    expect(isSpeakerLabel('Guest speaker: Ada Vale, "Counting Tides," pp. 4-9')).toBe(false);
    expect(isSpeakerLabel('Guests of the Tide, chapter 2')).toBe(false);
  });
});
