import type { BrowserContext } from '@playwright/test';
import * as Y from 'yjs';
import { buildDoc } from './seed';

/**
 * A student on Wednesday 25 November 2026, 10:00 local time (the pages' clock is fixed there), in week 4 of
 * a Torts syllabus that started Monday 2 November with classes on Mondays and Wednesdays:
 * weeks 1 done, week 2 half done (so 14 days behind: 3 weeks elapsed, complete up to week 1), Monday of
 * week 4 done, today's reading not done, one RPA, one open weak spot (10 days old) and one resolved.
 */
export const NOW = new Date(2026, 10, 25, 10, 0, 0);
export const COURSE = { id: 'course-torts', name: 'Torts' };

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const TITLES = [
  'Vosburg v. Putney',
  'Garratt v. Dailey',
  'Palsgraf v. Long Island R.R.',
  'Hammontree v. Jenner',
  'Summers v. Tice',
  'Ybarra v. Spangard',
  'Byrne v. Boadle',
  'Tarasoff v. Regents',
  'MacPherson v. Buick',
  'Rylands v. Fletcher',
  'Escola v. Coca-Cola',
  'Li v. Yellow Cab',
  'Katko v. Briney',
  'Courvoisier v. Raymond',
  'Mohr v. Williams',
  'Bird v. Jones',
];

export interface SeedReading {
  id: string;
  title: string;
  weekNumber: number;
  scheduledDate: string;
  completed: boolean;
}

/** Weeks 1-8, a Monday and a Wednesday reading each. */
export const READINGS: SeedReading[] = TITLES.map((title, i) => {
  const weekNumber = Math.floor(i / 2) + 1;
  const date = new Date(2026, 10, 2 + (weekNumber - 1) * 7 + (i % 2 === 0 ? 0 : 2));
  return {
    id: `reading-${i + 1}`,
    title,
    weekNumber,
    scheduledDate: day(date),
    // Week 1, Monday of week 2 and Monday of week 4 are done.
    completed: i === 0 || i === 1 || i === 2 || i === 6,
  };
});

export const byTitle = (title: string) => READINGS.find((r) => r.title === title) as SeedReading;

export function planDoc() {
  return buildDoc((repos, at) => {
    at(local(2026, 10, 20));
    repos.courses.create({
      id: COURSE.id,
      name: COURSE.name,
      code: 'LAW 101',
      semester: 'Fall 2026',
      color: '#0EA5E9',
      icon: 'scale-balance',
    } as never);
    repos.syllabi.create({
      id: 'syl-torts',
      courseId: COURSE.id,
      semesterStart: '2026-11-02',
      semesterEnd: '2026-12-27',
      meetingDays: ['monday', 'wednesday'],
      weeks: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ weekNumber: n, topic: `Topic ${n}`, readings: [] })),
      source: 'local',
    } as never);
    repos.readings.createMany(
      READINGS.map((r, i) => ({
        ...r,
        courseId: COURSE.id,
        syllabusId: 'syl-torts',
        citation: '',
        order: i % 2,
        ...(r.completed ? { completedDate: local(2026, 11, i === 6 ? 23 : 10, 20) } : {}),
      })) as never,
    );
    at(local(2026, 11, 5));
    repos.rpas.create({
      id: 'rpa-battery',
      courseId: COURSE.id,
      course: COURSE.name,
      ruleName: 'Battery intent',
      ruleText: 'Intent to cause contact suffices.',
      readingIds: ['reading-1'],
    } as never);
    at(local(2026, 11, 15));
    repos.weakSpots.create({
      id: 'ws-causation',
      courseId: COURSE.id,
      title: 'Proximate cause',
      description: 'Mixing up cause in fact and proximate cause.',
      status: 'identified',
      priority: 'high',
      lastSeen: local(2026, 11, 15),
    } as never);
    repos.weakSpots.create({
      id: 'ws-fixed',
      courseId: COURSE.id,
      title: 'Transferred intent',
      description: 'Solved.',
      status: 'resolved',
      resolvedAt: local(2026, 11, 16),
      lastSeen: local(2026, 11, 15),
    } as never);
  });
}

/** Fixes the pages' clock at NOW (timers keep running). */
export async function fixClock(context: BrowserContext) {
  await context.clock.setFixedTime(NOW);
}

/** A course with no syllabus and two practice sessions this week (the last yesterday): nothing to do. */
export function caughtUpDoc() {
  const doc = buildDoc((repos, at) => {
    at(local(2026, 10, 20));
    repos.courses.create({
      id: 'course-contracts',
      name: 'Contracts',
      code: 'LAW 110',
      semester: 'Fall 2026',
      color: '#0EA5E9',
      icon: 'gavel',
    } as never);
  });
  const sessions = doc.getMap<Y.Map<unknown>>('sessions');
  for (const [id, d] of [
    ['session-1', 23],
    ['session-2', 24],
  ] as const) {
    const row = new Y.Map<unknown>();
    const started = local(2026, 11, d, 9);
    const fields = {
      id,
      prompt: { id: 'prompt-duty', text: 'Explain the duty of care', tags: ['Torts'] },
      answer: { text: 'A duty is owed to foreseeable plaintiffs.', startTime: started },
      duration: 900,
      startedAt: started,
      status: 'completed',
      completedAt: local(2026, 11, d, 10),
    };
    for (const [k, v] of Object.entries(fields)) row.set(k, v);
    sessions.set(id, row);
  }
  return doc;
}
