import { describe, expect, it } from 'vitest';
import type { StructuredSyllabus } from '../model';
import { normalizeSyllabus } from './normalize';

const reading = (title: string, date: string | null = null) => ({ title, date, confidence: 60 });

const base: StructuredSyllabus = {
  semesterStart: '2026-01-20',
  semesterEnd: '2026-04-28',
  meetingDays: ['tuesday', 'thursday'],
  weeks: [
    { weekNumber: 2, readings: [reading('B', '2026-01-29'), reading('A')] },
    { weekNumber: 1, readings: [reading('First')] },
  ],
};

describe('normalizeSyllabus', () => {
  const n = normalizeSyllabus(base);

  it('orders weeks and gives them Monday-based bounds, week 1 holding the semester start', () => {
    expect(n.weeks.map((w) => [w.weekNumber, w.startDate, w.endDate])).toEqual([
      [1, '2026-01-19', '2026-01-25'],
      [2, '2026-01-26', '2026-02-01'],
    ]);
  });

  it('schedules undated readings on the first meeting day of their week, not before the semester start', () => {
    expect(n.weeks[0]!.readings[0]!.scheduledDate).toBe('2026-01-20');
    expect(n.weeks[1]!.readings.map((r) => [r.title, r.scheduledDate])).toEqual([
      ['A', '2026-01-27'],
      ['B', '2026-01-29'],
    ]);
  });

  it('lets explicit semester fields override the parsed ones', () => {
    const o = normalizeSyllabus(base, { semesterStart: '2026-01-07', meetingDays: ['wednesday'] });
    expect(o.semesterStart).toBe('2026-01-07');
    expect(o.semesterEnd).toBe('2026-04-28');
    expect(o.meetingDays).toEqual(['wednesday']);
    expect(o.weeks[0]!.startDate).toBe('2026-01-05');
    expect(o.weeks[0]!.readings[0]!.scheduledDate).toBe('2026-01-07');
    expect(o.weeks[1]!.readings.find((r) => r.title === 'A')!.scheduledDate).toBe('2026-01-14');
  });

  it('keeps week dates the syllabus gave itself', () => {
    const own = normalizeSyllabus({
      ...base,
      weeks: [{ weekNumber: 1, startDate: '2026-01-12', endDate: '2026-01-18', readings: [reading('X')] }],
    });
    expect(own.weeks[0]!.startDate).toBe('2026-01-12');
    expect(own.weeks[0]!.readings[0]!.scheduledDate).toBe('2026-01-13');
  });

  it('leaves dates empty when no semester is known, and does not mutate its input', () => {
    const copy = JSON.stringify(base);
    const none = normalizeSyllabus({ ...base, semesterStart: null, meetingDays: [] });
    expect(none.weeks[0]!.startDate).toBeNull();
    expect(none.weeks[0]!.readings[0]!.scheduledDate).toBeNull();
    expect(JSON.stringify(base)).toBe(copy);
  });
});
