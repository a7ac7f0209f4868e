import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_FULL_MESSAGE } from './commit';
import { type DocketStore, startStore } from './store';

let n = 0;
const open: DocketStore[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => {});
});
async function start() {
  const store = await startStore({
    databaseName: `docket-courses-${++n}`,
    docName: `docket-courses-doc-${n}`,
  });
  open.push(store);
  return store;
}
const draft = (name: string) => ({
  name,
  code: 'LAW 1',
  semester: 'Fall 2026',
  color: '#0EA5E9' as const,
  icon: 'gavel' as const,
  metadata: {},
});

describe('CourseService.create and "Make this my active course"', () => {
  it('makes the new course current when ticked', async () => {
    const store = await start();
    await store.courses.create(draft('Torts'), true);
    const second = await store.courses.create(draft('Contracts'), true);
    expect(store.courses.currentCourse()?.id).toBe(second.id);
  });

  it('leaves the current course alone when unticked', async () => {
    const store = await start();
    const first = await store.courses.create(draft('Torts'), true);
    await store.courses.create(draft('Contracts'), false);
    expect(store.courses.currentCourse()?.id).toBe(first.id);
  });

  it('unticked on the very first course: no course becomes current (the first-course fallback is not used)', async () => {
    const store = await start();
    await store.courses.create(draft('Torts'), false);
    expect(store.courses.currentCourse()).toBeUndefined();
    expect(store.courses.current.get()).toMatchObject({ courseId: null, explicitNone: true });
  });

  it('unticked while the first-course fallback is in use: that course stays current', async () => {
    const store = await start();
    const torts = store.repos.courses.create(draft('Torts'));
    expect(store.courses.currentCourse()?.id).toBe(torts.id);
    await store.courses.create(draft('Contracts'), false);
    expect(store.courses.currentCourse()?.id).toBe(torts.id);
  });
});

describe('CourseService.edit', () => {
  it('resolves once the edit is on disk, with the exam date kept in the course', async () => {
    const store = await start();
    const torts = await store.courses.create(draft('Torts'), true);
    const commit = vi.spyOn(store.snapshot, 'commit');
    const saved = await store.courses.edit(torts.id, { metadata: { examDate: '2026-12-14' } });
    expect(commit).toHaveBeenCalledTimes(1);
    expect(saved?.metadata).toEqual({ examDate: '2026-12-14' });
    expect(store.repos.courses.get(torts.id)?.metadata.examDate).toBe('2026-12-14');
  });

  it('a full device: the edit is undone and the student is told', async () => {
    const store = await start();
    const torts = await store.courses.create(draft('Torts'), true);
    const quota = Object.assign(new Error('QuotaExceededError'), { name: 'QuotaExceededError' });
    vi.spyOn(store.snapshot, 'commit').mockRejectedValue(quota);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(store.courses.edit(torts.id, { metadata: { examDate: '2026-12-14' } })).rejects.toThrow(
      DEVICE_FULL_MESSAGE,
    );
    expect(store.repos.courses.get(torts.id)?.metadata).toEqual({});
  });
});
