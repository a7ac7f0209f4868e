import { describe, expect, it } from 'vitest';
import { PlanService } from '../data/plan';
import { buildPlanDataset } from './planDataset';

describe('buildPlanDataset', () => {
  it('builds the heavy student: 5 courses, 1,000 dated readings, 500 RPAs, 300 weak spots, 200 sessions', () => {
    const set = buildPlanDataset();
    const { repos } = set;
    expect(repos.courses.list()).toHaveLength(5);
    expect(repos.readings.list()).toHaveLength(1_000);
    expect(repos.readings.problems()).toEqual([]);
    expect(repos.syllabi.list()).toHaveLength(5);
    expect(repos.rpas.list()).toHaveLength(500);
    expect(repos.rpas.list().filter((r) => r.readingIds.length > 0).length).toBeGreaterThan(200);
    expect(repos.weakSpots.list()).toHaveLength(300);
    const service = new PlanService({ doc: set.doc, repos });
    expect(service.sessions.list()).toHaveLength(200);
    // Written as the focus screens write them: every row reads without repair.
    expect(repos.sessions.list()).toHaveLength(200);
    expect(repos.sessions.problems()).toEqual([]);
    const view = service.view(null, set.now);
    expect(view.plans).toHaveLength(5);
    expect(view.recommendations.length).toBeGreaterThan(20);
  });
});
