import { describe, expect, it } from 'vitest';
import { BoardDay, WeeklyBoard } from '../model';
import {
  addTask,
  boardId,
  buildSundayAudit,
  editTask,
  PRACTICE_TASK,
  readTask,
  removeTask,
  rerunDays,
  setDayComplete,
  TASK_ERROR_TEXT,
  toggleTask,
  toSundayAudit,
} from './audit';
import { dashboardFigures, recentActivity } from './dashboard';
import { addDays, daysBetween, mondayOf, shortDay, weekdayName } from './dates';
import { coursePlans, type PlanEntities } from './inputs';
import { behindSchedule, currentWeekOf, lastCompletedWeek } from './position';
import { practiceFromSessions } from './practice';
import type { PlanReading } from './recommendations';
import { completedThisWeek, examPrep, readingPrepList, weeklyReview } from './workflows';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const TODAY = '2026-11-25';
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
let n = 0;
const reading = (fields: Partial<PlanReading> = {}): PlanReading => ({
  id: `r${++n}`,
  title: `Case ${n}`,
  citation: '',
  weekNumber: 1,
  order: n,
  completed: false,
  createdAt: ago(60),
  ...fields,
});

describe('dates', () => {
  it('Monday-based weeks and day names', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(weekdayName('2026-11-29')).toBe('Sunday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
    expect(shortDay('2026-11-25')).toBe('Wed, Nov 25');
  });
});

describe('syllabus position', () => {
  it('current week from the semester start, limited to the weeks', () => {
    expect(currentWeekOf('2026-11-02', '2026-11-25', 12)).toBe(4);
    expect(currentWeekOf('2026-11-02', '2026-10-01', 12)).toBe(1);
    expect(currentWeekOf('2026-11-02', '2027-06-01', 12)).toBe(12);
  });
  it('last completed week counts weeks from 1 whose readings are all done', () => {
    const rs = [
      reading({ weekNumber: 1, completed: true }),
      reading({ weekNumber: 3, completed: true }),
      reading({ weekNumber: 4, completed: false }),
    ];
    expect(lastCompletedWeek(rs, 6)).toBe(3);
    expect(lastCompletedWeek([], 6)).toBe(6);
  });
  it('behind days, capped by the semester length', () => {
    const rs = [reading({ weekNumber: 1, completed: false })];
    expect(
      behindSchedule({ semesterStart: '2026-11-02', today: TODAY, weekCount: 12, readings: rs }),
    ).toEqual({
      expectedWeek: 3,
      lastCompletedWeek: 0,
      behindByDays: 21,
    });
    expect(
      behindSchedule({ semesterStart: '2026-01-05', today: TODAY, weekCount: 2, readings: rs })?.behindByDays,
    ).toBe(14);
    expect(behindSchedule({ semesterStart: undefined, today: TODAY, weekCount: 2, readings: rs })).toBeNull();
  });
});

describe('practice stats from sessions', () => {
  const session = (completedAt: string | undefined, status: 'completed' | 'active' = 'completed') => ({
    status,
    completedAt,
  });
  it('counts completed sessions: last date, this week, no score when none is given', () => {
    expect(practiceFromSessions([], NOW)).toEqual({
      lastSessionDate: null,
      sessionsThisWeek: 0,
      averageScore: null,
    });
    const stats = practiceFromSessions(
      [session(ago(1)), session(ago(10)), session(undefined, 'active'), session('2026-11-23T09:00:00.000Z')],
      NOW,
    );
    expect(stats).toEqual({ lastSessionDate: ago(1), sessionsThisWeek: 2, averageScore: null });
  });
  it('averages scores when sessions carry one', () => {
    expect(
      practiceFromSessions(
        [
          { ...session(ago(1)), score: 0.5 },
          { ...session(ago(2)), score: 1 },
        ],
        NOW,
      ).averageScore,
    ).toBe(0.75);
  });
});

