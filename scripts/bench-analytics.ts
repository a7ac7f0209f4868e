/**
 * Analytics benchmark: `npm run bench:analytics`. The heavy student (src/testing/builders.ts: 5 courses,
 * 1,000 readings, 500 RPAs, 300 weak spots) plus 200 completed, assessed focus sessions: the time to compute
 * every analytics panel (coverage, fluency, weak spots, compression, activity, forecast) for all courses and
 * for one course, in Node, median and p95 over many runs. Target: under 30 ms.
 * (The in-Chromium paint time of the screen is not measured yet.)
 */
import { performance } from 'node:perf_hooks';
import { computeAnalytics, scopeInput } from '../src/core/analytics';
import type { Reading, WritingSession } from '../src/core/model';
import { coursePlans, localToday } from '../src/core/plan';
import { buildDataset } from '../src/testing/builders';

const data = buildDataset({ courses: 5, rpas: 500, weakSpots: 300 });
const DAY = 86_400_000;
/** The builder makes 12 readings a course; the rest up to 1,000 are added here (200 a course, 14 weeks). */
const extra: Reading[] = Array.from({ length: 1_000 - data.readings.length }, (_, i) => {
  const course = data.courses[i % data.courses.length];
  const weekNumber = (i % 14) + 1;
  return {
    id: `bench-reading-${i}`,
    courseId: course?.id,
    title: `Reading ${i}`,
    citation: '',
    pages: `${i}-${i + 20}`,
    weekNumber,
    scheduledDate: new Date(data.now + (weekNumber - 8) * 7 * DAY).toISOString().slice(0, 10),
    completed: i % 3 === 0,
    order: i,
    createdAt: new Date(data.now - 100 * DAY).toISOString(),
    updatedAt: new Date(data.now - 100 * DAY).toISOString(),
  };
});
const readings = [...data.readings, ...extra];
const sessions: WritingSession[] = Array.from({ length: 200 }, (_, i) => {
  const at = new Date(data.now - (i % 120) * DAY).toISOString();
  return {
    id: `bench-session-${i}`,
    prompt: { id: 'p', text: 'Explain the duty of care', tags: ['Torts'] },
    answer: { text: 'A duty is owed to foreseeable plaintiffs. '.repeat(40), startTime: at },
    duration: 3600,
    elapsed: 1200 + (i % 7) * 60,
    startedAt: at,
    status: 'completed',
    completedAt: at,
    courseId: data.courses[i % data.courses.length]?.id,
    score: (i % 5) / 4,
  };
});
const entities = {
  courses: data.courses,
  syllabi: data.repos.syllabi.list(),
  readings,
  rpas: data.rpas,
  weakSpots: data.weakSpots,
  flowmaps: [],
};

function run(courseId: string | null): number {
  const started = performance.now();
  const plans = coursePlans(entities, courseId);
  computeAnalytics(
    scopeInput({
      plans,
      rpas: entities.rpas,
      weakSpots: entities.weakSpots,
      sessions,
      courseId,
      now: data.now,
      today: localToday(data.now),
    }),
  );
  return performance.now() - started;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
};

for (let i = 0; i < 20; i++) run(null); // warm-up
const all = Array.from({ length: 200 }, () => run(null));
const one = Array.from({ length: 200 }, () => run(data.courses[0]?.id ?? null));
console.log(
  `Data: ${data.courses.length} courses, ${readings.length} readings, ${data.rpas.length} RPAs, ${data.weakSpots.length} weak spots, ${sessions.length} sessions`,
);
console.log(`All panels, all courses: ${stats(all)} (target < 30 ms)`);
console.log(`All panels, one course:  ${stats(one)}`);
