import { describe, expect, it } from 'vitest';
import type { WeakSpot } from '../model';
import {
  buildCustomPrompt,
  completeSession,
  emptyAssessment,
  formatScore,
  iracScore,
  pauseSession,
  readActiveSession,
  resetSession,
  resumeSession,
  SAMPLE_PROMPTS,
  sessionRemaining,
  startSession,
  TIMER_LABELS,
  timeUp,
  weakSpotPrompts,
} from '.';

const MIN = 60_000;
const T0 = Date.parse('2026-11-25T10:00:00.000Z');

describe('the writing session (fake clock)', () => {
  it('is active with a running timer, pauses, resumes, and completes when time is up', () => {
    let a = startSession({ id: 's1', prompt: SAMPLE_PROMPTS[0], minutes: 30, courseId: 'c1' }, T0);
    expect(a.session.status).toBe('active');
    expect(TIMER_LABELS[a.timer.status]).toBe('Running');
    expect(a.session.duration).toBe(1800);
    expect(a.session.courseId).toBe('c1');
    a = pauseSession(a, T0 + 10 * MIN);
    expect(a.session.status).toBe('paused');
    expect(TIMER_LABELS[a.timer.status]).toBe('Paused');
    // Paused for an hour: nothing moves.
    expect(sessionRemaining(a, T0 + 70 * MIN)).toBe(20 * MIN);
    a = resumeSession(a, T0 + 70 * MIN);
    expect(a.session.status).toBe('active');
    expect(timeUp(a, T0 + 89 * MIN)).toBe(false);
    expect(timeUp(a, T0 + 90 * MIN)).toBe(true);
    const done = completeSession(a, 'The duty of care.', T0 + 95 * MIN);
    expect(done.status).toBe('completed');
    expect(done.elapsed).toBe(1800);
    // Completed when it reached zero, not when the page came back five minutes later.
    expect(done.completedAt).toBe(new Date(T0 + 90 * MIN).toISOString());
    expect(done.answer.text).toBe('The duty of care.');
  });

  it('starts free form without a prompt', () => {
    const a = startSession({ id: 's2', minutes: 1 }, T0);
    expect(a.session.prompt).toEqual({
      id: 'free-form',
      text: 'Free form practice session',
      tags: ['General'],
    });
    expect(a.session.courseId).toBeUndefined();
  });

  it('finishing early records the time actually written', () => {
    const a = startSession({ id: 's3', minutes: 45 }, T0);
    const done = completeSession(a, 'x', T0 + 12 * MIN + 20_000, T0 + 12 * MIN);
    expect(done.elapsed).toBe(12 * 60 + 20);
    expect(done.completedAt).toBe(new Date(T0 + 12 * MIN + 20_000).toISOString());
    expect(done.answer.lastSaved).toBe(new Date(T0 + 12 * MIN).toISOString());
  });

  it('Reset restores the full duration, not running; resume starts it again', () => {
    let a = startSession({ id: 's4', minutes: 15 }, T0);
    a = resetSession(a);
    expect(a.session.status).toBe('paused');
    expect(TIMER_LABELS[a.timer.status]).toBe('Ready');
    expect(sessionRemaining(a, T0 + 60 * MIN)).toBe(15 * MIN);
    a = resumeSession(a, T0 + 60 * MIN);
    expect(a.session.status).toBe('active');
    expect(sessionRemaining(a, T0 + 65 * MIN)).toBe(10 * MIN);
  });

  it('ignores a pause once time is up and a resume while running', () => {
    const a = startSession({ id: 's5', minutes: 1 }, T0);
    expect(pauseSession(a, T0 + 2 * MIN)).toBe(a);
    expect(resumeSession(a, T0 + 10)).toBe(a);
  });

  it('restores from the device after a reload with the right remaining time, and refuses bad data', () => {
    const saved = JSON.parse(JSON.stringify(startSession({ id: 's6', minutes: 30 }, T0)));
    const back = readActiveSession(saved);
    expect(back).not.toBeNull();
    expect(sessionRemaining(back!, T0 + 7 * MIN)).toBe(23 * MIN);
    expect(readActiveSession({ ...saved, timer: { ...saved.timer, durationMs: 5 } })).toBeNull();
    expect(readActiveSession({ ...saved, session: { ...saved.session, status: 'completed' } })).toBeNull();
    expect(readActiveSession('nonsense')).toBeNull();
  });
});

describe('self-assessment', () => {
  it('scores the share of the IRAC checklist ticked', () => {
    expect(iracScore(emptyAssessment())).toBe(0);
    expect(iracScore({ issue: true, rule: true, application: true, conclusion: false })).toBe(0.75);
    expect(iracScore({ issue: true, rule: true, application: true, conclusion: true })).toBe(1);
    expect(formatScore(0.75)).toBe('75%');
  });
});

describe('prompts', () => {
  it('has three sample prompts with tags', () => {
    expect(SAMPLE_PROMPTS).toHaveLength(3);
    for (const p of SAMPLE_PROMPTS) expect(p.tags.length).toBeGreaterThan(0);
  });

  const spot = (id: string, priority: WeakSpot['priority'], status: WeakSpot['status'], courseId = 'c1') =>
    ({
      id,
      title: `Spot ${id}`,
      description: 'd',
      priority,
      status,
      courseId,
      tags: [],
      occurrences: 1,
      lastSeen: '2026-11-20T10:00:00.000Z',
      notes: [],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    }) as WeakSpot;

  it("builds prompts from the course's open weak spots, highest priority first", () => {
    const prompts = weakSpotPrompts(
      [
        spot('a', 'low', 'identified'),
        spot('b', 'critical', 'in_progress'),
        spot('c', 'high', 'resolved'),
        spot('d', 'high', 'investigating'),
        spot('e', 'critical', 'identified', 'other-course'),
        spot('f', 'medium', 'dismissed'),
      ],
      'c1',
    );
    expect(prompts.map((p) => p.id)).toEqual(['weak-spot-b', 'weak-spot-d', 'weak-spot-a']);
    expect(prompts[0]?.text).toContain('Spot b');
  });

  it('checks the new-prompt form', () => {
    expect(buildCustomPrompt({ text: '  ', context: '', source: '', tags: '' }, 'c1')).toEqual({
      ok: false,
      message: 'Write the question you want to practise.',
    });
    expect(
      buildCustomPrompt(
        { text: ' Q ', context: '', source: ' Exam 2024 ', tags: 'Torts, torts, ,Duty' },
        'c1',
      ),
    ).toEqual({
      ok: true,
      prompt: { courseId: 'c1', text: 'Q', tags: ['Torts', 'Duty'], source: 'Exam 2024' },
    });
  });
});
