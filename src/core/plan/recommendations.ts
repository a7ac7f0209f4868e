/**
 * The recommendation engine (SPEC 9, 'Recommendation rules'): pure, from one course's syllabus, readings,
 * RPAs, weak spots and flowmaps, plus the student's practice. Ids are stable (type, course, subject and,
 * for weekly rules, the week), so a dismissal stored under the id holds on every device and is pruned
 * once the rule no longer produces it.
 */
import type { Reading, Recommendation, RecommendationPriority, RecommendationType, WeakSpot } from '../model';
import { isClosedStatus, recommendationSeverity, toRecommendationStatus } from '../weakSpots/stats';
import { addDays, DAY_MS, daysBetween, mondayOf, relativeDay, shortDay, weekdayIndex } from './dates';
import { behindSchedule, currentWeekOf, weekCountOf } from './position';
import type { PracticeFigures } from './practice';

/** YYYY-MM-DD days compare by code unit (no locale collator needed on the first paint). */
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const UPCOMING_LIMIT = 5;
export const FLOWMAP_SUGGESTIONS = 2;
export const FLOWMAP_FROM_WEEK = 3;
export const WEAK_SPOT_AGE_DAYS = 7;
export const PRACTICE_WEAK_SPOT_COUNT = 3;
export const PRACTICE_GAP_DAYS = 3;
export const PRACTICE_HIGH_GAP_DAYS = 7;
export const PRACTICE_SESSIONS_PER_WEEK = 2;
export const SCORE_THRESHOLD = 0.7;
export const BEHIND_HIGH_DAYS = 5;
export const DASHBOARD_RECOMMENDATIONS = 6;

export type PlanReading = Pick<
  Reading,
  'id' | 'title' | 'citation' | 'weekNumber' | 'scheduledDate' | 'completed' | 'order' | 'createdAt'
> &
  Partial<Pick<Reading, 'completedDate'>>;
export type PlanWeakSpot = Pick<WeakSpot, 'id' | 'title' | 'status' | 'createdAt' | 'courseId'>;

/** One course as the engine sees it. */
export interface CoursePlan {
  courseId: string;
  courseName: string;
  semesterStart?: string | undefined;
  /** Weeks in the syllabus (0 without one). */
  weeks: number;
  readings: readonly PlanReading[];
  /** Ids of this course's readings that an RPA links to. */
  readingsWithRpa: ReadonlySet<string>;
  weakSpots: readonly PlanWeakSpot[];
  /** Week numbers of this course that have a flowmap. */
  flowmapWeeks: ReadonlySet<number>;
}

export interface PlanClock {
  /** ms since the epoch. */
  now: number;
  /** The student's local calendar day for `now`. */
  today: string;
}

const PRIORITY_RANK: Record<RecommendationPriority, number> = { high: 0, medium: 1, low: 2 };

