/**
 * Two shapes of a week's list that are not new readings:
 * - the instructor's own course material ("Read my notes", "my lecture notes on RLC circuits", "our
 *   slides"): the notes and slides are the class itself, listed beside it, like links to slides;
 * - an item given "for next week" that the next week lists again "for this week": the same reading,
 *   counted once, in the week it is for.
 */
import type { Session } from './layouts';

const OWN_MATERIAL =
  /^(?:read\s+|review\s+)?(?:my|our)\s+(?:(?:lecture|class|course|handwritten)\s+)?(?:notes|slides)\b/i;

export function isOwnCourseMaterial(text: string): boolean {
  return OWN_MATERIAL.test(text.trim());
}

const FOR_WEEK = /\s*\bfor\s+(?:this|next)\s+week\b\.?$/i;
const key = (title: string) =>
  title
    .replace(FOR_WEEK, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The session(s) of the next week: the printed week after this one, else the next session. */
function nextWeek(sessions: readonly Session[], i: number): Session[] {
  const s = sessions[i]!;
  if (s.explicitWeek !== undefined) return sessions.filter((o) => o.explicitWeek === s.explicitWeek! + 1);
  const next = sessions[i + 1];
  return next ? [next] : [];
}

/** Drops each "X for next week" that the next week repeats; strips the "for this/next week" tail of titles. */
export function dropRepeatedNextWeek(sessions: Session[]): void {
  sessions.forEach((s, i) => {
    // The next week is looked up only for a session listing something "for next week" (few do).
    let next: Session[] | undefined;
    s.readings = s.readings.filter((r) => {
      if (!/\bfor\s+next\s+week\b\.?$/i.test(r.title)) return true;
      const k = key(r.title);
      next ??= nextWeek(sessions, i);
      return !next.some((o) => o.readings.some((x) => key(x.title) === k));
    });
  });
  for (const s of sessions) for (const r of s.readings) r.title = r.title.replace(FOR_WEEK, '') || r.title;
}
