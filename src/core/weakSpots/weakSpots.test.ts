import { describe, expect, it } from 'vitest';
import type { WeakSpot } from '../model';
import {
  addTag,
  appendNote,
  averageResolutionDays,
  buildWeakSpotDraft,
  buildWeakSpotEdit,
  creationWindows,
  DAY_MS,
  emptyWeakSpotForm,
  formatDays,
  formatTrend,
  hasRequiredWeakSpotFields,
  markOccurrence,
  parseTagList,
  readSessionState,
  recommendationSeverity,
  removeTag,
  statusChange,
  titleFromPrompt,
  toRecommendationStatus,
  topTags,
  trendPercent,
  WEAK_SPOT_NO_COURSE_MESSAGE,
  WEAK_SPOT_REQUIRED_MESSAGE,
  WEAK_SPOT_TEXT,
  weakSpotDashboardStats,
  weakSpotError,
  weakSpotNotFound,
  weakSpotStats,
  weakSpotToEditValues,
} from '.';

const NOW = Date.parse('2026-10-15T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW - d * DAY_MS).toISOString();

let n = 0;
const spot = (over: Partial<WeakSpot> = {}): WeakSpot => ({
  id: `w${++n}`,
  title: 'Hearsay exceptions',
  description: 'Mixing up 803 and 804.',
  status: 'identified',
  priority: 'medium',
  tags: [],
  courseId: 'c1',
  occurrences: 1,
  lastSeen: daysAgo(0),
  notes: [],
  createdAt: daysAgo(0),
  updatedAt: daysAgo(0),
  ...over,
});

describe('the weak-spot catalogue texts', () => {
  it('are the spec texts', () => {
    expect(WEAK_SPOT_TEXT.createFailed).toBe('Failed to create weak spot');
    expect(WEAK_SPOT_TEXT.loadListFailed).toBe('Failed to load weak spots');
    expect(WEAK_SPOT_TEXT.loadFailed).toBe('Failed to load weak spot');
    expect(weakSpotNotFound('q')).toBe('WeakSpot with id q not found');
    expect(WEAK_SPOT_TEXT.notFoundScreen).toBe('Weak spot not found');
    expect(WEAK_SPOT_TEXT.listErrorTitle).toBe('Error Loading Weak Spots');
    expect(WEAK_SPOT_TEXT.dashboardErrorTitle).toBe('Error Loading Dashboard');
    expect(WEAK_SPOT_TEXT.emptyTitle).toBe('No Weak Spots');
    expect(weakSpotError.notFound('q').message).toBe('WeakSpot with id q not found');
    expect(weakSpotError.createFailed().code).toBe('createFailed');
  });
});

describe('store stats', () => {
  it('counts total, every status, every priority, and recent (created within 7 days)', () => {
    const items = [
      spot({ status: 'identified', priority: 'high', createdAt: daysAgo(0) }),
      spot({ status: 'resolved', priority: 'low', createdAt: daysAgo(6.9) }),
      spot({ status: 'resolved', priority: 'critical', createdAt: daysAgo(7) }),
      spot({ status: 'in_progress', priority: 'medium', createdAt: daysAgo(7.01) }),
      spot({ status: 'dismissed', priority: 'medium', createdAt: daysAgo(40) }),
    ];
    expect(weakSpotStats(items, NOW)).toEqual({
      total: 5,
      byStatus: { identified: 1, investigating: 0, in_progress: 1, resolved: 2, dismissed: 1 },
      byPriority: { low: 1, medium: 2, high: 1, critical: 1 },
      recent: 3,
    });
  });

  it('is all zeros for no items', () => {
    expect(weakSpotStats([], NOW)).toEqual({
      total: 0,
      byStatus: { identified: 0, investigating: 0, in_progress: 0, resolved: 0, dismissed: 0 },
      byPriority: { low: 0, medium: 0, high: 0, critical: 0 },
      recent: 0,
    });
  });
});

describe('trend percent', () => {
  it('compares the last 7 days with the previous 7, rounded', () => {
    expect(trendPercent(3, 2)).toBe(50);
    expect(trendPercent(1, 3)).toBe(-67);
    expect(trendPercent(2, 3)).toBe(-33);
    expect(trendPercent(5, 5)).toBe(0);
    expect(trendPercent(0, 4)).toBe(-100);
    expect(trendPercent(7, 3)).toBe(133);
  });

  it('is 100 when the previous count is 0 and there are new ones, else 0', () => {
    expect(trendPercent(1, 0)).toBe(100);
    expect(trendPercent(9, 0)).toBe(100);
    expect(trendPercent(0, 0)).toBe(0);
  });

  it('puts each creation in the right window (the boundaries belong to the older window)', () => {
    const items = [
      spot({ createdAt: daysAgo(0) }),
      spot({ createdAt: daysAgo(6.99) }),
      spot({ createdAt: daysAgo(7) }),
      spot({ createdAt: daysAgo(13.99) }),
      spot({ createdAt: daysAgo(14) }),
      spot({ createdAt: daysAgo(-1) }),
    ];
    expect(creationWindows(items, NOW)).toEqual({ last: 2, previous: 2 });
  });
});

describe('average resolution', () => {
  it('is whole days over resolved items that have a resolution date', () => {
    const items = [
      spot({ status: 'resolved', createdAt: daysAgo(10), resolvedAt: daysAgo(8) }), // 2 days
      spot({ status: 'resolved', createdAt: daysAgo(10), resolvedAt: daysAgo(5) }), // 5 days
      spot({ status: 'resolved', createdAt: daysAgo(10) }), // no date: left out
      spot({ status: 'dismissed', createdAt: daysAgo(30), resolvedAt: daysAgo(0) }), // not resolved: left out
    ];
    expect(averageResolutionDays(items)).toBe(4); // 3.5 rounds to 4
    expect(averageResolutionDays(items.slice(0, 1))).toBe(2);
  });

  it('is 0 for an item resolved the day it was created, and null with nothing resolved', () => {
    expect(
      averageResolutionDays([spot({ status: 'resolved', createdAt: daysAgo(0.2), resolvedAt: daysAgo(0) })]),
    ).toBe(0);
    expect(averageResolutionDays([spot(), spot({ status: 'resolved' })])).toBeNull();
    expect(averageResolutionDays([])).toBeNull();
  });
});

describe('top tags', () => {
  it('are the 5 most common with counts, ties alphabetical', () => {
    const items = [
      spot({ tags: ['hearsay', 'evidence', 'rules'] }),
      spot({ tags: ['hearsay', 'evidence'] }),
      spot({ tags: ['hearsay', 'privilege', 'zeta'] }),
      spot({ tags: ['alpha', 'beta'] }),
    ];
    expect(topTags(items)).toEqual([
      { tag: 'hearsay', count: 3 },
      { tag: 'evidence', count: 2 },
      { tag: 'alpha', count: 1 },
      { tag: 'beta', count: 1 },
      { tag: 'privilege', count: 1 },
    ]);
    expect(topTags([])).toEqual([]);
  });
});

describe('dashboard stats', () => {
  it('combines the tiles, recent within 30 days, average resolution, top tags and trend', () => {
    const items = [
      spot({ title: 'new', priority: 'critical', createdAt: daysAgo(1), tags: ['a'] }),
      spot({
        title: 'week-old',
        priority: 'high',
        status: 'resolved',
        createdAt: daysAgo(8),
        resolvedAt: daysAgo(2),
      }),
      spot({ title: 'month', status: 'investigating', createdAt: daysAgo(29), tags: ['a', 'b'] }),
      spot({
        title: 'old',
        priority: 'high',
        status: 'dismissed',
        createdAt: daysAgo(31),
        resolvedAt: daysAgo(30),
      }),
    ];
    const stats = weakSpotDashboardStats(items, NOW);
    expect(stats.total).toBe(4);
    expect(stats.active).toBe(2);
    expect(stats.urgent).toBe(1);
    expect(stats.byStatus.resolved).toBe(1);
    expect(stats.recent).toBe(1);
    expect(stats.recentItems.map((s) => s.title)).toEqual(['new', 'week-old', 'month']);
    expect(stats.averageResolutionDays).toBe(6);
    expect(stats.topTags).toEqual([
      { tag: 'a', count: 2 },
      { tag: 'b', count: 1 },
    ]);
    expect(stats.createdLast7).toBe(1);
    expect(stats.createdPrevious7).toBe(1);
    expect(stats.trendPercent).toBe(0);
  });

  it('formats the trend and days', () => {
    expect(formatTrend(100)).toBe('+100%');
    expect(formatTrend(-33)).toBe('-33%');
    expect(formatTrend(0)).toBe('0%');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(0)).toBe('0 days');
  });
});

