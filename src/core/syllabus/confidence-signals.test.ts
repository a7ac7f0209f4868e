/**
 * Confidence signals read over the whole document (confidence-signals.ts), each on a small made-up
 * syllabus: a reading they put in doubt leaves the top band (>= 80), two of them put it under the review
 * screen's highlight (< 70), and which readings are found never changes.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import {
  cappedConfidence,
  confidenceSignals,
  pagesAfterBookNumeral,
  rangeRunsBackwards,
} from './confidence-signals';
import { structureSyllabusText } from './parse';
import { newTrace } from './trace';
import type { ReadingDraft } from './readings';

const readings = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r) => ({ title: r.title, confidence: r.confidence })),
  );

const confidenceOf = (rs: { title: string; confidence: number }[], title: string) =>
  rs.find((r) => r.title === title)?.confidence;

const table = (cells: string[]) =>
  [
    'Course Schedule',
    '',
    '| Week | Date | Topic | Reading |',
    '|---|---|---|---|',
    ...cells.map((c, i) => `| ${i + 1} | 9/${8 + 7 * i}/2025 | Topic ${i + 1} | ${c} |`),
  ].join('\n');

describe('contextOnly: a reading only its column or label vouches for', () => {
  const rs = readings(
    table([
      'Prosser, Torts, pp. 1-20',
      'Prosser, Torts, pp. 21-45',
      'Prosser, Torts, pp. 46-70',
      'Orientation and introductions',
    ]),
  );

  it('is found, but not in the top band', () => {
    expect(rs).toHaveLength(4);
    expect(confidenceOf(rs, 'Orientation and introductions')).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('leaves the readings that name their work in the top band', () => {
    for (const r of rs.filter((x) => x.title === 'Prosser, Torts'))
      expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});

describe('weakContext: a reading column where most entries name no specific work', () => {
  const rs = readings(
    table([
      'Sandro Botticelli, La Primavera',
      'Andrea Mantegna, Dead Christ',
      'Jacopo Tintoretto, Last Supper',
      'Prosser, Torts, pp. 46-70',
    ]),
  );

  it('keeps every reading of that column out of the top band', () => {
    expect(rs).toHaveLength(4);
    for (const r of rs) expect(r.confidence).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('is recorded in the trace for --explain, with the confidence before and after', () => {
    const trace = newTrace();
    structureSyllabusText(table(['Hamlet', 'Macbeth', 'King Lear', 'Prosser, Torts, pp. 46-70']), { trace });
    expect(trace.signals?.map((g) => [g.title, g.signals.join(' '), g.before > g.after])).toEqual([
      ['Hamlet', 'contextOnly weakContext', true],
      ['Macbeth', 'contextOnly weakContext', true],
      ['King Lear', 'contextOnly weakContext', true],
      ['Prosser, Torts', 'weakContext', true],
    ]);
  });

  it('puts the ones nothing else vouches for under the review highlight', () => {
    const rs2 = readings(table(['Hamlet', 'Macbeth', 'King Lear', 'Othello']));
    expect(rs2).toHaveLength(4);
    for (const r of rs2) expect(r.confidence).toBeLessThan(CONFIDENCE_HIGHLIGHT);
  });
});

describe('repeatedPages: one page range on three readings of the document', () => {
  const rs = readings(
    [
      'Schedule',
      '',
      'Week 1: Cells',
      '- Read Course reader, pp. 10-12',
      '- Read Smith, Cells, pp. 1-30',
      '',
      'Week 2: Tissues',
      '- Read Course reader, pp. 10-12',
      '- Read Smith, Cells, pp. 31-60',
      '',
      'Week 3: Organs',
      '- Read Course reader, pp. 10-12',
      '- Read Smith, Cells, pp. 61-90',
    ].join('\n'),
  );

  it('is not in the top band; the ranges seen once are', () => {
    expect(rs).toHaveLength(6);
    for (const r of rs)
      if (r.title === 'Course reader') expect(r.confidence).toBeLessThan(CONFIDENCE_HIGH);
      else expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});

describe('chapterNumbers: a range right after a book numeral', () => {
  const rs = readings(
    [
      'Schedule',
      '',
      'Week 1: Justice',
      '- Read Plato, Republic, pp. 1-40',
      '- Read Aristotle, Politics, III 12-18',
      '',
      'Week 2: Regimes',
      '- Read Plato, Republic, pp. 41-80',
      '- Read Aristotle, Physics, IV (D) 1-2',
    ].join('\n'),
  );

  it('is read as book and chapter numbers: not in the top band', () => {
    expect(rs).toHaveLength(4);
    for (const r of rs)
      if (r.title.startsWith('Aristotle')) expect(r.confidence).toBeLessThan(CONFIDENCE_HIGH);
      else expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('needs the numeral right before the range, and runs in linear time on long lines', () => {
    expect(pagesAfterBookNumeral('Essay II. 1-10', '1-10')).toBe(true);
    expect(pagesAfterBookNumeral('De Anima iii 3-5', '3-5')).toBe(true);
    expect(pagesAfterBookNumeral('Casebook pp. 12-18', '12-18')).toBe(false);
    expect(pagesAfterBookNumeral('Part III, pp. 12-18', '12-18')).toBe(false);
    const long = 'III '.repeat(250_000);
    expect(pagesAfterBookNumeral(`${long}7-9`, '7-9')).toBe(true);
    expect(pagesAfterBookNumeral(`${'(Γ) III '.repeat(125_000)}x`, '7-9')).toBe(false);
  });
});

describe('rangeRunsBackwards: a range whose end is below its start', () => {
  it('is not in the top band; an abbreviated end is filled in first', () => {
    const rs = readings(
      [
        'Schedule',
        '',
        'Week 1: Cells',
        '- Read Smith, Cells, pp. 1-30',
        '- Read Jones, Tissues, pp. 123-117',
        '- Read Brown, Organs, pp. 178-79',
      ].join('\n'),
    );
    expect(rs).toHaveLength(3);
    expect(confidenceOf(rs, 'Jones, Tissues')).toBeLessThan(CONFIDENCE_HIGH);
    expect(confidenceOf(rs, 'Smith, Cells')).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
    expect(confidenceOf(rs, 'Brown, Organs')).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('reads each range of a list', () => {
    expect(rangeRunsBackwards('10-20, 1485-240')).toBe(true);
    expect(rangeRunsBackwards('605-14, 620-29')).toBe(false);
    expect(rangeRunsBackwards('12')).toBe(false);
  });
});

describe('cappedConfidence and confidenceSignals', () => {
  const draft = (features: ReadingDraft['features'], pages: string | null = null): ReadingDraft => ({
    title: 'Title',
    citation: null,
    pages,
    confidence: 95,
    page: 1,
    line: 1,
    score: 3,
    features,
  });

  it('never raises a confidence', () => {
    expect(cappedConfidence(40, ['contextOnly', 'weakContext'])).toBe(40);
    expect(cappedConfidence(95, [])).toBe(95);
  });

  it('needs three readings of a context kind before judging it', () => {
    const two = [draft(['labelled']), draft(['labelled'])];
    expect(confidenceSignals(two)).toEqual([['contextOnly'], ['contextOnly']]);
  });
});
