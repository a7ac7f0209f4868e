/**
 * publicationData (title-shape-signals.ts `titleIsPublicationData`, applied in confidence-signals.ts):
 * a reading titled by a cited work's journal volume and issue or its publisher and year was cut after
 * the article's title; it is still found, but leaves the top band, while well-titled readings stay.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH } from '../schedule/confidence';
import { structureSyllabusText } from './parse';
import { titleIsPublicationData } from './title-shape-signals';
import { newTrace } from './trace';

describe('titleIsPublicationData', () => {
  it('is a journal volume and issue, or a publisher with its year', () => {
    expect(titleIsPublicationData('The Monist 42, no. 4 (October 1932)')).toBe(true);
    expect(titleIsPublicationData('The Black Scholar 44 (2)')).toBe(true);
    expect(titleIsPublicationData('Daedalus, 149(4)')).toBe(true);
    expect(titleIsPublicationData('Oxford, New York: Oxford University Press, 1967')).toBe(true);
    expect(titleIsPublicationData('Hackett Publishing, 2003')).toBe(true);
  });

  it('is not a work named by itself, a numbered paper, a rule or a book with its press', () => {
    expect(titleIsPublicationData('Federalist No. 10')).toBe(false);
    expect(titleIsPublicationData('“Mathematics Black Life.” The Black Scholar 44 (2)')).toBe(false);
    expect(titleIsPublicationData('UCC § 2-204(3)')).toBe(false);
    expect(titleIsPublicationData('Freedom of the Press')).toBe(false);
    expect(titleIsPublicationData('Hart, The Concept of Law, chs. 5-6')).toBe(false);
  });
});

const schedule = [
  'Course Schedule',
  '',
  'Monday, September 8',
  'Read Prosser, Torts, pp. 1-20',
  'Read Keeton, Negligence, pp. 21-45',
  '',
  'Monday, September 15',
  'Read Dobbs, Remedies, pp. 46-70',
  'Read The Black Scholar 44 (2), pp. 16-28',
].join('\n');

describe('a reading titled by its journal issue', () => {
  const trace = newTrace();
  const rs = structureSyllabusText(schedule, { trace }).weeks.flatMap((w) => w.readings);
  const issue = rs.find((r) => r.title.startsWith('The Black Scholar'));

  it('is found, but not in the top band', () => {
    expect(issue).toBeDefined();
    expect(issue!.confidence).toBeLessThan(CONFIDENCE_HIGH);
    expect(trace.signals?.find((g) => g.title === issue!.title)?.signals).toContain('publicationData');
  });

  it('leaves the well-titled readings beside it in the top band', () => {
    for (const title of ['Prosser, Torts', 'Keeton, Negligence', 'Dobbs, Remedies'])
      expect(rs.find((r) => r.title === title)?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});
