import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Course, WeakSpot } from '../core/model';
import { WeakSpotError } from '../core/weakSpots';
import { createDocketDoc } from './doc';
import { Repository } from './repository';
import { WeakSpotService } from './weakSpots';

function setup() {
  let t = Date.parse('2026-09-01T10:00:00.000Z');
  const now = () => {
    t += 60_000;
    return new Date(t).toISOString();
  };
  const doc = createDocketDoc();
  const weakSpots = new Repository(doc, 'weakSpots', WeakSpot, { now, warn: () => {} });
  const courses = new Repository(doc, 'courses', Course, { now, warn: () => {} });
  const commit = vi.fn(async () => {});
  const service = new WeakSpotService({ weakSpots, courses, commit, now, yieldToPaint: async () => {} });
  const evidence = courses.create({ name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' });
  return { service, weakSpots, courses, commit, evidence };
}

const draft = (courseId: string, over = {}) => ({
  title: 'Hearsay exceptions',
  description: 'Mixing up 803 and 804.',
  status: 'identified' as const,
  priority: 'medium' as const,
  tags: ['hearsay', 'evidence'],
  courseId,
  ...over,
});

describe('WeakSpotService', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());
  it('creates with occurrences 1, lastSeen now, no notes, and waits for the commit', async () => {
    const { service, evidence, commit } = setup();
    const w = await service.create(draft(evidence.id, { prompt: 'Explain hearsay', fromSession: 'sess-1' }));
    expect(w).toMatchObject({
      occurrences: 1,
      notes: [],
      status: 'identified',
      priority: 'medium',
      tags: ['hearsay', 'evidence'],
      fromSession: 'sess-1',
      prompt: 'Explain hearsay',
    });
    expect(Date.parse(w.createdAt) - Date.parse(w.lastSeen)).toBeLessThanOrEqual(60_000);
    expect(w.resolvedAt).toBeUndefined();
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it("reports 'Failed to create weak spot' for a refused row", async () => {
    const { service, evidence } = setup();
    await expect(service.create(draft(evidence.id, { title: '  ' }))).rejects.toThrow(
      'Failed to create weak spot',
    );
  });

  it('changes status any to any; resolved or dismissed records resolvedAt, reopening clears it', async () => {
    const { service, evidence } = setup();
    const w = await service.create(draft(evidence.id));
    const resolved = await service.setStatus(w.id, 'resolved');
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).toBeDefined();
    expect(resolved.resolvedAt! > w.createdAt && resolved.resolvedAt! <= resolved.updatedAt).toBe(true);
    const reopened = await service.setStatus(w.id, 'investigating');
    expect(reopened.resolvedAt).toBeUndefined();
    const dismissed = await service.setStatus(w.id, 'dismissed');
    expect(dismissed.resolvedAt).toBeDefined();
    const back = await service.setStatus(w.id, 'identified');
    expect(back).toMatchObject({ status: 'identified' });
    expect((await service.setStatus(w.id, 'identified')).updatedAt).toBe(back.updatedAt);
  });

  it('marks an occurrence: +1 and lastSeen now', async () => {
    const { service, evidence } = setup();
    const w = await service.create(draft(evidence.id));
    const once = await service.markOccurrence(w.id);
    const twice = await service.markOccurrence(w.id);
    expect(once.occurrences).toBe(2);
    expect(twice.occurrences).toBe(3);
    expect(twice.lastSeen > w.lastSeen).toBe(true);
  });

  it('appends trimmed notes, stamps the update time, ignores blank ones', async () => {
    const { service, evidence, commit } = setup();
    const w = await service.create(draft(evidence.id));
    const a = await service.addNote(w.id, '  Reread FRE 803(2). ');
    expect(a?.notes).toEqual(['Reread FRE 803(2).']);
    expect(a && a.updatedAt > w.updatedAt).toBe(true);
    expect(await service.addNote(w.id, '   ')).toBeNull();
    expect(commit).toHaveBeenCalledTimes(2);
    const b = await service.addNote(w.id, 'Practise with a hypo');
    expect(b?.notes).toEqual(['Reread FRE 803(2).', 'Practise with a hypo']);
  });

  it("says 'WeakSpot with id {id} not found' for actions on a missing id", async () => {
    const { service } = setup();
    const error = await service.markOccurrence('gone').catch((e) => e);
    expect(error).toBeInstanceOf(WeakSpotError);
    expect(error.message).toBe('WeakSpot with id gone not found');
    expect(() => service.get('gone')).toThrow('WeakSpot with id gone not found');
    await expect(service.addNote('gone', 'x')).rejects.toThrow('WeakSpot with id gone not found');
  });

  it("reports 'Failed to load weak spots' and 'Failed to load WeakSpot' when reads throw", async () => {
    const { service, weakSpots } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(weakSpots, 'list').mockImplementation(() => {
      throw new Error('corrupt');
    });
    vi.spyOn(weakSpots, 'get').mockImplementation(() => {
      throw new Error('corrupt');
    });
    await expect(service.load({ courseId: null, excludeArchived: true })).rejects.toThrow(
      'Failed to load weak spots',
    );
    expect(() => service.find('x')).toThrow('Failed to load weak spot');
  });

  it('saves edit mode, and lists the scope leaving archived courses out when asked', async () => {
    const { service, evidence, courses } = setup();
    const w = await service.create(draft(evidence.id));
    const edited = await service.edit(w.id, {
      title: 'Hearsay',
      description: 'd',
      priority: 'high',
      tags: ['a'],
      weekNumber: undefined,
      status: 'resolved',
      resolvedAt: '2026-09-02T00:00:00.000Z',
    });
    expect(edited).toMatchObject({ title: 'Hearsay', priority: 'high', tags: ['a'], status: 'resolved' });
    expect(service.list({ courseId: evidence.id, excludeArchived: true })).toHaveLength(1);
    courses.update(evidence.id, { archived: true });
    expect(service.list({ courseId: null, excludeArchived: true })).toHaveLength(0);
    expect(service.list({ courseId: null, excludeArchived: false })).toHaveLength(1);
    expect(service.list({ courseId: evidence.id, excludeArchived: true })).toHaveLength(1);
  });
});
