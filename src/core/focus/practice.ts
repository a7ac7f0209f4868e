/** Focus-session rules that are not the timer: durations, autosave labels, counts, practice stats. */

export const PRESET_MINUTES = [15, 30, 45, 60, 90] as const;
export const MIN_CUSTOM_MINUTES = 1;
export const MAX_CUSTOM_MINUTES = 180;
export const AUTOSAVE_DEBOUNCE_MS = 1_000;

export const FREE_FORM_PROMPT = { text: 'Free form practice session', tags: ['General'] } as const;

/** Custom minutes: a whole number from 1 to 180; anything else is null (Start stays disabled). */
export function parseCustomMinutes(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= MIN_CUSTOM_MINUTES && n <= MAX_CUSTOM_MINUTES ? n : null;
}

/**
 * 'Saved just now' (under 5 s), 'Saved N seconds ago' (under 60 s), 'Saved N minutes ago' (under 1 h),
 * otherwise 'Saved at {time}' (the caller formats the time for the student's locale).
 */
export function saveLabel(savedAt: number, now: number, formatTime: (ms: number) => string): string {
  const seconds = Math.floor(Math.max(0, now - savedAt) / 1000);
  if (seconds < 5) return 'Saved just now';
  if (seconds < 60) return `Saved ${seconds} seconds ago`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    return minutes === 1 ? 'Saved 1 minute ago' : `Saved ${minutes} minutes ago`;
  }
  return `Saved at ${formatTime(savedAt)}`;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** ASCII letters and digits (the only ASCII characters in \p{L} or \p{N}). */
const asciiLetterOrDigit = (c: number): boolean =>
  (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);

/**
 * Words: runs of letters or digits (with inner apostrophes and hyphens); linear, no backtracking. ASCII is
 * told by its code (the Unicode property test costs about 50 times as much, per character, as analytics
 * counts the words of every practice answer); any other code point is tested against \p{L} and \p{N}.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let wordChar: boolean;
    if (c < 128) wordChar = asciiLetterOrDigit(c) || (inWord && (c === 39 || c === 45));
    else {
      const point = text.codePointAt(i) as number;
      if (point > 0xffff) i++;
      wordChar = LETTER_OR_DIGIT.test(String.fromCodePoint(point)) || (inWord && c === 0x2019);
    }
    if (wordChar && !inWord) words++;
    inWord = wordChar;
  }
  return words;
}

/** Characters as a student counts them: code points, not UTF-16 units. */
export const countCharacters = (text: string): number => [...text].length;

export interface PracticeSession {
  /** ISO timestamp the session was completed. */
  completedAt: string;
  /** Self-assessment score 0-1, when given. */
  score?: number;
}

export interface PracticeStats {
  lastSessionDate?: string;
  sessionsThisWeek: number;
  averageScore: number;
}

/** Monday 00:00 (local) of the week holding `now`. */
export function weekStart(now: Date): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const back = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - back);
  return d;
}

/** The spec's practice stats from completed sessions: last date, sessions this (Monday-based) week, mean score. */
export function practiceStats(sessions: readonly PracticeSession[], now: Date): PracticeStats {
  const from = weekStart(now).getTime();
  let last: string | undefined;
  let thisWeek = 0;
  let sum = 0;
  let scored = 0;
  for (const s of sessions) {
    if (!last || s.completedAt > last) last = s.completedAt;
    const t = Date.parse(s.completedAt);
    if (t >= from && t <= now.getTime()) thisWeek++;
    if (typeof s.score === 'number' && s.score >= 0 && s.score <= 1) {
      sum += s.score;
      scored++;
    }
  }
  return {
    ...(last ? { lastSessionDate: last } : {}),
    sessionsThisWeek: thisWeek,
    averageScore: scored ? sum / scored : 0,
  };
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Consecutive days with practice ending today, or yesterday when today has none yet (local days). */
export function practiceStreak(sessions: readonly PracticeSession[], now: Date): number {
  const days = new Set(sessions.map((s) => dayKey(new Date(s.completedAt))));
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (!days.has(dayKey(day))) day.setDate(day.getDate() - 1);
  let streak = 0;
  while (days.has(dayKey(day))) {
    streak++;
    day.setDate(day.getDate() - 1);
  }
  return streak;
}