describe('Sunday audit', () => {
  const base = {
    weekOf: '2026-11-23',
    today: TODAY,
    readingsWithRpa: new Set<string>(),
    weakSpots: [],
    sessionsThisWeek: 2,
  };
  it('puts each class day reading on its day, completed ones ticked', () => {
    const mon = reading({
      title: 'Palsgraf',
      scheduledDate: '2026-11-23',
      completed: true,
      completedDate: ago(2),
    });
    const wed = reading({ title: 'Vosburg', scheduledDate: '2026-11-25' });
    const next = reading({ title: 'Later', scheduledDate: '2026-12-02' });
    const days = buildSundayAudit({
      ...base,
      readings: [mon, wed, next],
      readingsWithRpa: new Set([mon.id]),
    });
    expect(days.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(days[0]).toMatchObject({
      tasks: ['Read before class: Palsgraf'],
      done: ['Read before class: Palsgraf'],
    });
    expect(days[2]?.tasks).toEqual(['Read before class: Vosburg']);
    expect(days.flatMap((d) => d.tasks).some((t) => t.includes('Later'))).toBe(false);
  });
  it('spreads overdue readings, RPAs to write, weak spots and practice over the lighter days ahead', () => {
    const overdue = [1, 2, 3].map((i) => reading({ title: `Old ${i}`, scheduledDate: `2026-11-1${i}` }));
    const doneNoRpa = reading({
      title: 'Done',
      completed: true,
      completedDate: ago(3),
      scheduledDate: '2026-11-16',
    });
    const thu = reading({ title: 'Thursday case', scheduledDate: '2026-11-26' });
    const days = buildSundayAudit({
      ...base,
      readings: [...overdue, doneNoRpa, thu],
      weakSpots: [
        { id: 'w1', title: 'Causation', status: 'identified', createdAt: ago(2), courseId: 'c' },
        { id: 'w2', title: 'Fixed', status: 'resolved', createdAt: ago(2), courseId: 'c' },
      ],
      sessionsThisWeek: 0,
    });
    const past = days.filter((d) => d.date < TODAY);
    expect(past.every((d) => d.tasks.length === 0)).toBe(true);
    const all = days.flatMap((d) => d.tasks);
    expect(all).toContain('Catch up: Old 1 (was due Wed, Nov 11)');
    expect(all).toContain('Write an RPA: Done');
    expect(all).toContain('Review weak spot: Causation');
    expect(all.some((t) => t.includes('Fixed'))).toBe(false);
    expect(all.filter((t) => t === PRACTICE_TASK)).toHaveLength(2);
    expect(days.filter((d) => d.tasks.includes(PRACTICE_TASK))).toHaveLength(2);
    // Thursday already has its class reading, so the first spread task goes to Wednesday, then Friday.
    expect(days[2]?.tasks[0]).toBe('Catch up: Old 1 (was due Wed, Nov 11)');
    expect(days[4]?.tasks[0]).toBe('Catch up: Old 2 (was due Thu, Nov 12)');
    const counts = days.filter((d) => d.date >= TODAY).map((d) => d.tasks.length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
  it('no practice tasks when the practice rule is met', () => {
    expect(buildSundayAudit({ ...base, readings: [] }).flatMap((d) => d.tasks)).toEqual([]);
  });

  const board = (tasks: string[], extra: Partial<BoardDay> = {}): BoardDay =>
    BoardDay.parse({ day: 'Monday', date: '2026-11-23', tasks, ...extra });
  it('re-run keeps ticks of tasks that remain and the tasks the student added', () => {
    const previous = [board(['A', 'B', 'Mine'], { done: ['A', 'B'], added: ['Mine'] })];
    const [day] = rerunDays(previous, [{ day: 'Monday', date: '2026-11-23', tasks: ['A', 'C'], done: [] }]);
    expect(day).toMatchObject({ tasks: ['A', 'C', 'Mine'], done: ['A'], added: ['Mine'], complete: false });
    const [all] = rerunDays(
      [board(['A'], { done: ['A'], complete: true })],
      [{ day: 'Monday', date: '2026-11-23', tasks: ['A'], done: [] }],
    );
    expect(all?.complete).toBe(true);
  });
  it('add, edit, remove, tick and Complete', () => {
    let day = board(['A']);
    const added = addTask(day, '  Outline torts  ');
    expect(added.ok && added.day.tasks).toEqual(['A', 'Outline torts']);
    if (!added.ok) throw new Error();
    day = added.day;
    expect(addTask(day, '   ')).toEqual({ ok: false, error: 'empty' });
    expect(addTask(day, 'A')).toEqual({ ok: false, error: 'duplicate' });
    expect(TASK_ERROR_TEXT.duplicate).toBe('This day already has that task.');
    day = toggleTask(day, 'A', true);
    expect(day.complete).toBe(false);
    const edited = editTask(day, 0, 'A2');
    if (!edited.ok) throw new Error();
    expect(edited.day).toMatchObject({
      tasks: ['A2', 'Outline torts'],
      done: ['A2'],
      added: ['Outline torts', 'A2'],
    });
    day = toggleTask(edited.day, 'Outline torts', true);
    expect(day.complete).toBe(true);
    day = setDayComplete(day, false);
    expect(day).toMatchObject({ done: [], complete: false });
    day = setDayComplete(day, true);
    expect(day.done).toEqual(['A2', 'Outline torts']);
    day = removeTask(day, 0);
    expect(day).toMatchObject({ tasks: ['Outline torts'], done: ['Outline torts'], complete: true });
    expect(setDayComplete(board([]), true).complete).toBe(true);
  });
  it('the API shape and a valid stored board', () => {
    const days = rerunDays(
      undefined,
      buildSundayAudit({ ...base, readings: [reading({ title: 'X', scheduledDate: '2026-11-24' })] }),
    );
    const stored = WeeklyBoard.parse({
      id: boardId('2026-11-23', 'c1'),
      weekOf: '2026-11-23',
      courseId: 'c1',
      days,
      createdAt: ago(0),
      updatedAt: ago(0),
    });
    expect(stored.id).toBe('2026-11-23:c1');
    expect(toSundayAudit(stored).days[1]).toEqual({
      day: 'Tuesday',
      tasks: [readTask({ title: 'X', citation: '' })],
      complete: false,
    });
  });
});

describe('dashboard', () => {
  it('progress, coverage, active weak spots and deadlines in the next 3 days', () => {
    const rs = [
      reading({ completed: true }),
      reading({ scheduledDate: '2026-11-25' }),
      reading({ scheduledDate: '2026-11-28' }),
      reading({ scheduledDate: '2026-11-29' }),
      reading({ scheduledDate: '2026-11-24' }),
    ];
    const f = dashboardFigures({
      readings: rs,
      readingsWithRpa: new Set([rs[0]?.id as string, rs[1]?.id as string]),
      weakSpots: [
        { status: 'identified' },
        { status: 'resolved' },
        { status: 'dismissed' },
        { status: 'in_progress' },
      ],
      today: TODAY,
    });
    expect(f.readings).toEqual({ completed: 1, total: 5, percent: 20 });
    expect(f.coverage).toEqual({ covered: 2, total: 5, percent: 40 });
    expect(f.activeWeakSpots).toBe(2);
    expect(f.deadlines.map((r) => r.scheduledDate)).toEqual(['2026-11-25', '2026-11-28']);
  });
  it('recent activity: the last 7 days, newest first', () => {
    const items = recentActivity(
      {
        readings: [
          reading({ title: 'Done', completed: true, completedDate: ago(1) }),
          reading({ completed: true, completedDate: ago(9) }),
        ],
        rpas: [{ id: 'p', ruleName: 'Duty', createdAt: ago(2) }],
        weakSpots: [{ id: 'w', title: 'Causation', createdAt: ago(0.5) }],
        sessions: [
          { status: 'completed', completedAt: ago(3), prompt: { id: 'x', text: 'Prompt', tags: [] } },
        ],
      },
      NOW,
    );
    expect(items.map((a) => `${a.verb} ${a.title}`)).toEqual([
      'Logged weak spot Causation',
      'Completed Done',
      'Created RPA Duty',
      'Practised Prompt',
    ]);
  });
});

describe('workflows', () => {
  const rs = [
    reading({ weekNumber: 2, scheduledDate: '2026-11-30' }),
    reading({ weekNumber: 1, scheduledDate: '2026-11-26' }),
    reading({ weekNumber: 3 }),
    reading({ weekNumber: 1, completed: true, completedDate: ago(2), scheduledDate: '2026-11-24' }),
    reading({ weekNumber: 1, completed: true, completedDate: ago(1), scheduledDate: '2026-11-23' }),
  ];
  it('reading prep: incomplete by scheduled date, at most 10', () => {
    expect(readingPrepList(rs).map((r) => r.scheduledDate ?? null)).toEqual([
      '2026-11-26',
      '2026-11-30',
      null,
    ]);
    expect(readingPrepList(Array.from({ length: 12 }, () => reading()))).toHaveLength(10);
  });
  it('post-reading: the week completed readings, latest first', () => {
    expect(completedThisWeek(rs, 1).map((r) => r.completedDate)).toEqual([ago(1), ago(2)]);
  });
  it('weekly review and exam prep counts', () => {
    const review = weeklyReview({
      week: 1,
      readings: rs,
      rpas: [
        { weekNumber: 1, readingIds: [] },
        { weekNumber: undefined, readingIds: [rs[1]?.id as string] },
        { weekNumber: 2, readingIds: [] },
      ],
      flowmaps: [{ weekNumber: 1 }, { weekNumber: 2 }],
      weakSpots: [
        { weekNumber: 1, status: 'identified' },
        { weekNumber: 1, status: 'resolved' },
        { weekNumber: 2, status: 'identified' },
      ],
    });
    expect(review).toMatchObject({
      completed: 2,
      remaining: 1,
      rpas: 2,
      flowmaps: 1,
      unresolvedWeakSpots: 1,
    });
    expect(review.firstRemaining).toHaveLength(1);
    expect(
      examPrep({ readings: rs, rpas: [1, 2], weakSpots: [{ status: 'resolved' }, { status: 'dismissed' }] }),
    ).toEqual({
      rpas: 2,
      completedReadings: 2,
      outstandingWeakSpots: 1,
      outstandingReadings: 3,
    });
  });
});

describe('course plans from the document', () => {
  it('scopes to one course or every course not archived, with RPA links and flowmap weeks', () => {
    const t = ago(5);
    const course = (id: string, archived = false) => ({
      id,
      name: id,
      code: 'X',
      semester: 'F',
      color: '#0EA5E9',
      icon: 'gavel' as const,
      metadata: {},
      archived,
      createdAt: t,
      updatedAt: t,
    });
    const r1 = { ...reading(), courseId: 'a', syllabusId: 's1', updatedAt: t } as never;
    const r2 = { ...reading(), courseId: 'a', syllabusId: 'old', updatedAt: t } as never;
    const entities = {
      courses: [course('a'), course('b', true)],
      syllabi: [
        {
          id: 's1',
          courseId: 'a',
          semesterStart: '2026-11-02',
          meetingDays: [],
          weeks: [],
          source: 'local' as const,
          createdAt: t,
          updatedAt: t,
        },
      ],
      readings: [r1, r2],
      rpas: [{ readingIds: [(r1 as PlanReading).id] }] as never,
      weakSpots: [],
      flowmaps: [{ courseId: 'a', weekNumber: 3 }],
    } as unknown as PlanEntities;
    const [a] = coursePlans(entities, null);
    expect(coursePlans(entities, null)).toHaveLength(1);
    expect(a?.readings).toHaveLength(1);
    expect(a?.readingsWithRpa.has((r1 as PlanReading).id)).toBe(true);
    expect(a?.flowmapWeeks.has(3)).toBe(true);
    expect(a?.semesterStart).toBe('2026-11-02');
    expect(coursePlans(entities, 'b')).toHaveLength(1);
  });
});

describe('the board week and practice in a week', () => {
  it('opens on this Monday-based week, on Sunday on the week ahead', async () => {
    const { auditWeekOf, sessionsInWeek } = await import('./audit');
    expect(auditWeekOf('2026-11-25')).toBe('2026-11-23');
    expect(auditWeekOf('2026-11-28')).toBe('2026-11-23');
    expect(auditWeekOf('2026-11-29')).toBe('2026-11-30');
    const done = (at: string) => ({ status: 'completed', completedAt: at });
    const sessions = [
      done('2026-11-23T12:00:00.000Z'),
      done('2026-11-18T12:00:00.000Z'),
      { status: 'active' },
    ];
    expect(sessionsInWeek(sessions, '2026-11-23', NOW)).toBe(1);
    expect(sessionsInWeek(sessions, '2026-11-16', NOW)).toBe(1);
    expect(sessionsInWeek(sessions, '2026-11-30', NOW)).toBe(0);
  });
});
