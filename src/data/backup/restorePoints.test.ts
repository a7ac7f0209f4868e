import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { testStores } from '../testing/stores';
import { KEEP, type RestorePoints, restorePointsFor } from './restorePoints';

const { names, start } = testStores('restore');
const DAY = 86_400_000;
const opened: RestorePoints[] = [];
afterEach(() => {
  for (const p of opened.splice(0)) p.close();
});

async function setup() {
  const store = await start(names());
  let now = Date.parse('2026-03-02T10:00:00');
  const points = restorePointsFor(store, { name: `restore-${Math.random()}`, now: () => now });
  opened.push(points);
  const course = (name: string) =>
    store.courses.create(
      { name, code: 'C', semester: 'S', color: '#0EA5E9', icon: 'gavel', metadata: {} },
      false,
    );
  return { store, points, course, later: (ms: number) => (now += ms) };
}

describe('restore points', () => {
  it('restores what a point holds, after taking a point of the present', async () => {
    const { store, points, course, later } = await setup();
    await course('Torts');
    const point = await points.take('manual');
    later(60_000);
    expect(point.summary.collections).toEqual([{ name: 'courses', label: 'Courses', count: 1 }]);
    await course('Evidence');
    expect(store.repos.courses.list()).toHaveLength(2);
    await points.restore(point.id);
    expect(store.repos.courses.list().map((c) => c.name)).toEqual(['Torts']);
    const kinds = (await points.list()).map((p) => p.kind);
    expect(kinds).toEqual(['before-restore', 'manual']);
    // The point taken before the restore brings Evidence back.
    const before = (await points.list())[0]!;
    expect(before.summary.collections[0]?.count).toBe(2);
    await points.restore(before.id);
    expect(
      store.repos.courses
        .list()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Evidence', 'Torts']);
  });

  it('takes one daily point a day while used', async () => {
    const { points, later } = await setup();
    let heard = 0;
    points.subscribe(() => heard++);
    expect(await points.ensureDaily()).toBeDefined();
    expect(heard).toBe(1);
    later(2 * 3_600_000);
    expect(await points.ensureDaily()).toBeUndefined();
    later(DAY);
    expect(await points.ensureDaily()).toBeDefined();
    expect((await points.list()).filter((p) => p.kind === 'daily')).toHaveLength(2);
  });

  it('keeps the last 7 daily and 5 manual points, newest first', async () => {
    const { points, later } = await setup();
    for (let i = 0; i < 9; i++) {
      await points.ensureDaily();
      await points.take('manual');
      later(DAY);
    }
    const list = await points.list();
    expect(list.filter((p) => p.kind === 'daily')).toHaveLength(KEEP.daily);
    expect(list.filter((p) => p.kind === 'manual')).toHaveLength(KEEP.manual);
    expect(list.map((p) => p.createdAt)).toEqual([...list.map((p) => p.createdAt)].sort((a, b) => b - a));
  });
});
