/** Compression (SPEC 3: readinessScore 0-1): an exam-readiness estimate and its four parts. */
import type { WeakSpot } from '../model';
import { behindSchedule, weekCountOf } from '../plan/position';
import type { CoursePlan } from '../plan/recommendations';
import { isClosedStatus } from '../weakSpots/stats';
import { clamp01, round2 } from './scope';

export const READINESS_WEIGHTS = { coverage: 0.3, fluency: 0.3, weakSpots: 0.2, schedule: 0.2 } as const;
/** Each outstanding weak spot takes this much off the weak-spot part (high or critical: twice). */
export const WEAK_SPOT_PENALTY = 0.1;
/** Four weeks behind schedule brings the schedule part to 0. */
export const BEHIND_ZERO_DAYS = 28;

export const COMPRESSION_FORMULA =
  'Readiness = 30% coverage + 30% fluency (coherence) + 20% weak spots (1 minus 0.1 per outstanding weak spot, ' +
  '0.2 if high or critical, at least 0) + 20% schedule (1 minus days behind ÷ 28, at least 0; the mean over ' +
  'courses with a semester start).';

export interface ReadinessParts {
  coverage: number;
  fluency: number;
  weakSpots: number;
  schedule: number;
}

export interface Compression {
  readinessScore: number;
  parts: ReadinessParts;
  /** Mean days behind over courses with a semester start; null when none has one. */
  behindByDays: number | null;
  outstandingWeakSpots: number;
}

/** 1 - 0.1 per outstanding weak spot (0.2 when high or critical), never below 0. */
export function weakSpotPart(items: readonly Pick<WeakSpot, 'status' | 'priority'>[]): number {
  let penalty = 0;
  for (const w of items) {
    if (isClosedStatus(w.status)) continue;
    penalty += w.priority === 'high' || w.priority === 'critical' ? 2 * WEAK_SPOT_PENALTY : WEAK_SPOT_PENALTY;
  }
  return round2(clamp01(1 - penalty));
}

/** Mean behindByDays (plan/position) over the courses with a semester start; null when none has one. */
export function meanBehindDays(plans: readonly CoursePlan[], today: string): number | null {
  const behind = plans.flatMap((p) => {
    const b = behindSchedule({
      semesterStart: p.semesterStart,
      today,
      weekCount: weekCountOf(p.weeks, p.readings),
      readings: p.readings,
    });
    return b ? [b.behindByDays] : [];
  });
  return behind.length ? behind.reduce((a, b) => a + b, 0) / behind.length : null;
}

export function compression(input: {
  coveragePercent: number;
  coherenceScore: number;
  weakSpots: readonly Pick<WeakSpot, 'status' | 'priority'>[];
  plans: readonly CoursePlan[];
  today: string;
}): Compression {
  const behindByDays = meanBehindDays(input.plans, input.today);
  const parts: ReadinessParts = {
    coverage: round2(clamp01(input.coveragePercent / 100)),
    fluency: round2(clamp01(input.coherenceScore)),
    weakSpots: weakSpotPart(input.weakSpots),
    schedule: behindByDays === null ? 1 : round2(clamp01(1 - behindByDays / BEHIND_ZERO_DAYS)),
  };
  const w = READINESS_WEIGHTS;
  const readinessScore = round2(
    w.coverage * parts.coverage +
      w.fluency * parts.fluency +
      w.weakSpots * parts.weakSpots +
      w.schedule * parts.schedule,
  );
  return {
    readinessScore,
    parts,
    behindByDays: behindByDays === null ? null : Math.round(behindByDays),
    outstandingWeakSpots: input.weakSpots.filter((w) => !isClosedStatus(w.status)).length,
  };
}
