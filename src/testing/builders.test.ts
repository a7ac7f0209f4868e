import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { weakSpotDashboardStats } from '../core/weakSpots';
import { buildDataset, seededRandom } from './builders';

describe('buildDataset', () => {
  it('builds 5 courses, 500 RPAs and 300 weak spots, all valid, spread over the courses', () => {
    const set = buildDataset();
    expect(set.repos.courses.list()).toHaveLength(5);
    expect(set.repos.rpas.list()).toHaveLength(500);
    expect(set.repos.weakSpots.list()).toHaveLength(300);
    expect(set.repos.rpas.problems()).toEqual([]);
    expect(set.repos.weakSpots.problems()).toEqual([]);
    for (const course of set.courses) {
      expect(set.rpas.filter((r) => r.courseId === course.id)).toHaveLength(100);
      expect(set.weakSpots.filter((w) => w.courseId === course.id)).toHaveLength(60);
    }
    const stats = weakSpotDashboardStats(set.repos.weakSpots.list(), set.now);
    expect(stats.byStatus.resolved).toBeGreaterThan(0);
    expect(stats.averageResolutionDays).not.toBeNull();
    expect(stats.recentItems.length).toBeGreaterThan(0);
    expect(stats.topTags).toHaveLength(5);
    for (const w of set.weakSpots) {
      if (w.status === 'resolved' || w.status === 'dismissed') expect(w.resolvedAt).toBeDefined();
      expect(w.createdAt <= new Date(set.now).toISOString()).toBe(true);
    }
  });

  it('is deterministic for a seed and differs across seeds', () => {
    const a = buildDataset({ rpas: 50, weakSpots: 30 });
    const b = buildDataset({ rpas: 50, weakSpots: 30 });
    const c = buildDataset({ rpas: 50, weakSpots: 30, seed: 7 });
    expect(a.repos.rpas.list()).toEqual(b.repos.rpas.list());
    expect(a.repos.weakSpots.list()).toEqual(b.repos.weakSpots.list());
    expect(c.repos.rpas.list()).not.toEqual(a.repos.rpas.list());
  });

  it('produces a document that can be encoded and applied elsewhere', () => {
    const set = buildDataset({ rpas: 20, weakSpots: 10 });
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(set.doc));
    expect(copy.getMap('rpas').size).toBe(20);
    expect(copy.getMap('weakSpots').size).toBe(10);
  });

  it('has a seeded random in [0, 1)', () => {
    const r = seededRandom(1);
    const values = Array.from({ length: 1000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(seededRandom(1)()).toBe(values[0]);
  });
});
