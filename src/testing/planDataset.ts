import { addDays, mondayOf } from '../core/plan';
import type { Reading } from '../core/model';
import { buildDataset, type Dataset, DEFAULT_DATASET_NOW, seededRandom } from './builders';

export interface PlanDatasetOptions {
  courses?: number;
  readings?: number;
  rpas?: number;
  weakSpots?: number;
  sessions?: number;
  now?: number;
  seed?: number;
  /**
   * As the analytics screen reads them: sessions self-assessed (a score 0-1, the minutes written and an
   * answer of about 240 words, an hour's practice) and readings with their page ranges (the workload forecast).
   */
  scoredSessions?: boolean;
}

const WEEKS = 14;
const DAY = 86_400_000;
/** A practice answer of 240 words (its words are counted for the pace part of fluency). */
const LONG_ANSWER = 'A duty is owed to foreseeable plaintiffs. '.repeat(40).trim();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The heavy student of the plan benchmarks (issue 11): by default 5 courses, 1,000 readings (a dated
 * 14-week syllabus per course, Monday/Wednesday classes, six weeks in and mostly caught up), 500 RPAs (60 %
 * linked to a reading of their course), 300 weak spots and 200 completed practice sessions over 100 days.
 * Built through the repositories on top of buildDataset, so every row is valid.
 */
export function buildPlanDataset(options: PlanDatasetOptions = {}): Dataset & { sessions: number } {
  const {
    courses = 5,
    readings: readingCount = 1_000,
    rpas = 500,
    weakSpots = 300,
    sessions = 200,
    now = DEFAULT_DATASET_NOW,
    seed = 42,
    scoredSessions = false,
  } = options;
  const set = buildDataset({ courses, rpas, weakSpots, readingsPerCourse: 0, now, seed });
  const random = seededRandom(seed + 1);
  const start = mondayOf(isoDay(now - 42 * DAY));
  const perCourse = Math.ceil(readingCount / Math.max(1, courses));
  const perWeek = Math.ceil(perCourse / WEEKS);
  const today = isoDay(now);
  const { doc, repos } = set;
  doc.transact(() => {
    let made = 0;
    for (const course of set.courses) {
      const syllabus = repos.syllabi.create({
        courseId: course.id,
        semesterStart: start,
        semesterEnd: addDays(start, WEEKS * 7 - 1),
        meetingDays: ['monday', 'wednesday'],
        weeks: Array.from({ length: WEEKS }, (_, i) => ({
          weekNumber: i + 1,
          topic: `Week ${i + 1}`,
          readings: [],
        })),
        source: 'local',
      });
      const rows = [];
      for (let r = 0; r < perCourse && made < readingCount; r++, made++) {
        const weekNumber = Math.floor(r / perWeek) + 1;
        const scheduledDate = addDays(start, (weekNumber - 1) * 7 + (r % 2 === 0 ? 0 : 2));
        const completed = scheduledDate < today && random() < 0.85;
        rows.push({
          courseId: course.id,
          syllabusId: syllabus.id,
          title: `Case ${r + 1} of ${course.name}`,
          citation: `${100 + r} U.S. ${r + 1}`,
          weekNumber,
          order: r,
          scheduledDate,
          ...(scoredSessions ? { pages: `${10 * r + 1}-${10 * r + 21}` } : {}),
          completed,
          ...(completed
            ? { completedDate: new Date(Date.parse(`${scheduledDate}T20:00:00Z`)).toISOString() }
            : {}),
        });
      }
      set.readings.push(...(repos.readings.createMany(rows) as Reading[]));
    }
    for (const rpa of repos.rpas.list()) {
      if (random() >= 0.6) continue;
      const own = set.readings.filter((r) => r.courseId === rpa.courseId);
      const pick = own[Math.floor(random() * own.length)];
      if (pick) repos.rpas.update(rpa.id, { readingIds: [pick.id] });
    }
    // As the focus screens keep a completed session: through the repository, stamped when it completed.
    const rows = [];
    for (let i = 0; i < sessions; i++) {
      const completedAt = new Date(now - random() * 100 * DAY).toISOString();
      const startedAt = new Date(Date.parse(completedAt) - 30 * 60_000).toISOString();
      rows.push({
        id: `session-${i + 1}`,
        prompt: { id: `prompt-${(i % 3) + 1}`, text: `Practice prompt ${(i % 3) + 1}`, tags: ['General'] },
        answer: {
          text: scoredSessions ? LONG_ANSWER : 'An answer written under time.',
          startTime: startedAt,
        },
        duration: 1_800,
        startedAt,
        status: 'completed' as const,
        completedAt,
        courseId: set.courses[i % set.courses.length]?.id,
        ...(scoredSessions ? { score: (i % 5) / 4, elapsed: 1_200 + (i % 7) * 60 } : {}),
        createdAt: completedAt,
        updatedAt: completedAt,
      });
    }
    repos.sessions.restore(rows);
  });
  return { ...set, sessions };
}
