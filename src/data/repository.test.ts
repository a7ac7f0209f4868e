import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { Course } from '../core/model';
import { collectionMap, createDocketDoc, Origin } from './doc';
import { Repository } from './repository';

const clock = () => {
  let t = Date.parse('2026-09-01T10:00:00.000Z');
  return () => {
    t += 1000;
    return new Date(t).toISOString();
  };
};
const make = (doc = createDocketDoc(), warn = vi.fn()) => ({
  doc,
  warn,
  repo: new Repository(doc, 'courses', Course, { now: clock(), warn }),
});
const torts = { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' };

describe('Repository', () => {
  it('creates a validated row with id, timestamps and schema defaults', () => {
    const { repo } = make();
    const c = repo.create(torts);
    expect(c.id).toMatch(/^[\w-]{21}$/);
    expect(c).toMatchObject({
      ...torts,
      color: '#0EA5E9',
      icon: 'scale-balance',
      archived: false,
      metadata: {},
    });
    expect(c.createdAt).toBe(c.updatedAt);
    expect(repo.get(c.id)).toEqual(c);
    expect(repo.list()).toEqual([c]);
  });

  it('rejects an invalid row on write and writes nothing', () => {
    const { repo } = make();
    expect(() => repo.create({ ...torts, name: '   ' })).toThrow();
    expect(() => repo.createMany([torts, { ...torts, code: '' }])).toThrow();
    expect(repo.list()).toEqual([]);
  });

  it('updates field by field, stamps updatedAt and keeps createdAt', () => {
    const { repo } = make();
    const c = repo.create(torts);
    const u = repo.update(c.id, { professor: 'Prof. Palsgraf' });
    expect(u?.professor).toBe('Prof. Palsgraf');
    expect(u?.createdAt).toBe(c.createdAt);
    expect(u && u.updatedAt > c.updatedAt).toBe(true);
    expect(repo.update(c.id, { professor: undefined })?.professor).toBeUndefined();
  });

  it('ignores an update of an unknown id with a warning', () => {
    const { repo, warn } = make();
    expect(repo.update('missing', { name: 'x' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown id missing'));
  });

  it('tags its transactions with the local origin', () => {
    const { repo, doc } = make();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    repo.create(torts);
    expect(origins).toEqual([Origin.local]);
  });

  it('returns the same list until the collection changes, and tells subscribers', () => {
    const { repo } = make();
    const listener = vi.fn();
    repo.subscribe(listener);
    const before = repo.list();
    expect(repo.list()).toBe(before);
    const c = repo.create(torts);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(repo.list()).not.toBe(before);
    repo.remove(c.id);
    expect(repo.list()).toEqual([]);
    expect(repo.remove(c.id)).toBe(false);
  });

  it('repairs a row with a bad optional field and skips a row that cannot be repaired', () => {
    const { repo, doc, warn } = make();
    const good = repo.create(torts);
    const map = collectionMap(doc, 'courses');
    doc.transact(() => {
      const bad = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ ...good, id: 'bad-color', color: 'purple!', archived: 'yes' }))
        bad.set(k, v);
      map.set('bad-color', bad);
      const broken = new Y.Map<unknown>();
      broken.set('name', 42);
      map.set('broken', broken);
    }, Origin.remote);
    const ids = repo.list().map((c) => c.id);
    expect(ids).toContain('bad-color');
    expect(ids).not.toContain('broken');
    expect(repo.get('bad-color')).toMatchObject({ color: '#0EA5E9', archived: false });
    expect(repo.problems().map((p) => [p.id, p.action])).toEqual(
      expect.arrayContaining([
        ['bad-color', 'repaired'],
        ['broken', 'skipped'],
      ]),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken skipped'), expect.anything());
  });

  it('merges concurrent edits of different fields of one row from two documents', () => {
    const a = make();
    const b = make(createDocketDoc());
    const c = a.repo.create(torts);
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
    a.repo.update(c.id, { professor: 'Prof. A' });
    b.repo.update(c.id, { semester: 'Spring 2027' });
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc));
    expect(a.repo.get(c.id)).toMatchObject({ professor: 'Prof. A', semester: 'Spring 2027' });
    expect(b.repo.get(c.id)).toMatchObject({ professor: 'Prof. A', semester: 'Spring 2027' });
  });
});

