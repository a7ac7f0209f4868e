/**
 * Every panel of the analytics screen for one scope, each computed on its own: a panel whose computation
 * throws becomes its catalogue message (SPEC 8: 'Failed to load coverage stats', ...) and the others still
 * show. The screen calls this once per plan view (src/features/analytics); the relay answers with
 * computeAnalytics (analytics.ts), which runs the same functions.
 */
import type { Course, CoverageResponse, Rpa, WeakSpot, WritingSession } from '../model';
import type { CoursePlan } from '../plan/recommendations';
import { type ActivityDay, activityDays } from './activity';
import { type Compression, compression } from './compression';
import { coverage } from './coverage';
import { examDateOf } from './exams';
import { type Fluency, fluency } from './fluency';
import { type ForecastWeek, workloadForecast } from './forecast';
import { scopeInput } from './scope';
import { type WeakSpotPanel, weakSpotPanel } from './weakSpots';

/** The outcome of computing one panel: its figures, or the spec's error text. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs a panel's computation; a throw becomes the panel's catalogue message (SPEC 8), reported to `onError`. */
export function attempt<T>(
  compute: () => T,
  message: string,
  onError: (message: string, error: unknown) => void = () => {},
): Outcome<T> {
  try {
    return { ok: true, value: compute() };
  } catch (error) {
    onError(message, error);
    return { ok: false, message };
  }
}

export const PANEL_ERRORS = {
  coverage: 'Failed to load coverage stats',
  fluency: 'Failed to load fluency metrics',
  weakSpots: 'Failed to load weak spot stats',
  compression: 'Failed to load compression readiness',
  activity: 'Failed to load study activity',
  forecast: 'Failed to load workload forecast',
} as const;

/** One course of the Exams panel: its exam day (when set) and its readiness computed for it alone. */
export interface ExamRow {
  courseId: string;
  name: string;
  examDate: string | undefined;
  readiness: number;
}

export interface AnalyticsPanels {
  coverage: Outcome<CoverageResponse>;
  fluency: Outcome<Fluency>;
  weakSpots: Outcome<WeakSpotPanel>;
  compression: Outcome<Compression>;
  /** Nothing to measure yet: no assigned reading and no assessed practice (Compression's empty state). */
  nothingToMeasure: boolean;
  activity: Outcome<ActivityDay[]>;
  forecast: Outcome<ForecastWeek[]>;
  exams: Outcome<ExamRow[]>;
}

/** What the panels read: the plan's view of the scope (src/data/plan.ts PlanView has these fields). */
export interface PanelsSource {
  plans: readonly CoursePlan[];
  entities: {
    courses: readonly Pick<Course, 'id' | 'metadata'>[];
    rpas: readonly Pick<Rpa, 'courseId' | 'createdAt'>[];
    weakSpots: readonly WeakSpot[];
  };
  sessions: readonly WritingSession[];
  courseId: string | null;
  now: number;
  today: string;
}

const readinessOf = (source: PanelsSource, plans: readonly CoursePlan[], courseId: string | null) => {
  const input = scopeInput({
    plans,
    rpas: source.entities.rpas,
    weakSpots: source.entities.weakSpots,
    sessions: source.sessions,
    courseId,
    now: source.now,
    today: source.today,
  });
  return compression({
    coveragePercent: coverage(input.plans).coveragePercent,
    coherenceScore: fluency(input.sessions, input.today).coherenceScore,
    weakSpots: input.weakSpots,
    plans: input.plans,
    today: input.today,
  }).readinessScore;
};

/** Per course in scope: its exam day and the Compression readiness of that course alone. */
export function examRows(source: PanelsSource): ExamRow[] {
  return source.plans.map((plan) => {
    const course = source.entities.courses.find((c) => c.id === plan.courseId);
    return {
      courseId: plan.courseId,
      name: plan.courseName,
      examDate: course ? examDateOf(course) : undefined,
      readiness: readinessOf(source, [plan], plan.courseId),
    };
  });
}

export function analyticsPanels(
  source: PanelsSource,
  onError?: (message: string, error: unknown) => void,
): AnalyticsPanels {
  const input = scopeInput({
    plans: source.plans,
    rpas: source.entities.rpas,
    weakSpots: source.entities.weakSpots,
    sessions: source.sessions,
    courseId: source.courseId,
    now: source.now,
    today: source.today,
  });
  const cov = attempt(() => coverage(input.plans), PANEL_ERRORS.coverage, onError);
  const flu = attempt(() => fluency(input.sessions, input.today), PANEL_ERRORS.fluency, onError);
  const comp = attempt(
    () => {
      if (!cov.ok || !flu.ok) throw new Error('a part is missing');
      return compression({
        coveragePercent: cov.value.coveragePercent,
        coherenceScore: flu.value.coherenceScore,
        weakSpots: input.weakSpots,
        plans: input.plans,
        today: input.today,
      });
    },
    PANEL_ERRORS.compression,
    onError,
  );
  return {
    coverage: cov,
    fluency: flu,
    weakSpots: attempt(
      () => weakSpotPanel(input.weakSpots, input.now, input.today),
      PANEL_ERRORS.weakSpots,
      onError,
    ),
    compression: comp,
    nothingToMeasure:
      cov.ok && flu.ok && cov.value.byCourse.every((b) => b.total === 0) && flu.value.assessed === 0,
    activity: attempt(() => activityDays(input, input.today), PANEL_ERRORS.activity, onError),
    forecast: attempt(() => workloadForecast(input.plans, input.today), PANEL_ERRORS.forecast, onError),
    exams: attempt(() => examRows(source), PANEL_ERRORS.compression, onError),
  };
}
