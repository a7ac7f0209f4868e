import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_PROMPTS, sessionRemaining } from '../core/focus';
import { openDatabase } from './database';
import { createDocketDoc } from './doc';
import { FocusService } from './focus';
import { createRepositories } from './repositories';

let n = 0;
const opened: Dexie[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const T0 = Date.parse('2026-11-25T10:00:00.000Z');

function setup(name = `focus-test-${++n}`, doc = createDocketDoc()) {
  const db = openDatabase(name);
  opened.push(db);
  const repos = createRepositories(doc);
  let now = T0;
  let id = 0;
  const service = new FocusService({
    db,
    sessions: repos.sessions,
    prompts: repos.prompts,
    clock: () => now,
    makeId: () => `session-${++id}`,
    backup: undefined,
  });
  return { db, doc, repos, service, name, tick: (ms: number) => (now += ms), now: () => now };
}

describe('FocusService', () => {
  it('keeps the active session and its draft on the device and restores both after a reopen', async () => {
    const a = setup();
    const active = await a.service.start({ prompt: SAMPLE_PROMPTS[0], minutes: 30, courseId: 'torts' });
    a.tick(4_000);
    const savedAt = await a.service.saveDraft(active.session.id, 'Duty of care is owed');
    a.db.close();
    // The same device, after a reload: a new connection to the same database.
    const b = setup(a.name);
    const restored = await b.service.restore();
    expect(restored?.text).toBe('Duty of care is owed');
    expect(restored?.savedAt).toBe(savedAt);
    expect(restored?.active.session.prompt.id).toBe(SAMPLE_PROMPTS[0]?.id);
    expect(sessionRemaining(restored!.active, T0 + 10 * 60_000)).toBe(20 * 60_000);
  });

  it('keeps text typed as the page goes away (synchronous copy) and restores the newer copy', async () => {
    const store = new Map<string, string>();
    const backup = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const a = setup();
    const service = new FocusService({
      db: a.db,
      sessions: a.repos.sessions,
      prompts: a.repos.prompts,
      clock: a.now,
      backup,
    });
    const active = await service.start({ minutes: 15 });
    await service.saveDraft(active.session.id, 'first');
    a.tick(500);
    service.keepNow(active.session.id, 'first and more'); // the page went away before the drafts write
    expect((await service.restore())?.text).toBe('first and more');
    a.tick(500);
    await service.saveDraft(active.session.id, 'first and more, saved');
    expect(store.size).toBe(0);
    expect((await service.restore())?.text).toBe('first and more, saved');
    service.keepNow(active.session.id, 'x');
    await service.discard(active.session.id);
    expect(store.size).toBe(0);
  });

  it('ignores a damaged saved session', async () => {
    const a = setup();
    await a.db.activeSessions.put({ id: 'bad', state: { session: 'nope' }, savedAt: 1 });
    expect(await a.service.restore()).toBeNull();
  });

  it('completes into the synced history, removes the device copy, and is idempotent', async () => {
    const a = setup();
    const active = await a.service.start({ minutes: 1 });
    await a.service.saveDraft(active.session.id, 'Free writing');
    a.tick(61_000);
    const record = await a.service.complete(active, 'Free writing');
    expect(record.status).toBe('completed');
    expect(record.prompt.text).toBe('Free form practice session');
    expect(record.elapsed).toBe(60);
    expect(a.repos.sessions.list()).toHaveLength(1);
    expect(await a.db.activeSessions.count()).toBe(0);
    expect(await a.db.drafts.count()).toBe(0);
    expect(await a.service.complete(active, 'changed')).toEqual(record);
    expect(await a.service.restore()).toBeNull();
  });

  it('stores the self-assessment score', async () => {
    const a = setup();
    const active = await a.service.start({ minutes: 15 });
    await a.service.complete(active, 'x');
    const assessed = await a.service.assess(active.session.id, {
      issue: true,
      rule: true,
      application: false,
      conclusion: false,
    });
    expect(assessed?.score).toBe(0.5);
    expect(a.repos.sessions.get(active.session.id)?.assessment?.rule).toBe(true);
  });

  it('discards an active session', async () => {
    const a = setup();
    const active = await a.service.start({ minutes: 15 });
    await a.service.saveDraft(active.session.id, 'x');
    await a.service.discard(active.session.id);
    expect(await a.service.restore()).toBeNull();
  });

  it("keeps the student's own prompts per course in the synced document, validated", async () => {
    const a = setup();
    const bad = await a.service.addPrompt({ text: ' ', context: '', source: '', tags: '' }, 'torts');
    expect(bad.ok).toBe(false);
    const ok = await a.service.addPrompt(
      { text: 'Explain res ipsa loquitur.', context: '', source: 'Midterm 2024', tags: 'Torts' },
      'torts',
    );
    expect(ok.ok).toBe(true);
    expect(a.repos.prompts.list().map((p) => [p.courseId, p.text, p.source])).toEqual([
      ['torts', 'Explain res ipsa loquitur.', 'Midterm 2024'],
    ]);
    await a.service.removePrompt(ok.id!);
    expect(a.repos.prompts.list()).toHaveLength(0);
  });
});

describe('the database upgrade', () => {
  it('keeps the rows of version 1 when version 2 adds activeSessions', async () => {
    const name = `focus-upgrade-${++n}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      storage: 'key, timestamp',
      files: 'id, createdAt',
      drafts: 'id, sessionId, savedAt',
    });
    await v1.table('storage').put({ key: 'k', value: '"v"', timestamp: 1 });
    await v1.table('drafts').put({ id: 'd', sessionId: 'd', text: 'kept', savedAt: 1 });
    v1.close();
    const db = openDatabase(name);
    opened.push(db);
    expect(await db.storage.get('k')).toMatchObject({ value: '"v"' });
    expect(await db.drafts.get('d')).toMatchObject({ text: 'kept' });
    expect(await db.activeSessions.count()).toBe(0);
  });
});
