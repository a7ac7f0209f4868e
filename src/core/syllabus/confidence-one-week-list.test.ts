/**
 * one-week-list.ts: a reading list the calendar put in one undated week (its weeks were not found) keeps
 * its readings out of the top band; the same readings in dated weeks keep their confidence. Which
 * readings are found, and their weeks, never change.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH } from '../schedule/confidence';
import {
  capListInOneWeek,
  LIST_WEEK_CAP,
  listWeekOf,
  MIN_LIST_READINGS,
  type PlacedInWeek,
} from './one-week-list';
import { structureSyllabusText } from './parse';
import type { ReadingDraft } from './readings';
import { newTrace } from './trace';

const chapters = [3, 1, 2, 6, 4, 5, 7].map((n) => `Essentials, Ch. ${n}`);

/**
 * A two-column table flattened column by column whose columns do not line up (six topics, seven reading
 * cells: column-runs.ts cannot zip them back into rows), so the calendar finds no weeks.
 */
const flattened = [
  'Sport and the Law',
  'Topics',
  ...['Courts', 'Sports Law', 'Torts', 'Antitrust', 'Labor Law', 'Contracts'].map((t, i) => `${i + 1}. ${t}`),
  'Readings',
  ...chapters,
].join('\n');

describe('a reading list put in one undated week', () => {
  const trace = newTrace();
  const weeks = structureSyllabusText(flattened, { trace }).weeks.filter((w) => w.readings.length);

  it('finds the readings, all in one week without a date', () => {
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.startDate).toBeNull();
    expect(weeks[0]!.readings.map((r) => r.title)).toEqual(chapters);
  });

  it('keeps every one of them out of the top band, and says why in the trace', () => {
    for (const r of weeks[0]!.readings) expect(r.confidence).toBeLessThanOrEqual(LIST_WEEK_CAP);
    expect(trace.signals?.filter((g) => g.signals.includes('listInOneWeek'))).toHaveLength(chapters.length);
  });
});

const MONDAYS = [
  'September 7',
  'September 14',
  'September 21',
  'September 28',
  'October 5',
  'October 12',
  'October 19',
];

describe('the same readings in dated weeks', () => {
  it('keep their confidence', () => {
    const dated = [
      'Sport and the Law, Fall 2026',
      ...chapters.map((c, i) => `Monday, ${MONDAYS[i]} - Reading: ${c}`),
    ];
    const rs = structureSyllabusText(dated.join('\n')).weeks.flatMap((w) => w.readings);
    expect(rs.map((r) => r.title)).toEqual(chapters);
    for (const r of rs) expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});

describe('listWeekOf', () => {
  const d = (line: number): ReadingDraft => ({
    title: `Ch. ${line}`,
    citation: null,
    pages: null,
    confidence: 92,
    page: 1,
    line,
    score: 2,
    features: ['bookPart', 'labelled'],
  });
  const session = (week: number, lines: number[], day?: number): PlacedInWeek => ({
    session: { readings: lines.map(d) },
    week,
    ...(day === undefined ? {} : { day }),
  });
  const many = Array.from({ length: MIN_LIST_READINGS }, (_, i) => i + 10);

  it('finds an undated week with at least half of the readings and at least the minimum', () => {
    expect(listWeekOf([session(1, [1]), session(2, many)])).toBe(2);
  });

  it('finds none when that week is dated, holds too few, or less than half of the readings', () => {
    expect(listWeekOf([session(1, [1]), session(2, many, 20000)])).toBeUndefined();
    expect(listWeekOf([session(1, [1]), session(2, many.slice(1))])).toBeUndefined();
    const others = Array.from({ length: MIN_LIST_READINGS + 1 }, (_, i) => i + 100);
    expect(listWeekOf([session(1, others, 20000), session(2, many)])).toBeUndefined();
  });

  it('caps only the readings of that week', () => {
    const placed = [session(1, [1], 20000), session(2, many)];
    capListInOneWeek(placed);
    expect(placed[0]!.session.readings[0]!.confidence).toBe(92);
    for (const r of placed[1]!.session.readings) expect(r.confidence).toBe(LIST_WEEK_CAP);
  });
});