describe('the recommendation status mapping', () => {
  it('maps resolved to closed, in_progress to corrected, anything else to open', () => {
    expect(toRecommendationStatus('resolved')).toBe('closed');
    expect(toRecommendationStatus('in_progress')).toBe('corrected');
    expect(toRecommendationStatus('identified')).toBe('open');
    expect(toRecommendationStatus('investigating')).toBe('open');
    expect(toRecommendationStatus('dismissed')).toBe('open');
  });

  it('gives severity high for open, medium for corrected, low otherwise', () => {
    expect(recommendationSeverity('open')).toBe('high');
    expect(recommendationSeverity('corrected')).toBe('medium');
    expect(recommendationSeverity('closed')).toBe('low');
  });
});

describe('tags', () => {
  it('adds a trimmed, non-empty tag that is not already present', () => {
    expect(addTag([], '  hearsay ')).toEqual({ added: true, tags: ['hearsay'] });
    expect(addTag(['hearsay'], 'hearsay')).toEqual({ added: false, tags: ['hearsay'], reason: 'duplicate' });
    expect(addTag(['hearsay'], ' hearsay  ')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addTag(['hearsay'], '   ')).toMatchObject({ added: false, reason: 'blank' });
    expect(addTag([], '')).toMatchObject({ added: false, reason: 'blank' });
    expect(addTag([], 'x'.repeat(61))).toMatchObject({ added: false, reason: 'too-long' });
    expect(addTag(['a'], 'b')).toEqual({ added: true, tags: ['a', 'b'] });
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('in edit mode reads a comma-separated list, trimmed, empty ones dropped', () => {
    expect(parseTagList(' hearsay , evidence,, ,rules ')).toEqual(['hearsay', 'evidence', 'rules']);
    expect(parseTagList('')).toEqual([]);
    expect(parseTagList(' , ')).toEqual([]);
    expect(parseTagList('a, a, b')).toEqual(['a', 'b']);
  });
});

describe('notes', () => {
  it('appends the trimmed note; a blank one is ignored', () => {
    expect(appendNote(['first'], '  second  ')).toEqual(['first', 'second']);
    expect(appendNote(['first'], '   ')).toBeNull();
    expect(appendNote([], '')).toBeNull();
  });
});

describe('status changes', () => {
  const now = '2026-10-15T12:00:00.000Z';
  it('records resolvedAt for resolved or dismissed', () => {
    expect(statusChange('resolved', now)).toEqual({ status: 'resolved', resolvedAt: now });
    expect(statusChange('dismissed', now)).toEqual({ status: 'dismissed', resolvedAt: now });
  });

  it('allows any status from any other, and clears resolvedAt when reopened', () => {
    for (const s of ['identified', 'investigating', 'in_progress'] as const) {
      expect(statusChange(s, now)).toEqual({ status: s, resolvedAt: undefined });
    }
  });
});

describe('occurrences', () => {
  it('adds one and sets lastSeen to now', () => {
    expect(markOccurrence({ occurrences: 1 }, 'T')).toEqual({ occurrences: 2, lastSeen: 'T' });
    expect(markOccurrence({ occurrences: 41 }, 'U')).toEqual({ occurrences: 42, lastSeen: 'U' });
  });
});

describe('the create form', () => {
  it('defaults status to identified and priority to medium', () => {
    expect(emptyWeakSpotForm()).toEqual({
      title: '',
      description: '',
      status: 'identified',
      priority: 'medium',
      tags: [],
      weekNumber: '',
    });
  });

  it('requires title and description', () => {
    expect(hasRequiredWeakSpotFields({ title: 'x', description: 'y' })).toBe(true);
    expect(hasRequiredWeakSpotFields({ title: ' ', description: 'y' })).toBe(false);
    expect(hasRequiredWeakSpotFields({ title: 'x', description: '' })).toBe(false);
    const values = { ...emptyWeakSpotForm(), title: 'x' };
    expect(buildWeakSpotDraft(values, 'c1')).toEqual({ ok: false, message: WEAK_SPOT_REQUIRED_MESSAGE });
  });

  it('takes the course from the current course and refuses without one', () => {
    const values = {
      ...emptyWeakSpotForm(),
      title: ' Hearsay ',
      description: ' 803 vs 804 ',
      tags: ['a'],
      weekNumber: 4,
    };
    expect(buildWeakSpotDraft(values, undefined)).toEqual({
      ok: false,
      message: WEAK_SPOT_NO_COURSE_MESSAGE,
    });
    expect(buildWeakSpotDraft(values, 'c1')).toEqual({
      ok: true,
      draft: {
        title: 'Hearsay',
        description: '803 vs 804',
        status: 'identified',
        priority: 'medium',
        tags: ['a'],
        courseId: 'c1',
        weekNumber: 4,
      },
    });
    expect(buildWeakSpotDraft({ ...values, weekNumber: 0 }, 'c1').ok).toBe(false);
  });

  it('reads a focus session from the navigation state, prefills and keeps it', () => {
    expect(readSessionState(null)).toBeNull();
    expect(readSessionState({})).toBeNull();
    expect(readSessionState({ unrelated: 1 })).toBeNull();
    const session = readSessionState({
      fromSession: 's-1',
      prompt: ' Explain hearsay. ',
      answer: 'It is...',
    });
    expect(session).toEqual({ fromSession: 's-1', prompt: 'Explain hearsay.', answer: 'It is...' });
    expect(readSessionState({ fromSession: true, prompt: 'P' })).toEqual({ prompt: 'P' });
    expect(readSessionState({ fromSession: 'bad id!', prompt: 'P' })).toEqual({ prompt: 'P' });
    const values = emptyWeakSpotForm(session);
    expect(values.title).toBe('Explain hearsay.');
    expect(values.description).toBe('Came up in a focus session on: Explain hearsay.');
    const built = buildWeakSpotDraft(values, 'c1', session);
    expect(built.ok && built.draft).toMatchObject({
      fromSession: 's-1',
      prompt: 'Explain hearsay.',
      answer: 'It is...',
    });
  });

  it('shortens a long prompt into a title at a word', () => {
    const long = `${'word '.repeat(40)}end`;
    const title = titleFromPrompt(long);
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title.endsWith('word…')).toBe(true);
    expect(titleFromPrompt('First line\nsecond')).toBe('First line');
  });
});

describe('edit mode', () => {
  const now = '2026-10-15T12:00:00.000Z';
  it('round-trips tags through the comma list and applies the status rule on change', () => {
    const s = spot({ tags: ['a', 'b'], weekNumber: 2 });
    const values = weakSpotToEditValues(s);
    expect(values.tags).toBe('a, b');
    const result = buildWeakSpotEdit(s, { ...values, tags: ' a, ,c ,', status: 'dismissed' }, now);
    expect(result).toEqual({
      ok: true,
      patch: {
        title: s.title,
        description: s.description,
        priority: 'medium',
        tags: ['a', 'c'],
        weekNumber: 2,
        status: 'dismissed',
        resolvedAt: now,
      },
    });
  });

  it('leaves status and resolvedAt alone when the status is unchanged, and clears the week when emptied', () => {
    const s = spot({ status: 'resolved', resolvedAt: daysAgo(1), weekNumber: 3 });
    const result = buildWeakSpotEdit(s, { ...weakSpotToEditValues(s), weekNumber: '' }, now);
    expect(result.ok && result.patch).toEqual({
      title: s.title,
      description: s.description,
      priority: 'medium',
      tags: [],
      weekNumber: undefined,
    });
    expect(buildWeakSpotEdit(s, { ...weakSpotToEditValues(s), title: '' }, now)).toEqual({
      ok: false,
      message: WEAK_SPOT_REQUIRED_MESSAGE,
    });
  });
});

describe('timed notes', () => {
  it('records when each note was written, and lines times up with the newest notes', async () => {
    const { appendTimedNote, noteTime } = await import('./rules');
    const legacy = { notes: ['old note'], noteTimes: [] as string[] };
    const next = appendTimedNote(legacy, '  new note ', '2026-11-25T10:00:00.000Z');
    expect(next).toEqual({ notes: ['old note', 'new note'], noteTimes: ['2026-11-25T10:00:00.000Z'] });
    if (!next) throw new Error('no note');
    expect(noteTime(next, 0)).toBeUndefined();
    expect(noteTime(next, 1)).toBe('2026-11-25T10:00:00.000Z');
    expect(appendTimedNote(next, '   ', '2026-11-25T11:00:00.000Z')).toBeNull();
  });
});
