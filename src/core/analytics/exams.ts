/** Exam dates per course (kept in the course's metadata as examDate, YYYY-MM-DD) and the countdown to them. */
import type { Course } from '../model';
import { daysBetween, isIsoDay } from '../plan/dates';

export const EXAM_DATE_KEY = 'examDate';

/** The course's exam day, when one is set and valid. */
export function examDateOf(course: Pick<Course, 'metadata'>): string | undefined {
  const value = course.metadata[EXAM_DATE_KEY];
  return typeof value === 'string' && isIsoDay(value) ? value : undefined;
}

/** 'Exam today', 'Exam tomorrow', 'Exam in 12 days', 'Exam was 3 days ago'. */
export function examCountdown(examDate: string, today: string): { days: number; label: string } {
  const days = daysBetween(today, examDate);
  if (days === 0) return { days, label: 'Exam today' };
  if (days === 1) return { days, label: 'Exam tomorrow' };
  if (days > 1) return { days, label: `Exam in ${days} days` };
  return { days, label: days === -1 ? 'Exam was yesterday' : `Exam was ${-days} days ago` };
}
