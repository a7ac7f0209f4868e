import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Course, Reading, Rpa } from '../core/model';
import { RpaError } from '../core/rpa';
import { createDocketDoc } from './doc';
import { Repository } from './repository';
import { RpaService } from './rpas';

const clock = () => {
  let t = Date.parse('2026-09-01T10:00:00.000Z');
  return () => {
    t += 1000;
    return new Date(t).toISOString();
  };
};

function setup(commit = vi.fn(async () => {})) {
  const doc = createDocketDoc();
  const options = { now: clock(), warn: () => {} };
  const rpas = new Repository(doc, 'rpas', Rpa, options);
  const courses = new Repository(doc, 'courses', Course, options);
  const readings = new Repository(doc, 'readings', Reading, options);
  const service = new RpaService({ rpas, courses, readings, commit, yieldToPaint: async () => {} });
  const torts = courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' });
  const old = courses.create({ name: 'Old', code: 'LAW 1', semester: 'Fall 2020', archived: true });
  return { doc, rpas, courses, readings, service, commit, torts, old };
}

const draft = (courseId: string, over = {}) => ({
  ruleName: 'Negligence',
  course: 'Torts',
  courseId,
  ruleText: 'Duty, breach, causation, damages.',
  readingIds: [],
  ...over,
});

describe('RpaService', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());
  it('creates an RPA and resolves only after the write is committed', async () => {
    let release = () => {};
    const commit = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { service, torts } = setup(commit);
    let done = false;
    const pending = service.create(draft(torts.id)).then((r) => {
      done = true;
      return r;
    });
    await Promise.resolve();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    expect(service.list({ courseId: torts.id, excludeArchived: true })).toHaveLength(1);
    release();
    const created = await pending;
    expect(created).toMatchObject({ ruleName: 'Negligence', courseId: torts.id, readingIds: [] });
    expect(created.purposeText).toBeUndefined();
  });

  it("reports 'Failed to create RPA' when the row is refused", async () => {
    const { service, torts } = setup();
    await expect(service.create(draft(torts.id, { ruleName: '' }))).rejects.toThrow('Failed to create RPA');
    await expect(service.create(draft(torts.id, { weekNumber: 0 }))).rejects.toMatchObject({
      code: 'createFailed',
    });
  });

  it('lists the scope, newest update first, and keeps the same array until something changes', async () => {
    const { service, torts, old, rpas } = setup();
    const a = await service.create(draft(torts.id, { ruleName: 'A' }));
    await service.create(draft(old.id, { ruleName: 'Archived one', course: 'Old' }));
    const b = await service.create(draft(torts.id, { ruleName: 'B' }));
    const first = service.list({ courseId: torts.id, excludeArchived: true });
    expect(first.map((r) => r.ruleName)).toEqual(['B', 'A']);
    expect(service.list({ courseId: torts.id, excludeArchived: true })).toBe(first);
    expect(service.list({ courseId: null, excludeArchived: true }).map((r) => r.ruleName)).toEqual([
      'B',
      'A',
    ]);
    expect(service.list({ courseId: null, excludeArchived: false })).toHaveLength(3);
    rpas.update(a.id, { ruleName: 'A2' });
    const after = service.list({ courseId: torts.id, excludeArchived: true });
    expect(after).not.toBe(first);
    expect(after.map((r) => r.id)).toEqual([a.id, b.id]);
    await expect(service.load({ courseId: torts.id, excludeArchived: true })).resolves.toBe(after);
  });

  it("reports 'Failed to load RPAs' when reading the collection throws", async () => {
    const { service, rpas, torts } = setup();
    vi.spyOn(rpas, 'list').mockImplementation(() => {
      throw new Error('corrupt document');
    });
    const error = await service.load({ courseId: torts.id, excludeArchived: true }).catch((e) => e);
    expect(error).toBeInstanceOf(RpaError);
    expect(error.message).toBe('Failed to load RPAs');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("gets one RPA, or 'RPA with id {id} not found'; a failing read is 'Failed to load RPA'", async () => {
    const { service, rpas, torts } = setup();
    const r = await service.create(draft(torts.id));
    expect(service.get(r.id)).toEqual(r);
    expect(() => service.get('missing')).toThrow('RPA with id missing not found');
    vi.spyOn(rpas, 'get').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => service.get(r.id)).toThrow('Failed to load RPA');
  });

  it('saves an edit, clearing optional fields that were emptied, and stamps updatedAt', async () => {
    const { service, torts } = setup();
    const r = await service.create(
      draft(torts.id, { purposeText: 'P', applicationNotes: 'N', weekNumber: 2 }),
    );
    const u = await service.update(r.id, draft(torts.id, { ruleName: 'Negligence per se' }));
    expect(u).toMatchObject({ ruleName: 'Negligence per se', createdAt: r.createdAt });
    expect(u.purposeText).toBeUndefined();
    expect(u.applicationNotes).toBeUndefined();
    expect(u.weekNumber).toBeUndefined();
    expect(u.updatedAt > r.updatedAt).toBe(true);
    await expect(service.update('nope', draft(torts.id))).rejects.toThrow('RPA with id nope not found');
  });

  it('deletes, and deleting a missing id says it is not found', async () => {
    const { service, torts, commit } = setup();
    const r = await service.create(draft(torts.id));
    await service.remove(r.id);
    expect(service.find(r.id)).toBeUndefined();
    expect(commit).toHaveBeenCalledTimes(2);
    await expect(service.remove(r.id)).rejects.toThrow(`RPA with id ${r.id} not found`);
  });

  it("offers only the course's readings to the picker", () => {
    const { service, readings, torts, old } = setup();
    readings.create({ courseId: torts.id, title: 'Palsgraf', weekNumber: 2, order: 0 });
    readings.create({ courseId: old.id, title: 'Other', weekNumber: 1, order: 0 });
    readings.create({ courseId: torts.id, title: 'Vosburg', weekNumber: 1, order: 0 });
    expect(service.readingsFor(torts.id).map((r) => r.title)).toEqual(['Vosburg', 'Palsgraf']);
    expect(service.readingsFor(undefined)).toEqual([]);
  });

  it('tells subscribers about RPA and course changes', async () => {
    const { service, courses, torts } = setup();
    const listener = vi.fn();
    const stop = service.subscribe(listener);
    await service.create(draft(torts.id));
    courses.update(torts.id, { archived: true });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    await service.create(draft(torts.id));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
