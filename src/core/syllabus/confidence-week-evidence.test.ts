/**
 * week-evidence.ts: a reading with no title of its own (`pp 1-22` alone in a reading cell) is right only
 * in the right class, so its confidence follows how the calendar pass found that class's week. A week
 * read from a calendar date or a printed week keeps it; a week worked out otherwise (numbered classes in
 * order, dates without a year) puts it under the review screen's highlight. Which readings are found
 * never changes.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { structureSyllabusText } from './parse';
import { newTrace } from './trace';
import { capUnsureWeeks, isUntitled, type PlacedLike, WEEK_UNSURE_CAP, weekSourceOf } from './week-evidence';
import type { ReadingDraft } from './readings';

const readings = (lines: string[], trace = newTrace()) =>
  structureSyllabusText(lines.join('\n'), { trace }).weeks.flatMap((w) =>
    w.readings.map((r) => ({ week: w.weekNumber, title: r.title, pages: r.pages, confidence: r.confidence })),
  );

const header = (...cols: string[]) => [`| ${cols.join(' | ')} |`, `|${cols.map(() => '---|').join('')}`];

describe('an untitled reading in a numbered class without a date: its week is worked out', () => {
  const trace = newTrace();
  const rs = readings(
    [
      'Schedule',
      '',
      ...header('Lecture', 'Subject', 'Reading'),
      '| 1 | Introduction | pp 1-22 |',
      '| 2 | Limiting factors | pp 23-60 |',
      '| 3 | Evolution | pp 61-78 |',
    ],
    trace,
  );

  it('finds every reading, and highlights them for a look', () => {
    expect(rs.map((r) => r.pages)).toEqual(['1-22', '23-60', '61-78']);
    for (const r of rs) {
      expect(r.confidence).toBe(WEEK_UNSURE_CAP);
      expect(r.confidence).toBeLessThan(CONFIDENCE_HIGHLIGHT);
    }
  });

  it('says so in the trace', () => {
    expect(trace.signals?.filter((g) => g.signals.includes('weekUnsure'))).toHaveLength(3);
  });
});

describe('the same readings in a week the calendar read keep their confidence', () => {
  it('keeps a dated class row in the top band', () => {
    const rs = readings([
      'Biology 320, Fall 2026',
      '',
      'Schedule',
      '',
      ...header('Lecture', 'Date', 'Subject', 'Reading'),
      '| 1 | Mon Sep 7 | Introduction | pp 1-22 |',
      '| 2 | Wed Sep 9 | Limiting factors | pp 23-60 |',
    ]);
    expect(rs.map((r) => r.pages)).toEqual(['1-22', '23-60']);
    for (const r of rs) expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });

  it('highlights the same rows when no year dates them on the calendar', () => {
    const rs = readings([
      'Schedule',
      '',
      ...header('Lecture', 'Date', 'Subject', 'Reading'),
      '| 1 | Sep 7 | Introduction | pp 1-22 |',
      '| 2 | Sep 9 | Limiting factors | pp 23-60 |',
    ]);
    expect(rs.map((r) => r.pages)).toEqual(['1-22', '23-60']);
    for (const r of rs) expect(r.confidence).toBe(WEEK_UNSURE_CAP);
  });

  it('keeps a reading under a printed week in the top band', () => {
    const rs = readings([
      'Schedule',
      '',
      'Week 1: Introduction',
      'Reading: pp 1-22',
      '',
      'Week 2: Limiting factors',
      'Reading: pp 23-60',
    ]);
    expect(rs.map((r) => [r.week, r.pages])).toEqual([
      [1, '1-22'],
      [2, '23-60'],
    ]);
    for (const r of rs) expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  });
});

describe('only an untitled reading depends on its week', () => {
  const rs = readings([
    'Schedule',
    '',
    ...header('Lecture', 'Subject', 'Reading'),
    '| 1 | Introduction | Ricklefs, Economy of Nature, pp 1-22 |',
    '| 2 | Limiting factors | pp 23-60 |',
  ]);

  it('keeps a titled work in the top band beside an untitled one under the highlight', () => {
    expect(rs.map((r) => r.title)).toEqual(['Ricklefs, Economy of Nature', 'Assigned pages']);
    expect(rs[0]!.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
    expect(rs[1]!.confidence).toBe(WEEK_UNSURE_CAP);
  });

  it('counts a reading titled after the default source as untitled', () => {
    const cased = readings([
      'Unless otherwise noted, all page numbers refer to the casebook, Prosser on Torts.',
      '',
      'Class 1. Introduction',
      'Reading: pp 1-22',
      '',
      'Class 2. Duty',
      'Reading: pp 23-60',
    ]);
    expect(cased.map((r) => r.title)).toEqual(['Prosser on Torts', 'Prosser on Torts']);
    for (const r of cased) expect(r.confidence).toBe(WEEK_UNSURE_CAP);
  });
});

describe('the parts of the rule', () => {
  const draft = (title: string, confidence = 95): ReadingDraft =>
    ({
      title,
      citation: null,
      pages: '1-22',
      confidence,
      score: 3,
      features: ['labelled', 'pages'],
      page: 1,
      line: 1,
    }) as ReadingDraft;
  const placed = (session: Partial<PlacedLike['session']>, day?: number): PlacedLike => ({
    session: { isWeek: false, readings: [], ...session },
    ...(day === undefined ? {} : { day }),
  });

  it('reads a week from a calendar day, then a printed week or a week heading; else it was worked out', () => {
    expect(weekSourceOf(placed({ explicitWeek: 3 }, 18000))).toBe('date');
    expect(weekSourceOf(placed({ explicitWeek: 3 }))).toBe('printed');
    expect(weekSourceOf(placed({ isWeek: true }))).toBe('printed');
    expect(weekSourceOf(placed({}))).toBe('worked out');
  });

  it('knows an untitled reading by the fallback title or the default source', () => {
    expect(isUntitled({ title: 'Assigned pages' }, null)).toBe(true);
    expect(isUntitled({ title: 'Prosser on Torts' }, 'Prosser on Torts')).toBe(true);
    expect(isUntitled({ title: 'Prosser on Torts' }, null)).toBe(false);
  });

  it('only lowers, and lowers a reading shared by two sessions once', () => {
    const low = draft('Assigned pages', 50);
    const shared = draft('Assigned pages');
    const trace = newTrace();
    capUnsureWeeks(
      [
        placed({ readings: [low, shared] }),
        placed({ readings: [shared] }),
        placed({ readings: [draft('x')] }, 1),
      ],
      null,
      trace,
    );
    expect(low.confidence).toBe(50);
    expect(shared.confidence).toBe(WEEK_UNSURE_CAP);
    expect(trace.signals).toHaveLength(1);
  });
});
