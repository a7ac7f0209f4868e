/**
 * restated-listing.ts: a table or list that restates, or cuts into parts, the pages of readings the
 * document gives on other lines keeps both listings out of the top band; readings listed once keep
 * their confidence. Which readings are found never changes.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH } from '../schedule/confidence';
import { structureSyllabusText } from './parse';
import type { ReadingDraft } from './readings';
import { numericRanges, RESTATED_CAP, restatedListings, writtenRanges } from './restated-listing';
import { newTrace } from './trace';

/** Chapter bullets, then a table of the same pages with a mode column (a second listing), then a week listed once. */
const twice = [
  'Torts Seminar, Spring 2020',
  '',
  '## Week 1: Duties',
  '',
  '### Required Reading',
  '',
  '* Please read Chapter 2 "Duty and Breach" (pages 40-88), skipping the note on statutes (52-60)',
  '* Read Chapter 3 "Causation" (89-120)',
  '',
  '#### At a glance',
  '',
  'Chapters      Topics                 Pages    Mode',
  '------------- ---------------------- -------- --------',
  'Chapter 2     Duty                   40-52    Study',
  'Chapter 2     Statutes               52-60    Skip',
  'Chapter 2     Breach                 60-88    Read',
  'Chapter 3     Causation              89-120   Study',
  '',
  '## Week 2: Damages',
  '',
  '### Required Reading',
  '',
  '* Please read Chapter 4 "Damages" (pages 121-160)',
  '* Read Chapter 5 "Defenses" (161-190)',
].join('\n');

describe('a second listing of the same pages', () => {
  const trace = newTrace();
  const readings = structureSyllabusText(twice, { trace }).weeks.flatMap((w) => w.readings);
  const at = (line: number) => readings.filter((r) => r.sourceLine === line);

  it('finds both listings', () => {
    for (const line of [14, 15, 16, 17]) expect(at(line)).toHaveLength(1);
  });

  it('keeps the table rows and the bullets they restate out of the top band, and says why', () => {
    for (const line of [14, 15, 16, 17]) expect(at(line)[0]!.confidence).toBeLessThanOrEqual(RESTATED_CAP);
    expect(trace.signals?.some((g) => g.signals.includes('restatedListing'))).toBe(true);
  });

  it('leaves the readings listed once in the top band', () => {
    for (const line of [23, 24]) expect(at(line)[0]!.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});

const draft = (line: number, pages: string | null): ReadingDraft => ({
  title: `Reading on line ${line}`,
  citation: null,
  pages,
  confidence: 95,
  page: 1,
  line,
  score: 3,
  features: ['pages'],
});

const text = (line: number, t: string) => ({ page: 1, line, text: t });

describe('restatedListings on drafts and lines', () => {
  const first = [
    text(3, 'Read the chapter (10-50), but skip the note (20-25).'),
    text(4, 'Then read 51-70.'),
  ];

  it('marks a block that writes again, exactly, two ranges written on nearby lines, and its parts', () => {
    const table = [draft(10, '10-20'), draft(11, '20-25'), draft(12, '25-50'), draft(13, '51-70')];
    expect(restatedListings(table, first).size).toBe(4);
  });

  it('marks the readings of the first listing too', () => {
    const drafts = [draft(4, '51-70'), draft(10, '20-25'), draft(11, '51-70')];
    expect(restatedListings(drafts, first)).toEqual(new Set(drafts));
  });

  it('needs two exact restatements: ranges only inside ranges written nearby are not enough', () => {
    const table = [draft(10, '10-15'), draft(11, '30-40'), draft(12, '20-25')];
    expect(restatedListings(table, first).size).toBe(0);
  });

  it('does not read lines far away or inside the block itself', () => {
    const far = [text(100, 'Read 10-20 and 20-25.')];
    const table = [draft(10, '10-20'), draft(11, '20-25')];
    expect(restatedListings(table, far).size).toBe(0);
    expect(restatedListings(table, [text(10, '10-20'), text(11, '20-25')]).size).toBe(0);
  });

  it('reads only plain number ranges, abbreviated ends filled in, not dates or times', () => {
    expect(numericRanges('178-79')).toEqual([[178, 179]]);
    expect(numericRanges('5, 9-11')).toEqual([
      [5, 5],
      [9, 11],
    ]);
    expect(numericRanges('xi-xx')).toBeNull();
    expect(numericRanges('120-117')).toBeNull();
    expect(writtenRanges('Class 9/8-9/12 at 10:00-11:00; Rule 1.1-7; pp. 12-30 and (85-127)')).toEqual([
      [12, 30],
      [85, 127],
    ]);
  });
});
