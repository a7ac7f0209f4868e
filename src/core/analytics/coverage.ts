/** Coverage (SPEC 3: coveragePercent, byCourse[{course, covered, total}]). */
import type { CoverageResponse } from '../model';
import type { CoursePlan } from '../plan/recommendations';
import { roundedPercent } from '../schedule/progress';

export const COVERAGE_FORMULA =
  'Coverage = readings you have completed and linked to an RPA ÷ all assigned readings, as a rounded percent.';

/** A reading is covered when it is completed and an RPA links to it (read and distilled). */
export function coverage(plans: readonly CoursePlan[]): CoverageResponse {
  let covered = 0;
  let total = 0;
  const byCourse = plans.map((p) => {
    const c = p.readings.filter((r) => r.completed && p.readingsWithRpa.has(r.id)).length;
    covered += c;
    total += p.readings.length;
    return { course: p.courseName, covered: c, total: p.readings.length };
  });
  return { coveragePercent: roundedPercent(covered, total), byCourse };
}
