import { describe, expect, it } from 'vitest';
import type { WeakSpot, WritingSession } from '../model';
import type { CoursePlan, PlanReading } from '../plan/recommendations';
import { activityDays, activitySummary } from './activity';
import { computeAnalytics } from './analytics';
import { analyticsPanels, type PanelsSource } from './panels';
import { compression, meanBehindDays, weakSpotPart } from './compression';
import { coverage } from './coverage';
import { pageCount, workloadForecast } from './forecast';
import { fluency, sessionCoherence } from './fluency';
import { scopeInput } from './scope';
import { weakSpotPanel } from './weakSpots';

const NOW = Date.parse('2026-11-25T10:00:00.000Z'); // a Wednesday
const TODAY = '2026-11-25';
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

let n = 0;
const reading = (fields: Partial<PlanReading> & { pages?: string } = {}): PlanReading => ({
  id: `r${++n}`,
  title: `Case ${n}`,
  citation: '',
  weekNumber: 1,
  order: n,
  completed: false,
  createdAt: ago(60),
  ...fields,
});

const plan = (fields: Partial<CoursePlan> = {}): CoursePlan => ({
  courseId: 'torts',
  courseName: 'Torts',
  weeks: 0,
  readings: [],
  readingsWithRpa: new Set(),
  weakSpots: [],
  flowmapWeeks: new Set(),
  ...fields,
});

/** A completed session: `words` words written in `minutes` minutes, `daysAgo` days before NOW. */
const session = (
  daysAgo: number,
  fields: { score?: number; words?: number; minutes?: number; courseId?: string } = {},
): WritingSession => ({
  id: `s${++n}`,
  prompt: { id: 'p', text: 'Prompt', tags: [] },
  answer: {
    text: Array.from({ length: fields.words ?? 200 }, () => 'word').join(' '),
    startTime: ago(daysAgo),
  },
  duration: 3600,
  elapsed: (fields.minutes ?? 10) * 60,
  startedAt: ago(daysAgo),
  status: 'completed',
  completedAt: ago(daysAgo),
  ...(fields.score === undefined ? {} : { score: fields.score }),
  ...(fields.courseId ? { courseId: fields.courseId } : {}),
});

const spot = (fields: Partial<WeakSpot> = {}): WeakSpot => ({
  id: `w${++n}`,
  title: 'Duty',
  description: 'd',
  status: 'identified',
  priority: 'medium',
  tags: [],
  courseId: 'torts',
  occurrences: 1,
  lastSeen: ago(1),
  notes: [],
  createdAt: ago(1),
  updatedAt: ago(1),
  ...fields,
});

describe('coverage: completed and linked to an RPA ÷ all readings', () => {
  it('counts per course and overall, rounded', () => {
    const a = [reading({ completed: true }), reading({ completed: true }), reading()];
    const b = [reading({ completed: true }), reading()];
    const torts = plan({ readings: a, readingsWithRpa: new Set([a[0]?.id ?? '', a[2]?.id ?? '']) });
    const contracts = plan({ courseId: 'k', courseName: 'Contracts', readings: b });
    expect(coverage([torts, contracts])).toEqual({
      coveragePercent: 20,
      byCourse: [
        { course: 'Torts', covered: 1, total: 3 },
        { course: 'Contracts', covered: 0, total: 2 },
      ],
    });
  });
  it('is 0 with no readings', () => {
    expect(coverage([plan()])).toEqual({
      coveragePercent: 0,
      byCourse: [{ course: 'Torts', covered: 0, total: 0 }],
    });
    expect(coverage([])).toEqual({ coveragePercent: 0, byCourse: [] });
  });
});

