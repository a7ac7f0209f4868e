import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  countWords,
  FREE_FORM_PROMPT,
  formatRemaining,
  parseCustomMinutes,
  pause,
  PRESET_MINUTES,
  practiceStats,
  practiceStreak,
  readyTimer,
  remainingAt,
  reset,
  resume,
  saveLabel,
  settle,
  start,
  stop,
  TIMER_LABELS,
} from '.';

const MIN = 60_000;

describe('the timer (fake clock: timestamps only)', () => {
  it('runs, pauses, resumes and completes at zero', () => {
    let t = readyTimer(30 * MIN);
    expect(TIMER_LABELS[t.status]).toBe('Ready');
    t = start(t, 1_000);
    expect(TIMER_LABELS[t.status]).toBe('Running');
    expect(remainingAt(t, 1_000 + 10 * MIN)).toBe(20 * MIN);
    t = pause(t, 1_000 + 10 * MIN);
    expect(TIMER_LABELS[t.status]).toBe('Paused');
    // A paused timer does not move, however long the laptop sleeps.
    expect(remainingAt(t, 1_000 + 500 * MIN)).toBe(20 * MIN);
    t = resume(t, 1_000 + 500 * MIN);
    expect(remainingAt(t, 1_000 + 505 * MIN)).toBe(15 * MIN);
    t = settle(t, 1_000 + 520 * MIN);
    expect(TIMER_LABELS[t.status]).toBe('Complete');
    expect(remainingAt(t, 1_000 + 999 * MIN)).toBe(0);
  });

  it('does not stretch in a background tab: remaining time comes from the start time', () => {
    const t = start(readyTimer(MIN), 0);
    expect(remainingAt(t, 61_000)).toBe(0);
    expect(settle(t, 61_000).status).toBe('complete');
    expect(settle(t, 59_000).status).toBe('running');
  });

  it('survives a reload: the saved state restores with the right remaining time', () => {
    const saved = JSON.parse(JSON.stringify(start(readyTimer(15 * MIN), 5_000)));
    expect(remainingAt(saved, 5_000 + 4 * MIN)).toBe(11 * MIN);
  });

  it('Stop goes to zero and ends; Reset restores the duration, not running', () => {
    const running = start(readyTimer(45 * MIN), 0);
    expect(remainingAt(stop(running), 10)).toBe(0);
    const r = reset(pause(running, 5 * MIN));
    expect(r).toEqual(readyTimer(45 * MIN));
    expect(remainingAt(r, 99 * MIN)).toBe(45 * MIN);
  });

  it('ignores events that do not fit the state', () => {
    const ready = readyTimer(MIN);
    expect(pause(ready, 5)).toBe(ready);
    expect(resume(ready, 5)).toBe(ready);
    const running = start(ready, 0);
    expect(start(running, 5)).toBe(running);
  });

  it('shows the time left rounded up to the second', () => {
    expect(formatRemaining(30 * MIN)).toBe('30:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(90 * MIN)).toBe('1:30:00');
  });
});

describe('durations and prompts', () => {
  it('has the spec presets and free-form prompt', () => {
    expect(PRESET_MINUTES).toEqual([15, 30, 45, 60, 90]);
    expect(FREE_FORM_PROMPT).toEqual({ text: 'Free form practice session', tags: ['General'] });
  });
  it('accepts custom minutes 1-180 as whole numbers only', () => {
    expect(parseCustomMinutes('1')).toBe(1);
    expect(parseCustomMinutes(' 180 ')).toBe(180);
    for (const bad of ['', '0', '-5', '181', '1.5', 'abc', '1e2', '0x10'])
      expect(parseCustomMinutes(bad)).toBeNull();
  });
});

describe('autosave label thresholds (5 s, 60 s, 3600 s)', () => {
  const at = (ms: number) => saveLabel(0, ms, () => '4:05 PM');
  it('reads like the spec', () => {
    expect(at(0)).toBe('Saved just now');
    expect(at(4_999)).toBe('Saved just now');
    expect(at(5_000)).toBe('Saved 5 seconds ago');
    expect(at(59_999)).toBe('Saved 59 seconds ago');
    expect(at(60_000)).toBe('Saved 1 minute ago');
    expect(at(59 * MIN + 59_000)).toBe('Saved 59 minutes ago');
    expect(at(60 * MIN)).toBe('Saved at 4:05 PM');
  });
});

describe('counts', () => {
  it('counts words and characters as a student would', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  The duty   of care — owed to foreseeable plaintiffs. ')).toBe(8);
    expect(countWords("Palsgraf's well-known rule, 1928")).toBe(4);
    expect(countCharacters('Café ⚖')).toBe(6);
    expect(countWords('.'.repeat(200_000))).toBe(0);
  });

  it('counts words in any script as the Unicode letter and digit classes say', () => {
    // The rule read per code point with the Unicode property test (countWords tells ASCII by its code).
    const reference = (text: string) => {
      let words = 0;
      let inWord = false;
      for (const ch of text) {
        const w: boolean = /[\p{L}\p{N}]/u.test(ch) || (inWord && (ch === "'" || ch === '’' || ch === '-'));
        if (w && !inWord) words++;
        inWord = w;
      }
      return words;
    };
    const samples = [
      'Café déjà-vu, naïve résumé’s',
      '契約法 の 判例 2024年',
      'Bürgerliches Gesetzbuch § 823 Abs. 1',
      '𝐀𝐁 𝟏𝟐 ⚖️ 🧑‍⚖️ duty',
      `lone \uD800 surrogate \uDC00x and x\uD83D`,
      "'quoted' -dash- it's ’tis – — @[`{ Z a 0 9",
      'ٱلْقَانُون ١٢٣ Ωμέγα',
    ];
    for (const text of samples) expect(countWords(text), text).toBe(reference(text));
    expect(countWords('𝐀𝐁 𝟏𝟐 ⚖️ duty')).toBe(3);
  });
});

describe('practice stats and streaks', () => {
  const now = new Date(2026, 10, 25, 15, 0); // Wednesday 25 Nov 2026, local time
  const on = (day: number, hour = 10, score?: number) => ({
    completedAt: new Date(2026, 10, day, hour).toISOString(),
    ...(score === undefined ? {} : { score }),
  });

  it('last date, sessions since Monday, mean of the scores given', () => {
    const stats = practiceStats([on(20, 10, 0.5), on(23, 9, 1), on(25, 8), on(24, 12, 0.75)], now);
    expect(stats).toEqual({
      lastSessionDate: on(25, 8).completedAt,
      sessionsThisWeek: 3,
      averageScore: 0.75,
    });
    expect(practiceStats([], now)).toEqual({ sessionsThisWeek: 0, averageScore: 0 });
  });

  it('a streak counts consecutive practice days up to today (or yesterday)', () => {
    expect(practiceStreak([on(25), on(24), on(23), on(21)], now)).toBe(3);
    expect(practiceStreak([on(24), on(23)], now)).toBe(2);
    expect(practiceStreak([on(22)], now)).toBe(0);
  });
});
