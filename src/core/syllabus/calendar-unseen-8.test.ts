/**
 * Calendar failure classes seen at first sight on the `fresh11` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';
import { statedMeetingDays } from './stated-meeting-days';

describe('meeting days written as spaced single-letter codes beside the class time', () => {
  it('reads "T, Th 6:30-7:50" and "M, W, F 10:00" as the meeting days', () => {
    expect(statedMeetingDays(['T, Th 6:30-7:50', 'Room 12'])).toEqual(['tuesday', 'thursday']);
    expect(statedMeetingDays(['M, W, F 10:00 am'])).toEqual(['monday', 'wednesday', 'friday']);
    expect(statedMeetingDays(['Tu/Th 2:00 pm'])).toEqual(['tuesday', 'thursday']);
  });

  it('does not read initials elsewhere on a clock line', () => {
    expect(statedMeetingDays(['Office: Room T, W 4:00 pm'])).toEqual([]);
  });

  it('groups undated numbered classes two to a week when two days are stated', () => {
    const s = structureSyllabusText(
      [
        'T, Th 9:30-10:45',
        'Class | Chapter | Pages |',
        '1 | Chapter 1 Rivers | 1-12 | |',
        '2 | Chapter 2 Ports | 13-30 | |',
        '3 | Chapter 3 Tolls | 31-44 | |',
        '4 | Chapter 4 Fleets | 45-60 | |',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect(s.weeks.flatMap((w) => w.readings.map(() => w.weekNumber))).toEqual([1, 1, 2, 2]);
  });
});
