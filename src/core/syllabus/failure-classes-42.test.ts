/**
 * Failure classes of fresh24's Word PDFs (round r2w): each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { isDateOnlyBullet } from './date-bullets';
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
  it('is something to watch or hear', () => {
    expect(isMarkedMedia('"Lanterns at Sea" (video)')).toBe(true);
    expect(isMarkedMedia('Night Harbour (Film, 32 min).')).toBe(true);
    expect(isMarkedMedia('"The Long Shift" (podcast)')).toBe(true);
  });

  it('is not a reading that only mentions a medium', () => {
    expect(isMarkedMedia('Marsh, Video Games and Play (2019)')).toBe(false);
    expect(isMarkedMedia('Film Theory Chapter 3 (pp. 10-20)')).toBe(false);
  });
});
