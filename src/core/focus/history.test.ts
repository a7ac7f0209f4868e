import { describe, expect, it } from 'vitest';
import type { WritingSession } from '../model';
import {
  averageScore,
  currentStreak,
  filterHistory,
  historyStats,
  historyTags,
  lastSessionDate,
  minutesThisWeek,
  progressSeries,
  sessionFigures,
  sessionsThisWeek,
  wordsPerMinute,
} from '.';

const now = new Date(2026, 10, 25, 15, 0); // Wednesday 25 Nov 2026, local time

function session(
  id: string,
  day: number,
  extra: Partial<WritingSession> & { tags?: string[]; text?: string } = {},
): WritingSession {
  const { tags = ['General'], text = 'one two three four five six', ...rest } = extra;
  const at = new Date(2026, 10, day, 10).toISOString();
  return {
    id,
    prompt: { id: 'p', text: 'Prompt', tags },
    answer: { text, startTime: at },
    duration: 600,
    startedAt: at,
    status: 'completed',
    completedAt: at,
    elapsed: 120,
    ...rest,
  };
}

const history = [
  session('a', 20, { score: 0.5, courseId: 'torts', tags: ['Torts', 'Duty'] }),
  session('b', 23, { score: 1, courseId: 'contracts', tags: ['Contracts'] }),
  session('c', 25, { courseId: 'torts', tags: ['torts'], elapsed: 300 }),
  session('d', 24, { score: 0.75 }),
  session('active', 25, { status: 'active', completedAt: undefined, score: 0 }),
];

describe('practice stats over WritingSession[] (the names the dashboard reads)', () => {
  it('lastSessionDate is the latest completed one', () => {
    expect(lastSessionDate(history)).toBe(new Date(2026, 10, 25, 10).toISOString());
    expect(lastSessionDate([])).toBeUndefined();
  });
  it('sessionsThisWeek counts completed sessions since Monday', () => {
    expect(sessionsThisWeek(history, now)).toBe(3);
    expect(sessionsThisWeek([], now)).toBe(0);
  });
  it('averageScore is the mean of the scores given (0-1), 0 without any', () => {
    expect(averageScore(history)).toBe(0.75);
    expect(averageScore([session('x', 25)])).toBe(0);
  });
  it('minutes this week come from the time actually written', () => {
    expect(minutesThisWeek(history, now)).toBe(2 + 5 + 2);
  });
  it('the streak counts practice days up to today', () => {
    expect(currentStreak(history, now)).toBe(3);
    expect(currentStreak(history, new Date(2026, 10, 27, 9))).toBe(0);
    expect(historyStats(history, now)).toMatchObject({ sessionsThisWeek: 3, currentStreak: 3 });
  });
});

describe('history', () => {
  it('filters by course and by tag, newest first', () => {
    expect(filterHistory(history, {}).map((s) => s.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(filterHistory(history, { courseId: 'torts' }).map((s) => s.id)).toEqual(['c', 'a']);
    expect(filterHistory(history, { tag: 'Torts' }).map((s) => s.id)).toEqual(['c', 'a']);
    expect(filterHistory(history, { courseId: 'torts', tag: 'Duty' }).map((s) => s.id)).toEqual(['a']);
    // One entry per tag whatever its case (the most recent spelling).
    expect(historyTags(history)).toEqual(['Contracts', 'Duty', 'General', 'torts']);
  });
  it('words per minute and the chart series, oldest first', () => {
    expect(wordsPerMinute(session('x', 25))).toBe(3);
    expect(wordsPerMinute(session('x', 25, { elapsed: 0 }))).toBe(0);
    expect(progressSeries(history, 3)).toEqual([
      { completedAt: new Date(2026, 10, 23, 10).toISOString(), wordsPerMinute: 3, scorePercent: 100 },
      { completedAt: new Date(2026, 10, 24, 10).toISOString(), wordsPerMinute: 3, scorePercent: 75 },
      { completedAt: new Date(2026, 10, 25, 10).toISOString(), wordsPerMinute: 1.2, scorePercent: null },
    ]);
  });
  it('the completion figures', () => {
    expect(sessionFigures(session('x', 25, { elapsed: 40, text: 'Duty is owed.' }))).toEqual({
      minutes: 1,
      words: 3,
      characters: 13,
    });
  });
});