describe('fluency: 0.8 x score + 0.2 x min(1, wpm / 20), mean of the last 10 assessed', () => {
  it('one session: score and pace', () => {
    // 200 words in 20 minutes = 10 wpm -> pace 0.5
    expect(sessionCoherence({ ...session(0, { words: 200, minutes: 20 }), score: 0.75 })).toBeCloseTo(0.7);
    // 600 words in 10 minutes = 60 wpm -> pace capped at 1
    expect(sessionCoherence({ ...session(0, { words: 600, minutes: 10 }), score: 0.5 })).toBeCloseTo(0.6);
  });
  it('coherence, the 7-day running line and weeks; unassessed sessions do not count', () => {
    const sessions = [
      session(5, { score: 0.5, words: 200, minutes: 20 }), // 0.4 + 0.1 = 0.5
      session(1, { score: 1, words: 400, minutes: 10 }), // 0.8 + 0.2 = 1
      session(0, { words: 400, minutes: 10 }), // not assessed
    ];
    const f = fluency(sessions, TODAY);
    expect(f.coherenceScore).toBe(0.75);
    expect(f.days).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(f.trend7d).toEqual([0, 0.5, 0.5, 0.5, 0.5, 0.75, 0.75]);
    expect(f.assessed).toBe(2);
    expect(f.wordsPerMinute).toBe(25);
    expect(f.weeks).toHaveLength(8);
    expect(f.weeks[7]).toEqual({ weekOf: '2026-11-23', coherence: 1, sessions: 1 });
    expect(f.weeks[6]).toEqual({ weekOf: '2026-11-16', coherence: 0.5, sessions: 1 });
    expect(f.weeks[0]?.coherence).toBeNull();
  });
  it('only the last 10 assessed sessions count', () => {
    const old = Array.from({ length: 5 }, () => session(3, { score: 0, words: 0 }));
    const recent = Array.from({ length: 10 }, () => session(1, { score: 1, words: 400, minutes: 10 }));
    expect(fluency([...old, ...recent], TODAY).coherenceScore).toBe(1);
    expect(fluency([], TODAY).coherenceScore).toBe(0);
  });
});

describe('weak spots: total, by status and priority, new vs resolved per week, top tags', () => {
  it('counts', () => {
    const items = [
      spot({ tags: ['duty', 'causation'], priority: 'high', createdAt: ago(1) }),
      spot({ tags: ['duty'], status: 'resolved', createdAt: ago(8), resolvedAt: ago(2) }),
      spot({ tags: ['consideration'], status: 'dismissed', createdAt: ago(100) }),
    ];
    const p = weakSpotPanel(items, NOW, TODAY);
    expect(p.total).toBe(3);
    expect(p.outstanding).toBe(1);
    expect(p.byStatus).toMatchObject({ identified: 1, resolved: 1, dismissed: 1 });
    expect(p.byPriority).toMatchObject({ high: 1, medium: 2 });
    expect(p.weeks.at(-1)).toEqual({ weekOf: '2026-11-23', created: 1, resolved: 1 });
    expect(p.weeks.at(-2)).toEqual({ weekOf: '2026-11-16', created: 1, resolved: 0 });
    expect(p.weeks.reduce((s, w) => s + w.created, 0)).toBe(2); // the 100-day-old one is outside 8 weeks
    expect(p.topTags).toEqual([
      { tag: 'duty', count: 2 },
      { tag: 'causation', count: 1 },
      { tag: 'consideration', count: 1 },
    ]);
  });
});

describe('compression: 0.3 coverage + 0.3 fluency + 0.2 weak spots + 0.2 schedule', () => {
  it('weak-spot part: 0.1 per outstanding, 0.2 if high or critical, closed ones free', () => {
    expect(weakSpotPart([])).toBe(1);
    expect(
      weakSpotPart([
        spot(),
        spot({ priority: 'critical' }),
        spot({ status: 'resolved' }),
        spot({ status: 'dismissed' }),
      ]),
    ).toBe(0.7);
    expect(weakSpotPart(Array.from({ length: 12 }, () => spot()))).toBe(0);
  });
  it('schedule part from plan/position behind days', () => {
    // semester from Monday Nov 2: 3 weeks elapsed; nothing of week 1 done: 21 days behind
    const behind = plan({ semesterStart: '2026-11-02', weeks: 12, readings: [reading({ weekNumber: 1 })] });
    const onTime = plan({
      semesterStart: '2026-11-02',
      weeks: 12,
      readings: [reading({ weekNumber: 1, completed: true })],
    });
    expect(meanBehindDays([behind], TODAY)).toBe(21);
    expect(meanBehindDays([behind, onTime], TODAY)).toBe(10.5); // onTime: nothing open, 0 days behind
    expect(meanBehindDays([plan()], TODAY)).toBeNull();
    const c = compression({
      coveragePercent: 50,
      coherenceScore: 0.8,
      weakSpots: [spot({ priority: 'high' })],
      plans: [behind],
      today: TODAY,
    });
    expect(c.parts).toEqual({ coverage: 0.5, fluency: 0.8, weakSpots: 0.8, schedule: 0.25 });
    expect(c.readinessScore).toBe(0.6); // 0.15 + 0.24 + 0.16 + 0.05
    expect(c.behindByDays).toBe(21);
    expect(c.outstandingWeakSpots).toBe(1);
  });
  it('no schedule counts as on time', () => {
    const c = compression({
      coveragePercent: 0,
      coherenceScore: 0,
      weakSpots: [],
      plans: [plan()],
      today: TODAY,
    });
    expect(c.parts.schedule).toBe(1);
    expect(c.readinessScore).toBe(0.4);
  });
});