describe('Repository validation cache', () => {
  /** A repository over its own copy of the Course schema, counting the rows it parses. */
  const counted = (doc = createDocketDoc()) => {
    const schema = Course.clone();
    const parse = vi.spyOn(schema, 'safeParse');
    const repo = new Repository(doc, 'courses', schema, { now: clock(), warn: vi.fn() });
    return { doc, repo, parse };
  };
  const sync = (from: Y.Doc, to: Y.Doc) =>
    Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), Origin.remote);

  it('parses each row once, and after a change only the row that changed', () => {
    const { repo, parse } = counted();
    const [a, b, c] = repo.createMany([
      torts,
      { ...torts, name: 'Contracts' },
      { ...torts, name: 'Property' },
    ]);
    const first = repo.list();
    expect(parse).toHaveBeenCalledTimes(3);
    repo.update(b?.id ?? '', { professor: 'Prof. Hadley' });
    parse.mockClear();
    const second = repo.list();
    expect(parse).toHaveBeenCalledTimes(1);
    expect(repo.get(b?.id ?? '')?.professor).toBe('Prof. Hadley');
    // Unchanged rows are the very same objects, so screens can skip them.
    expect(second.find((r) => r.id === a?.id)).toBe(first.find((r) => r.id === a?.id));
    expect(second.find((r) => r.id === c?.id)).toBe(first.find((r) => r.id === c?.id));
  });

  it('sees a change made on another device: an edited field, a new row, a removed row', () => {
    const here = counted();
    const there = counted();
    const [a, b] = there.repo.createMany([torts, { ...torts, name: 'Contracts' }]);
    sync(there.doc, here.doc);
    expect(
      here.repo
        .list()
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Contracts', 'Torts']);
    here.parse.mockClear();

    there.repo.update(a?.id ?? '', { professor: 'Prof. Cardozo' });
    there.repo.create({ ...torts, name: 'Evidence' });
    there.repo.remove(b?.id ?? '');
    sync(there.doc, here.doc);
    expect(here.repo.get(a?.id ?? '')?.professor).toBe('Prof. Cardozo');
    expect(
      here.repo
        .list()
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Evidence', 'Torts']);
    expect(here.parse).toHaveBeenCalledTimes(2); // the edited row and the new one
  });

  it('re-validates a row another device made invalid, and a row replaced under the same id', () => {
    const here = counted();
    const there = counted();
    const a = there.repo.create(torts);
    sync(there.doc, here.doc);
    expect(here.repo.get(a.id)?.color).toBe('#0EA5E9');
    // The other device writes a bad value straight into the row (an older or broken client).
    there.doc.transact(() => collectionMap(there.doc, 'courses').get(a.id)?.set('name', 42), Origin.remote);
    sync(there.doc, here.doc);
    expect(here.repo.get(a.id)).toBeUndefined();
    expect(here.repo.problems()).toEqual([expect.objectContaining({ id: a.id, action: 'skipped' })]);
    // Undo puts the whole row back as a new Y.Map under the same id.
    there.repo.restore([{ ...a, name: 'Torts II' }]);
    sync(there.doc, here.doc);
    expect(here.repo.get(a.id)?.name).toBe('Torts II');
    expect(here.repo.problems()).toEqual([]);
  });

  it('sees a snapshot restored into the document', () => {
    const here = counted();
    const a = here.repo.create(torts);
    expect(here.repo.get(a.id)?.name).toBe('Torts');
    const elsewhere = createDocketDoc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(here.doc));
    collectionMap(elsewhere, 'courses').get(a.id)?.set('name', 'Restored');
    Y.applyUpdate(here.doc, Y.encodeStateAsUpdate(elsewhere), Origin.snapshot);
    expect(here.repo.get(a.id)?.name).toBe('Restored');
  });
});
