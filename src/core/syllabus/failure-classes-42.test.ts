/**
 * Failure classes of fresh24's Word PDFs (round r2w): each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { isDateOnlyBullet } from './date-bullets';
import { isCourseGoal } from './layouts/course-goal';
import { read } from './layouts/testing';
import { isMarkedMedia } from './media-marker';

/** Week headings over bulleted class dates, each date's items a level down (a Word two-level list). */
const DATED_BULLETS = [
  'Spring 2031',
  'Week One',
  '* February 4',
  '  * Ada Marsh, "Signals in the Dark"',
  '* February 6',
  '  * Harbor Studies Chapter 2',
  '  * Course overview',
  'Week Two',
  '* February 11',
  '  * "The Quiet Network"',
  '  * "Lanterns at Sea" (video)',
  '* February 13',
  '  * Group discussion',
];

describe('a title alone in a dated bullet list', () => {
  it('is a reading: the date bullets head the list and are no items of it', () => {
    const r = read(DATED_BULLETS);
    expect(r.titles).toContainEqual(expect.stringMatching(/The Quiet Network/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Signals in the Dark/));
  });

  it('still leaves out an item marked as a video', () => {
    expect(read(DATED_BULLETS).titles.join(' ')).not.toMatch(/Lanterns/);
  });

  it('tells a date bullet from an item that holds a date', () => {
    expect(isDateOnlyBullet('February 4')).toBe(true);
    expect(isDateOnlyBullet('Tuesday, Sept. 9')).toBe(true);
    expect(isDateOnlyBullet('January 16th')).toBe(true);
    expect(isDateOnlyBullet('9/9')).toBe(true);
    expect(isDateOnlyBullet('February 4: Marsh, Signals')).toBe(false);
    expect(isDateOnlyBullet('Harbor Studies Chapter 2')).toBe(false);
  });
});

describe('an item that names its medium at its end', () => {
  it('is something to watch', () => {
    expect(isMarkedMedia('"Lanterns at Sea" (video)')).toBe(true);
    expect(isMarkedMedia('Night Harbour (Film, 32 min).')).toBe(true);
  });

  it('leaves a podcast or recording to the classifier: the corpus counts a named episode as a reading', () => {
    expect(isMarkedMedia('"The Long Shift" (podcast)')).toBe(false);
    expect(isMarkedMedia('Harbour Voices (audio, 20 min)')).toBe(false);
  });

  it('is not a reading that only mentions a medium', () => {
    expect(isMarkedMedia('Marsh, Video Games and Play (2019)')).toBe(false);
    expect(isMarkedMedia('Film Theory Chapter 3 (pp. 10-20)')).toBe(false);
  });
});

/** A class's items under `Due before class:`, Word en-dash items holding author-date references. */
const DASH_REFERENCES = [
  'Spring 2031',
  'February 4 • Rivers • Maps of water',
  'Due before class:',
  '– Lab 02: Tracing rivers',
  '– Lamb, Ivy. 2019. “Rivers of Print.” Harbor Review 4 (2): 45–67.',
  '– RECOMMENDED: Reyes, Tom. 2017. “Deltas at Dusk.” The Coastal Weekly, May 4, 2017.',
  'February 11 • Ports • Trade routes',
  'Due before class:',
  '– Moss, Ada, and Lin Park. 2015.',
  '“Counting Ships.”',
  'Port Studies 9 (1): 12–30.',
  '– Wren, Hal, dir. 2011. Harbor Lights.',
];

describe('author-date references in an en-dash list', () => {
  it('is one reading per item, not its author, title and journal apart', () => {
    const r = read(DASH_REFERENCES);
    expect(r.rows).toHaveLength(2);
    expect(r.titles[0]).toMatch(/Rivers of Print/);
    expect(r.rows[0]?.[2]).toBe('45-67');
    expect(r.titles[1]).toMatch(/Counting Ships/);
    expect(r.rows[1]?.[2]).toBe('12-30');
  });

  it('leaves out every piece of a recommended item and a film cited by its director', () => {
    const all = read(DASH_REFERENCES).titles.join(' ');
    expect(all).not.toMatch(/Coastal Weekly|Deltas at Dusk|Harbor Lights|Wren/);
  });
});

describe('numbered course goals above the schedule', () => {
  const GOALS = [
    'Learning objectives',
    '1. To understand how tides shape harbour towns.',
    '2. To become familiar with the main harbour records.',
    '3. To be prepared for a first archive visit.',
    'Course reading',
    '- Lamb, Ivy. 2019. Harbour Towns. River Press.',
    '- Moss, Ada. 2015. Tide Tables. Port Books.',
    'Meeting 1',
    '- Reyes Chapter 1, Ports',
    'Meeting 2',
    '- Reyes Chapter 2, Ships',
  ];

  it('open no session: the course list under them is no class’s reading', () => {
    const r = read(GOALS);
    expect(r.titles.join(' ')).not.toMatch(/Harbour Towns|Tide Tables/);
    expect(r.titles).toContainEqual(expect.stringMatching(/^Reyes Chapter 1/));
  });

  it('are told apart from numbered class topics', () => {
    expect(isCourseGoal('1. To understand how tides shape harbour towns.')).toBe(true);
    expect(isCourseGoal('1. Tort law and its goals')).toBe(false);
    expect(isCourseGoal('2. Towns and tides')).toBe(false);
  });
});