/** Priority, then oldest first (then id, so the order is stable). */
export function sortRecommendations(items: Recommendation[]): Recommendation[] {
  return items.sort(
    (a, b) =>
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export const readingName = (r: Pick<PlanReading, 'title' | 'citation'>): string =>
  r.title.trim() || r.citation.trim() || 'Untitled reading';

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
const dayStart = (iso: string) => `${iso}T00:00:00.000Z`;

/** Incomplete readings scheduled today or later, earliest first, at most 5. */
export function upcomingReadings<T extends PlanReading>(
  readings: readonly T[],
  today: string,
  limit = UPCOMING_LIMIT,
): T[] {
  return readings
    .filter((r) => !r.completed && r.scheduledDate !== undefined && r.scheduledDate >= today)
    .sort(
      (a, b) =>
        byDay(a.scheduledDate as string, b.scheduledDate as string) ||
        a.weekNumber - b.weekNumber ||
        a.order - b.order,
    )
    .slice(0, limit);
}

/** A reading with no RPA: high if due within 1 day, medium within 3 days, otherwise low. */
export function noRpaPriority(daysUntilDue: number): RecommendationPriority {
  if (daysUntilDue <= 1) return 'high';
  if (daysUntilDue <= 3) return 'medium';
  return 'low';
}

/** Behind schedule: medium, high if more than 5 days. */
export const behindPriority = (days: number): RecommendationPriority =>
  days > BEHIND_HIGH_DAYS ? 'high' : 'medium';

/** A high-severity weak spot: medium, high if older than 7 days. */
export const weakSpotPriority = (ageMs: number): RecommendationPriority =>
  ageMs > WEAK_SPOT_AGE_DAYS * DAY_MS ? 'high' : 'medium';

/** Open weak spots (severity high) and not dismissed by the student. */
export function isHighSeverity(spot: Pick<WeakSpot, 'status'>): boolean {
  return (
    spot.status !== 'dismissed' && recommendationSeverity(toRecommendationStatus(spot.status)) === 'high'
  );
}

function rec(
  fields: Omit<Recommendation, 'dismissed' | 'context' | 'description' | 'reasoning'> &
    Partial<Pick<Recommendation, 'context' | 'description' | 'reasoning'>>,
): Recommendation {
  return { description: '', reasoning: '', context: {}, dismissed: false, ...fields };
}

function readingRules(course: CoursePlan, clock: PlanClock): Recommendation[] {
  const out: Recommendation[] = [];
  const { courseId, courseName } = course;
  const upcoming = upcomingReadings(course.readings, clock.today);
  for (const r of upcoming) {
    if (course.readingsWithRpa.has(r.id)) continue;
    const days = daysBetween(clock.today, r.scheduledDate as string);
    out.push(
      rec({
        id: `create_rpa:${courseId}:${r.id}`,
        type: 'create_rpa',
        priority: noRpaPriority(days),
        title: `Create an RPA for ${readingName(r)}`,
        description: `${courseName} · Week ${r.weekNumber} · due ${shortDay(r.scheduledDate as string)}`,
        reasoning: `This reading is due ${relativeDay(days)} and has no RPA yet.`,
        context: { courseId, readingId: r.id, weekNumber: r.weekNumber },
        actionUrl: `/rpa/create?${query({ readingId: r.id, courseId })}`,
        createdAt: r.createdAt,
      }),
    );
  }
  const flowmapCandidates = upcoming
    .filter((r) => r.weekNumber >= FLOWMAP_FROM_WEEK && !course.flowmapWeeks.has(r.weekNumber))
    .slice(0, FLOWMAP_SUGGESTIONS);
  for (const r of flowmapCandidates)
    out.push(
      rec({
        id: `create_flowmap:${courseId}:${r.id}`,
        type: 'create_flowmap',
        priority: 'medium',
        title: `Map the doctrine of ${readingName(r)}`,
        description: `${courseName} · Week ${r.weekNumber}`,
        reasoning: `From week ${FLOWMAP_FROM_WEEK} on, doctrines build on each other; week ${r.weekNumber} has no flowmap yet.`,
        context: { courseId, readingId: r.id, weekNumber: r.weekNumber },
        actionUrl: `/flowmap/create?${query({ readingId: r.id, courseId })}`,
        createdAt: r.createdAt,
      }),
    );
  for (const r of course.readings) {
    if (r.completed || !r.scheduledDate) continue;
    const days = daysBetween(clock.today, r.scheduledDate);
    if (days < 0 || days > 1) continue;
    out.push(
      rec({
        id: `upcoming_deadline:${courseId}:${r.id}`,
        type: 'upcoming_deadline',
        priority: 'high',
        title: `Read ${readingName(r)}`,
        description: `${courseName} · Week ${r.weekNumber} · due ${shortDay(r.scheduledDate)}`,
        reasoning: `It is due ${relativeDay(days)}, within 24 hours, and is not marked complete.`,
        context: { courseId, readingId: r.id, weekNumber: r.weekNumber },
        actionUrl: `/syllabus/reading/${encodeURIComponent(r.id)}`,
        createdAt: r.createdAt,
      }),
    );
  }
  return out;
}

function weakSpotRules(course: CoursePlan, clock: PlanClock): Recommendation[] {
  const out: Recommendation[] = [];
  const { courseId, courseName } = course;
  for (const spot of course.weakSpots) {
    if (!isHighSeverity(spot)) continue;
    const age = clock.now - Date.parse(spot.createdAt);
    const days = Math.floor(age / DAY_MS);
    out.push(
      rec({
        id: `review_weak_spots:${courseId}:${spot.id}`,
        type: 'review_weak_spots',
        priority: weakSpotPriority(age),
        title: `Review weak spot: ${spot.title}`,
        description: courseName,
        reasoning:
          age > WEAK_SPOT_AGE_DAYS * DAY_MS
            ? `It is still open after ${days} days.`
            : 'It is open and has not been worked on yet.',
        context: { courseId, weakSpotId: spot.id },
        actionUrl: `/weak-spots/${encodeURIComponent(spot.id)}`,
        createdAt: spot.createdAt,
      }),
    );
  }
  const active = course.weakSpots.filter((s) => !isClosedStatus(s.status));
  if (active.length >= PRACTICE_WEAK_SPOT_COUNT) {
    const oldest = active.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
    out.push(
      rec({
        id: `practice_session:${courseId}:weak-spots`,
        type: 'practice_session',
        priority: 'medium',
        title: 'Practise on your weak spots',
        description: courseName,
        reasoning: `You have ${active.length} weak spots that are not resolved.`,
        context: { courseId },
        actionUrl: `/focus-session?${query({ mode: 'weak-spots', courseId })}`,
        createdAt: oldest.createdAt,
      }),
    );
  }
  return out;
}

function scheduleRules(course: CoursePlan, clock: PlanClock): Recommendation[] {
  const out: Recommendation[] = [];
  const { courseId, courseName } = course;
  const weekCount = weekCountOf(course.weeks, course.readings);
  const behind = behindSchedule({
    semesterStart: course.semesterStart,
    today: clock.today,
    weekCount,
    readings: course.readings,
  });
  if (behind && behind.behindByDays > 0 && course.semesterStart) {
    const since = addDays(course.semesterStart, behind.lastCompletedWeek * 7);
    out.push(
      rec({
        id: `syllabus_catch_up:${courseId}:${behind.expectedWeek}`,
        type: 'syllabus_catch_up',
        priority: behindPriority(behind.behindByDays),
        title: `Catch up on ${courseName}: ${behind.behindByDays} days behind`,
        description: `${courseName} · week ${behind.lastCompletedWeek + 1} is not finished`,
        reasoning:
          behind.lastCompletedWeek === 0
            ? `${behind.expectedWeek} week${behind.expectedWeek === 1 ? '' : 's'} of the semester have passed and week 1 still has readings to do.`
            : `${behind.expectedWeek} weeks of the semester have passed; your readings are complete up to week ${behind.lastCompletedWeek}.`,
        context: { courseId, weekNumber: behind.lastCompletedWeek + 1 },
        actionUrl: `/syllabus?${query({ courseId, filter: 'overdue' })}`,
        createdAt: dayStart(since),
      }),
    );
  }
  const weekday = weekdayIndex(clock.today);
  const week = currentWeekOf(course.semesterStart, clock.today, weekCount);
  if (course.semesterStart && weekday >= 5 && week > 1 && clock.today >= course.semesterStart) {
    const saturday = addDays(mondayOf(clock.today), 5);
    out.push(
      rec({
        id: `weekly_review:${courseId}:${mondayOf(clock.today)}`,
        type: 'weekly_review',
        priority: 'medium',
        title: `Review week ${week} of ${courseName}`,
        description: courseName,
        reasoning: 'It is the weekend: a good time to look back at the week and plan the next one.',
        context: { courseId, weekNumber: week },
        actionUrl: `/workflows/weekly-review?${query({ courseId })}`,
        createdAt: dayStart(saturday),
      }),
    );
  }
  return out;
}

/** The practice rules (the student's, across courses). */
export function practiceRules(practice: PracticeFigures, clock: PlanClock): Recommendation[] {
  const out: Recommendation[] = [];
  const monday = mondayOf(clock.today);
  const last = practice.lastSessionDate;
  const gapDays = last === null ? null : (clock.now - Date.parse(last)) / DAY_MS;
  const fewThisWeek = practice.sessionsThisWeek < PRACTICE_SESSIONS_PER_WEEK;
  if (gapDays === null || gapDays > PRACTICE_GAP_DAYS || fewThisWeek) {
    const reasoning =
      gapDays === null
        ? 'You have not done a practice session yet.'
        : gapDays > PRACTICE_GAP_DAYS
          ? `Your last practice session was ${Math.floor(gapDays)} days ago.`
          : `You have done ${practice.sessionsThisWeek} of ${PRACTICE_SESSIONS_PER_WEEK} practice sessions this week.`;
    out.push(
      rec({
        id: `practice_session:${monday}`,
        type: 'practice_session',
        priority: gapDays !== null && gapDays > PRACTICE_HIGH_GAP_DAYS ? 'high' : 'medium',
        title: 'Do a timed practice session',
        description: `${practice.sessionsThisWeek} this week`,
        reasoning,
        actionUrl: '/focus-session',
        createdAt: last ?? dayStart(monday),
      }),
    );
  }
  if (practice.averageScore !== null && practice.averageScore < SCORE_THRESHOLD)
    out.push(
      rec({
        id: `review_weak_spots:score:${monday}`,
        type: 'review_weak_spots',
        priority: 'medium',
        title: 'Review your weak spots',
        description: `Average practice score ${Math.round(practice.averageScore * 100)}%`,
        reasoning: `Your average practice score is below ${Math.round(SCORE_THRESHOLD * 100)}%.`,
        actionUrl: '/weak-spots/list',
        createdAt: dayStart(monday),
      }),
    );
  return out;
}

/** Every recommendation for the courses given (and the practice rules), sorted; none dismissed yet. */
export function generateRecommendations(
  courses: readonly CoursePlan[],
  practice: PracticeFigures,
  clock: PlanClock,
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const course of courses)
    out.push(
      ...scheduleRules(course, clock),
      ...readingRules(course, clock),
      ...weakSpotRules(course, clock),
    );
  out.push(...practiceRules(practice, clock));
  return sortRecommendations(out);
}

/** Marks the dismissed ones (they stay in the list, struck through). */
export function withDismissals(
  items: readonly Recommendation[],
  dismissed: ReadonlySet<string>,
): Recommendation[] {
  return items.map((r) => (dismissed.has(r.id) ? { ...r, dismissed: true } : r));
}

/** Stored dismissals whose recommendation is no longer produced (to remove from the document). */
export function staleDismissals(
  dismissedIds: Iterable<string>,
  current: readonly Recommendation[],
): string[] {
  const live = new Set(current.map((r) => r.id));
  return [...dismissedIds].filter((id) => !live.has(id));
}

export interface RecommendationTotals {
  total: number;
  active: number;
  dismissed: number;
  highPriority: number;
  rpasNeeded: number;
}

/** The recommendations page's figures (high priority and RPAs needed count active items). */
export function recommendationTotals(items: readonly Recommendation[]): RecommendationTotals {
  let dismissed = 0;
  let highPriority = 0;
  let rpasNeeded = 0;
  for (const r of items) {
    if (r.dismissed) {
      dismissed++;
      continue;
    }
    if (r.priority === 'high') highPriority++;
    if (r.type === 'create_rpa') rpasNeeded++;
  }
  return { total: items.length, active: items.length - dismissed, dismissed, highPriority, rpasNeeded };
}

export interface RecommendationFilter {
  priority: RecommendationPriority | null;
  type: RecommendationType | null;
  activeOnly: boolean;
}

export const NO_FILTER: RecommendationFilter = { priority: null, type: null, activeOnly: false };

export function filterRecommendations(
  items: readonly Recommendation[],
  filter: RecommendationFilter,
): Recommendation[] {
  return items.filter(
    (r) =>
      (!filter.priority || r.priority === filter.priority) &&
      (!filter.type || r.type === filter.type) &&
      (!filter.activeOnly || !r.dismissed),
  );
}

/** The dashboard's 'What to Do Next': the first 6 active recommendations. */
export const whatToDoNext = (items: readonly Recommendation[]): Recommendation[] =>
  items.filter((r) => !r.dismissed).slice(0, DASHBOARD_RECOMMENDATIONS);
