/**
 * layout-evidence.ts: only a reading whose layout confirms it reaches the top band (>= 80) — a reading
 * cue (a reading label or column, a read verb) and a specific work in its own text. Without that
 * evidence it keeps its confidence up to 79: out of the top band, still not highlighted. Which readings
 * are found never changes.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import {
  hasReadingCue,
  layoutConfirmed,
  namesSpecificWork,
  UNCONFIRMED_CAP,
  withLayoutEvidence,
} from './layout-evidence';
import { structureSyllabusText } from './parse';
import { newTrace } from './trace';

const readings = (lines: string[], trace = newTrace()) =>
  structureSyllabusText(lines.join('\n'), { trace }).weeks.flatMap((w) => w.readings);

const weeks = (...items: string[][]) =>
  items.flatMap((lines, i) => [`Week ${i + 1}: Topic ${i + 1}`, ...lines, '']);

describe('a reading cue: the top band needs a reading label, a reading column or a read verb', () => {
  const cued = readings([
    'Schedule',
    '',
    ...weeks(['Reading: Prosser, Torts, pp. 1-20'], ['- Read Keeton, Negligence, pp. 21-45']),
  ]);
  const bare = readings([
    'Schedule',
    '',
    ...weeks(['- Prosser, Torts, pp. 1-20'], ['- Keeton, Negligence, pp. 21-45']),
  ]);

  it('keeps a labelled reading and a read one in the top band', () => {
    expect(cued.map((r) => r.title)).toEqual(['Prosser, Torts', 'Keeton, Negligence']);
    for (const r of cued) expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('finds the same works in a bare bullet list, just under the top band and not highlighted', () => {
    expect(bare.map((r) => r.title)).toEqual(['Prosser, Torts', 'Keeton, Negligence']);
    for (const r of bare) {
      expect(r.confidence).toBe(UNCONFIRMED_CAP);
      expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGHLIGHT);
    }
  });

  it('says so in the trace', () => {
    const trace = newTrace();
    readings(['Schedule', '', ...weeks(['- Prosser, Torts, pp. 1-20'])], trace);
    expect(trace.signals?.map((g) => g.signals)).toEqual([['unconfirmed']]);
  });
});

describe('a specific work: an author and a title under a label are not enough', () => {
  const rs = readings([
    'Schedule',
    '',
    ...weeks(['Reading: Prosser, Torts, pp. 1-20'], ['Reading: Keeton, Negligence and Fault']),
  ]);

  it('keeps the reading with pages in the top band and the one without out of it', () => {
    expect(rs.map((r) => r.title)).toEqual(['Prosser, Torts', 'Keeton, Negligence and Fault']);
    expect(rs[0]!.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
    expect(rs[1]!.confidence).toBeLessThan(CONFIDENCE_HIGH);
  });
});

describe('the parts of the rule', () => {
  it('reads a cue from the label or the read verb', () => {
    expect(hasReadingCue({ features: ['labelled'] })).toBe(true);
    expect(hasReadingCue({ features: ['readVerb', 'pages'] })).toBe(true);
    expect(hasReadingCue({ features: ['bullet', 'readingList', 'pages'] })).toBe(false);
  });

  it('counts pages, parts, sections, cases, statutes and quoted titles as a specific work', () => {
    expect(namesSpecificWork({ features: ['caseName'] })).toBe(true);
    expect(namesSpecificWork({ features: ['authorTitle', 'citationYear', 'readVerb'] })).toBe(false);
  });

  it('needs both: a cue without a specific work, or a specific work without a cue, is not confirmed', () => {
    expect(layoutConfirmed({ features: ['labelled', 'pages'] })).toBe(true);
    expect(layoutConfirmed({ features: ['labelled', 'authorTitle'] })).toBe(false);
    expect(layoutConfirmed({ features: ['bullet', 'pages'] })).toBe(false);
  });

  it('only ever lowers a confidence, to just under the top band', () => {
    expect(withLayoutEvidence(95, false)).toBe(UNCONFIRMED_CAP);
    expect(withLayoutEvidence(95, true)).toBe(95);
    expect(withLayoutEvidence(64, false)).toBe(64);
  });
});
