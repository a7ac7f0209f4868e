/**
 * The taken-reading floor (taken-reading-floor.ts): a taken reading whose only doubt is the
 * classifier's (confidence 50-59, nothing against it, no document-level signal) stands in the medium
 * band (60), still highlighted on the review screen; a reading with something against it, or with a
 * document-level signal, keeps its confidence.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGHLIGHT, CONFIDENCE_MEDIUM } from '../schedule/confidence';
import { structureSyllabusText } from './parse';
import { TAKEN_READING_FLOOR, withTakenReadingFloor } from './taken-reading-floor';
import { newTrace } from './trace';

const schedule = [
  'Course Schedule',
  '',
  'Monday, September 8',
  'Prosser, Torts, pp. 1-20',
  'Christine Schutt’s “Blood Jet”',
  '',
  'Monday, September 15',
  'Keeton, Negligence, pp. 21-45',
].join('\n');

describe('a taken quoted title with nothing against it', () => {
  const trace = newTrace();
  const rs = structureSyllabusText(schedule, { trace }).weeks.flatMap((w) => w.readings);
  const story = rs.find((r) => r.title === 'Christine Schutt’s “Blood Jet”');

  it('is in the medium band, and still highlighted for review', () => {
    expect(story?.confidence).toBe(TAKEN_READING_FLOOR);
    expect(story!.confidence).toBeGreaterThanOrEqual(CONFIDENCE_MEDIUM);
    expect(story!.confidence).toBeLessThan(CONFIDENCE_HIGHLIGHT);
  });

  it('is listed in the trace as raised, with the classifier confidence before', () => {
    const g = trace.signals?.find((x) => x.title === story?.title);
    expect(g?.signals).toEqual(['takenReadingFloor']);
    expect(g!.before).toBeLessThan(CONFIDENCE_MEDIUM);
  });

  it('does not change which readings are found', () => {
    expect(rs.map((r) => r.title)).toEqual([
      'Prosser, Torts',
      'Christine Schutt’s “Blood Jet”',
      'Keeton, Negligence',
    ]);
  });
});

describe('withTakenReadingFloor', () => {
  it('raises any taken reading below the floor with nothing against it, not only a quoted title', () => {
    expect(withTakenReadingFloor(57, ['quotedTitle'], 0)).toBe(TAKEN_READING_FLOOR);
    expect(withTakenReadingFloor(55, ['bookPart', 'bullet'], 0)).toBe(TAKEN_READING_FLOOR);
    expect(withTakenReadingFloor(57, ['authorTitle', 'bullet'], 0)).toBe(TAKEN_READING_FLOOR);
    expect(withTakenReadingFloor(88, ['quotedTitle'], 0)).toBe(88);
  });

  it('leaves it low when a feature counts against it or a document-level signal holds', () => {
    expect(withTakenReadingFloor(55, ['quotedTitle', 'addressesReader'], 0)).toBe(55);
    expect(withTakenReadingFloor(57, ['quotedTitle', 'taskVerb'], 0)).toBe(57);
    expect(withTakenReadingFloor(55, ['authorTitle', 'question'], 0)).toBe(55);
    expect(withTakenReadingFloor(57, ['quotedTitle'], 1)).toBe(57);
  });
});
