import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../model';
import { Recommendation as RecommendationSchema } from '../model';
import {
  type CoursePlan,
  filterRecommendations,
  generateRecommendations,
  NO_FILTER,
  type PlanReading,
  type PlanWeakSpot,
  practiceRules,
  recommendationTotals,
  sortRecommendations,
  staleDismissals,
  upcomingReadings,
  whatToDoNext,
  withDismissals,
} from './recommendations';
import type { PracticeFigures } from './practice';

/** Wednesday 25 November 2026, 10:00 UTC. */
const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const TODAY = '2026-11-25';
const clock = { now: NOW, today: TODAY };
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

let n = 0;
function reading(fields: Partial<PlanReading> = {}): PlanReading {
  n++;
  return {
    id: `r${n}`,
    title: `Case ${n}`,
    citation: '',
    weekNumber: 1,
    order: n,
    completed: false,
    createdAt: ago(60),
    ...fields,
  };
}
const spot = (fields: Partial<PlanWeakSpot> = {}): PlanWeakSpot => ({
  id: `w${++n}`,
  title: `Spot ${n}`,
  status: 'identified',
  createdAt: ago(1),
  courseId: 'c1',
  ...fields,
});
function course(fields: Partial<CoursePlan> = {}): CoursePlan {
  return {
    courseId: 'c1',
    courseName: 'Torts',
    semesterStart: undefined,
    weeks: 0,
    readings: [],
    readingsWithRpa: new Set(),
    weakSpots: [],
    flowmapWeeks: new Set(),
    ...fields,
  };
}
/** Practice that triggers no practice rule. */
const PRACTISED: PracticeFigures = { lastSessionDate: ago(1), sessionsThisWeek: 2, averageScore: null };
const run = (c: CoursePlan, practice = PRACTISED, at = clock) => generateRecommendations([c], practice, at);
const ofType = (items: Recommendation[], type: Recommendation['type']) =>
  items.filter((r) => r.type === type);

describe('upcoming readings', () => {
  it('are incomplete, today or later, earliest first, at most 5', () => {
    const list = [
      reading({ scheduledDate: '2026-11-24' }),
      reading({ scheduledDate: '2026-11-25', completed: true }),
      ...['2026-12-04', '2026-11-30', '2026-11-25', '2026-12-01', '2026-11-27', '2026-12-09'].map((d) =>
        reading({ scheduledDate: d }),
      ),
      reading(),
    ];
    expect(upcomingReadings(list, TODAY).map((r) => r.scheduledDate)).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-04',
    ]);
  });
});