describe('activity calendar', () => {
  it('counts completions, RPAs and practice per local day over 16 weeks', () => {
    const p = plan({
      readings: [reading({ completed: true, completedDate: ago(1) }), reading({ completedDate: ago(1) })],
    });
    const days = activityDays(
      { plans: [p], rpas: [{ createdAt: ago(1) }], sessions: [session(0), session(200)] },
      TODAY,
    );
    expect(days).toHaveLength(15 * 7 + 3);
    expect(days[0]?.day).toBe('2026-08-10');
    expect(days.at(-2)).toEqual({ day: '2026-11-24', readings: 1, rpas: 1, practice: 0, total: 2 });
    expect(days.at(-1)).toEqual({ day: TODAY, readings: 0, rpas: 0, practice: 1, total: 1 });
    expect(activitySummary(days)).toEqual({ activeDays: 2, longestRun: 2 });
  });
});

describe('workload forecast', () => {
  it('reads pages linearly', () => {
    expect(pageCount('12-30')).toBe(19);
    expect(pageCount('pp. 5–9, 12')).toBe(6);
    expect(pageCount('40-12')).toBe(1);
    // An abbreviated end page, as syllabi print it, stands for the full page: 488-492, 1019-1020.
    expect(pageCount('488-92')).toBe(5);
    expect(pageCount('1019-20, 98-9')).toBe(4);
    expect(pageCount(undefined)).toBe(0);
  });
  it('open readings per week by date, else by syllabus week', () => {
    const p = plan({
      semesterStart: '2026-11-02',
      readings: [
        reading({ scheduledDate: '2026-11-26', pages: '1-10' } as Partial<PlanReading>),
        reading({ scheduledDate: '2026-11-27', completed: true }),
        reading({ weekNumber: 5, pages: '3' } as Partial<PlanReading>), // week 5 starts Nov 30
        reading({ scheduledDate: '2026-11-20' }), // past
        reading({ scheduledDate: '2027-03-01' }), // beyond 6 weeks
      ],
    });
    const f = workloadForecast([p], TODAY);
    expect(f).toHaveLength(6);
    expect(f[0]).toEqual({ weekOf: '2026-11-23', readings: 1, pages: 10 });
    expect(f[1]).toEqual({ weekOf: '2026-11-30', readings: 1, pages: 1 });
    expect(f.slice(2).every((w) => w.readings === 0)).toBe(true);
  });
});

describe('scope and the whole', () => {
  it('keeps the courses in view; sessions without a course count for all courses', () => {
    const input = scopeInput({
      plans: [plan()],
      rpas: [
        { courseId: 'torts', createdAt: ago(1) },
        { courseId: 'k', createdAt: ago(1) },
      ],
      weakSpots: [spot(), spot({ courseId: 'k' })],
      sessions: [session(1, { courseId: 'torts' }), session(1, { courseId: 'k' }), session(1)],
      courseId: null,
      now: NOW,
      today: TODAY,
    });
    expect([input.rpas.length, input.weakSpots.length, input.sessions.length]).toEqual([1, 1, 2]);
    const one = scopeInput({ ...input, sessions: input.sessions, courseId: 'torts' });
    expect(one.sessions).toHaveLength(1);
    const all = computeAnalytics(input);
    expect(all.weakSpots.total).toBe(1);
    expect(all.compression.readinessScore).toBe(0.38); // 0 + 0 + 0.2 x 0.9 + 0.2 x 1
  });
});

describe('exam countdown', () => {
  it('reads a valid exam date from the metadata and counts days from today', async () => {
    const { examCountdown, examDateOf } = await import('./exams');
    expect(examDateOf({ metadata: { examDate: '2026-12-14' } })).toBe('2026-12-14');
    expect(examDateOf({ metadata: { examDate: '2026-02-30' } })).toBeUndefined();
    expect(examDateOf({ metadata: {} })).toBeUndefined();
    expect(examCountdown('2026-12-14', TODAY)).toEqual({ days: 19, label: 'Exam in 19 days' });
    expect(examCountdown(TODAY, TODAY).label).toBe('Exam today');
    expect(examCountdown('2026-11-26', TODAY).label).toBe('Exam tomorrow');
    expect(examCountdown('2026-11-22', TODAY).label).toBe('Exam was 3 days ago');
  });
});