describe('reading with no RPA', () => {
  it.each([
    ['2026-11-25', 'high'],
    ['2026-11-26', 'high'],
    ['2026-11-27', 'medium'],
    ['2026-11-28', 'medium'],
    ['2026-11-29', 'low'],
    ['2026-12-20', 'low'],
  ])('due %s is %s', (date, priority) => {
    const r = reading({ scheduledDate: date });
    const [item] = ofType(run(course({ readings: [r] })), 'create_rpa');
    expect(item).toMatchObject({
      priority,
      id: `create_rpa:c1:${r.id}`,
      actionUrl: `/rpa/create?readingId=${r.id}&courseId=c1`,
      context: { courseId: 'c1', readingId: r.id, weekNumber: 1 },
    });
    expect(item?.reasoning).toContain('has no RPA yet');
  });
  it('is not suggested when an RPA links the reading, or for readings past or beyond the first 5', () => {
    const linked = reading({ scheduledDate: '2026-11-26' });
    const past = reading({ scheduledDate: '2026-11-20' });
    const later = [1, 2, 3, 4, 5, 6].map((i) => reading({ scheduledDate: `2026-12-0${i}` }));
    const items = ofType(
      run(course({ readings: [linked, past, ...later], readingsWithRpa: new Set([linked.id]) })),
      'create_rpa',
    );
    expect(items.map((r) => r.context.readingId).sort()).toEqual(
      later
        .slice(0, 4)
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('flowmap suggestion', () => {
  it('for up to 2 upcoming readings at week 3 or later, medium, skipping weeks with a flowmap', () => {
    const w2 = reading({ weekNumber: 2, scheduledDate: '2026-11-26' });
    const w3 = reading({ weekNumber: 3, scheduledDate: '2026-11-27' });
    const w4 = reading({ weekNumber: 4, scheduledDate: '2026-11-28' });
    const w5 = reading({ weekNumber: 5, scheduledDate: '2026-11-29' });
    const w6 = reading({ weekNumber: 6, scheduledDate: '2026-11-30' });
    const items = ofType(
      run(course({ readings: [w2, w3, w4, w5, w6], flowmapWeeks: new Set([3]) })),
      'create_flowmap',
    );
    expect(items.map((r) => r.context.readingId)).toEqual([w4.id, w5.id]);
    expect(items[0]).toMatchObject({
      priority: 'medium',
      actionUrl: `/flowmap/create?readingId=${w4.id}&courseId=c1`,
    });
  });
});

describe('reading due within 24 hours', () => {
  it('is high for incomplete readings due today or tomorrow', () => {
    const today = reading({ scheduledDate: '2026-11-25' });
    const tomorrow = reading({ scheduledDate: '2026-11-26' });
    const later = reading({ scheduledDate: '2026-11-27' });
    const done = reading({ scheduledDate: '2026-11-25', completed: true });
    const items = ofType(run(course({ readings: [today, tomorrow, later, done] })), 'upcoming_deadline');
    expect(items.map((r) => r.context.readingId).sort()).toEqual([today.id, tomorrow.id].sort());
    expect(items.every((r) => r.priority === 'high')).toBe(true);
    expect(items.find((r) => r.context.readingId === today.id)?.actionUrl).toBe(
      `/syllabus/reading/${today.id}`,
    );
  });
});

describe('high-severity weak spots', () => {
  it('open statuses (severity high) are medium, high once older than 7 days', () => {
    const fresh = spot({ createdAt: ago(7) });
    const old = spot({ createdAt: ago(7.5), status: 'investigating' });
    const corrected = spot({ status: 'in_progress' });
    const closed = spot({ status: 'resolved' });
    const dismissed = spot({ status: 'dismissed' });
    const items = ofType(
      run(course({ weakSpots: [fresh, old, corrected, closed, dismissed] })),
      'review_weak_spots',
    );
    expect(items.map((r) => [r.context.weakSpotId, r.priority])).toEqual([
      [old.id, 'high'],
      [fresh.id, 'medium'],
    ]);
    expect(items[0]?.actionUrl).toBe(`/weak-spots/${old.id}`);
  });
});

describe('3 or more weak spots', () => {
  it('suggests practice (medium) from 3 weak spots that are not resolved or dismissed', () => {
    const two = [spot(), spot({ status: 'in_progress' }), spot({ status: 'resolved' })];
    expect(ofType(run(course({ weakSpots: two })), 'practice_session')).toEqual([]);
    const three = [...two, spot({ status: 'investigating' })];
    const [item] = ofType(run(course({ weakSpots: three })), 'practice_session');
    expect(item).toMatchObject({
      priority: 'medium',
      actionUrl: '/focus-session?mode=weak-spots&courseId=c1',
      reasoning: 'You have 3 weak spots that are not resolved.',
    });
  });
});

describe('practice', () => {
  const practice = (p: Partial<PracticeFigures>) =>
    practiceRules({ ...PRACTISED, ...p }, clock).filter((r) => r.type === 'practice_session');
  it('none when the last session is within 3 days and 2 were done this week', () => {
    expect(practice({})).toEqual([]);
    expect(practice({ lastSessionDate: ago(3) })).toEqual([]);
  });
  it('medium when the last session is over 3 days ago', () => {
    expect(practice({ lastSessionDate: ago(3.1) })[0]?.priority).toBe('medium');
  });
  it('medium when fewer than 2 sessions this week', () => {
    const [item] = practice({ sessionsThisWeek: 1 });
    expect(item).toMatchObject({
      priority: 'medium',
      reasoning: 'You have done 1 of 2 practice sessions this week.',
    });
  });
  it('high when the last session is over 7 days ago', () => {
    expect(practice({ lastSessionDate: ago(7.1), sessionsThisWeek: 0 })[0]?.priority).toBe('high');
    expect(practice({ lastSessionDate: ago(7), sessionsThisWeek: 0 })[0]?.priority).toBe('medium');
  });
  it('medium, saying so, when the student never practised', () => {
    const [item] = practice({ lastSessionDate: null, sessionsThisWeek: 0 });
    expect(item).toMatchObject({
      priority: 'medium',
      id: 'practice_session:2026-11-23',
      reasoning: 'You have not done a practice session yet.',
      actionUrl: '/focus-session',
    });
  });
});

describe('average score', () => {
  const review = (averageScore: number | null) =>
    practiceRules({ ...PRACTISED, averageScore }, clock).filter((r) => r.type === 'review_weak_spots');
  it('below 0.7 suggests a review (medium); 0.7 and no score do not', () => {
    expect(review(0.69)[0]).toMatchObject({ priority: 'medium', actionUrl: '/weak-spots/list' });
    expect(review(0.7)).toEqual([]);
    expect(review(null)).toEqual([]);
  });
});

describe('behind schedule', () => {
  // Semester started Monday 2 November: on 25 November 3 weeks have fully elapsed.
  const week = (w: number, completed: boolean) => reading({ weekNumber: w, completed });
  const plan = (readings: PlanReading[]) => course({ semesterStart: '2026-11-02', weeks: 12, readings });
  it('behind days = (expected week - last completed week) x 7; high when more than 5', () => {
    const [item] = ofType(run(plan([week(1, true), week(2, false), week(3, false)])), 'syllabus_catch_up');
    expect(item).toMatchObject({
      priority: 'high',
      title: 'Catch up on Torts: 14 days behind',
      actionUrl: '/syllabus?courseId=c1&filter=overdue',
      id: 'syllabus_catch_up:c1:3',
      context: { courseId: 'c1', weekNumber: 2 },
    });
    expect(item?.reasoning).toBe(
      '3 weeks of the semester have passed; your readings are complete up to week 1.',
    );
  });
  it('not behind when the elapsed weeks are done', () => {
    expect(
      ofType(run(plan([week(1, true), week(2, true), week(3, true), week(4, false)])), 'syllabus_catch_up'),
    ).toEqual([]);
  });
  it('not before the first week has elapsed, nor without a semester start', () => {
    const early = { now: Date.parse('2026-11-06T10:00:00Z'), today: '2026-11-06' };
    expect(ofType(run(plan([week(1, false)]), PRACTISED, early), 'syllabus_catch_up')).toEqual([]);
    expect(ofType(run(course({ weeks: 12, readings: [week(1, false)] })), 'syllabus_catch_up')).toEqual([]);
  });
});

describe('weekly review', () => {
  const plan = course({ semesterStart: '2026-11-02', weeks: 12, readings: [reading({ completed: true })] });
  const at = (today: string) => ({ now: Date.parse(`${today}T10:00:00Z`), today });
  it('on Saturday or Sunday after week 1 (medium)', () => {
    for (const day of ['2026-11-28', '2026-11-29']) {
      const [item] = ofType(run(plan, PRACTISED, at(day)), 'weekly_review');
      expect(item).toMatchObject({
        priority: 'medium',
        id: 'weekly_review:c1:2026-11-23',
        actionUrl: '/workflows/weekly-review?courseId=c1',
        context: { weekNumber: 4 },
      });
    }
  });
  it('not on weekdays, nor in week 1', () => {
    expect(ofType(run(plan, PRACTISED, at('2026-11-27')), 'weekly_review')).toEqual([]);
    expect(ofType(run(plan, PRACTISED, at('2026-11-08')), 'weekly_review')).toEqual([]);
  });
});

describe('order, validity, dismissals, totals and filters', () => {
  const all = run(
    course({
      semesterStart: '2026-11-02',
      weeks: 12,
      readings: [
        reading({ weekNumber: 1, completed: false, scheduledDate: '2026-11-26' }),
        reading({ weekNumber: 4, scheduledDate: '2026-11-30' }),
      ],
      weakSpots: [spot({ createdAt: ago(10) }), spot(), spot()],
    }),
    { lastSessionDate: null, sessionsThisWeek: 0, averageScore: 0.5 },
  );
  it('sorts by priority, then oldest first', () => {
    const rank = { high: 0, medium: 1, low: 2 };
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1] as Recommendation, all[i] as Recommendation];
      expect(
        rank[a.priority] < rank[b.priority] || (a.priority === b.priority && a.createdAt <= b.createdAt),
      ).toBe(true);
    }
    const shuffled = sortRecommendations([...all].reverse());
    expect(shuffled.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });
  it('every recommendation is a valid entity with reasoning and a unique id', () => {
    for (const r of all) {
      expect(RecommendationSchema.safeParse(r).success).toBe(true);
      expect(r.reasoning.length).toBeGreaterThan(0);
    }
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });
  it('dismissals mark items; stale dismissals are those no longer produced', () => {
    const first = all[0] as Recommendation;
    const marked = withDismissals(all, new Set([first.id]));
    expect(marked[0]?.dismissed).toBe(true);
    expect(marked.slice(1).every((r) => !r.dismissed)).toBe(true);
    expect(staleDismissals([first.id, 'create_rpa:c1:gone'], all)).toEqual(['create_rpa:c1:gone']);
    const totals = recommendationTotals(marked);
    expect(totals.total).toBe(all.length);
    expect(totals.dismissed).toBe(1);
    expect(totals.active).toBe(all.length - 1);
    expect(totals.rpasNeeded).toBe(marked.filter((r) => r.type === 'create_rpa' && !r.dismissed).length);
    expect(whatToDoNext(marked).every((r) => !r.dismissed)).toBe(true);
    expect(whatToDoNext(marked).length).toBeLessThanOrEqual(6);
    expect(filterRecommendations(marked, { ...NO_FILTER, activeOnly: true })).toHaveLength(all.length - 1);
    expect(
      filterRecommendations(marked, { ...NO_FILTER, priority: 'high' }).every((r) => r.priority === 'high'),
    ).toBe(true);
    expect(
      filterRecommendations(marked, { ...NO_FILTER, type: 'create_rpa' }).every(
        (r) => r.type === 'create_rpa',
      ),
    ).toBe(true);
  });
});