describe('analyticsPanels: every panel of the screen, each on its own', () => {
  const source = (fields: Partial<PanelsSource> = {}): PanelsSource => ({
    plans: [],
    entities: { courses: [], rpas: [], weakSpots: [] },
    sessions: [],
    courseId: null,
    now: NOW,
    today: TODAY,
    ...fields,
  });

  it('gives the figures computeAnalytics gives, and per course its exam date and its own readiness', () => {
    const a = [reading({ completed: true, completedDate: ago(2) }), reading({ pages: '1-10' })];
    const b = [reading({ completed: true }), reading()];
    const torts = plan({ readings: a, readingsWithRpa: new Set([a[0]?.id ?? '']) });
    const contracts = plan({ courseId: 'k', courseName: 'Contracts', readings: b });
    const weakSpots = [spot({ priority: 'high' }), spot({ courseId: 'k' })];
    const rpas = [{ courseId: 'torts', createdAt: ago(1) }];
    const sessions = [session(1, { score: 0.5, words: 200, minutes: 20, courseId: 'torts' })];
    const courses: PanelsSource['entities']['courses'] = [
      { id: 'torts', metadata: { examDate: '2026-12-14' } },
      { id: 'k', metadata: {} },
    ];
    const from = source({ plans: [torts, contracts], entities: { courses, rpas, weakSpots }, sessions });
    const panels = analyticsPanels(from);
    const all = computeAnalytics(
      scopeInput({ ...from, rpas, weakSpots, plans: [torts, contracts], courseId: null }),
    );
    expect(panels.coverage).toEqual({ ok: true, value: all.coverage });
    expect(panels.fluency).toEqual({ ok: true, value: all.fluency });
    expect(panels.weakSpots).toEqual({ ok: true, value: all.weakSpots });
    expect(panels.compression).toEqual({ ok: true, value: all.compression });
    expect(panels.activity).toEqual({ ok: true, value: all.activity });
    expect(panels.forecast).toEqual({ ok: true, value: all.forecast });
    expect(panels.nothingToMeasure).toBe(false);
    const alone = (p: CoursePlan) =>
      computeAnalytics(scopeInput({ ...from, rpas, weakSpots, plans: [p], courseId: p.courseId })).compression
        .readinessScore;
    expect(panels.exams).toEqual({
      ok: true,
      value: [
        { courseId: 'torts', name: 'Torts', examDate: '2026-12-14', readiness: alone(torts) },
        { courseId: 'k', name: 'Contracts', examDate: undefined, readiness: alone(contracts) },
      ],
    });
    // Torts alone: coverage 0.5, its session 0.4 + 0.1, one high weak spot 0.8, no semester start 1.
    expect(alone(torts)).toBe(0.66); // 0.15 + 0.15 + 0.16 + 0.2
    // Contracts alone: no covered reading, no session of its own, one medium weak spot 0.9, on time.
    expect(alone(contracts)).toBe(0.38); // 0 + 0 + 0.18 + 0.2
  });

  it('says there is nothing to measure with no reading and no assessed session', () => {
    const panels = analyticsPanels(source({ plans: [plan()] }));
    expect(panels.nothingToMeasure).toBe(true);
    expect(panels.coverage).toEqual({
      ok: true,
      value: { coveragePercent: 0, byCourse: [{ course: 'Torts', covered: 0, total: 0 }] },
    });
  });

  it('a panel that fails shows its catalogue message; the others still show', () => {
    // A plan without its RPA links: coverage (and so compression and the exams' readiness) cannot be computed.
    const broken = plan({ readings: [reading({ completed: true })] }) as CoursePlan;
    Object.assign(broken, { readingsWithRpa: undefined });
    const errors: string[] = [];
    const panels = analyticsPanels(source({ plans: [broken] }), (message) => errors.push(message));
    expect(panels.coverage).toEqual({ ok: false, message: 'Failed to load coverage stats' });
    expect(panels.compression).toEqual({ ok: false, message: 'Failed to load compression readiness' });
    expect(panels.exams).toEqual({ ok: false, message: 'Failed to load compression readiness' });
    expect(panels.fluency.ok && panels.weakSpots.ok && panels.activity.ok && panels.forecast.ok).toBe(true);
    expect(panels.nothingToMeasure).toBe(false);
    expect(errors).toEqual([
      'Failed to load coverage stats',
      'Failed to load compression readiness',
      'Failed to load compression readiness',
    ]);
  });
});
