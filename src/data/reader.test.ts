import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fromEditor, READER_TEXT } from '../core/reader';
import { ReaderService, sha256Hex } from './reader';
import { pdfFileId } from './readerFiles';
import { testStores } from './testing/stores';

const { names, start } = testStores('reader');

const pdf = (text: string) => new Blob([`%PDF-1.7\n${text}`], { type: 'application/pdf' });
const freeText = (value: string) =>
  fromEditor({
    annotationType: 3,
    pageIndex: 0,
    rect: [10, 10, 90, 24],
    rotation: 0,
    color: [0, 0, 0],
    fontSize: 10,
    value,
  })!;

async function setup() {
  const store = await start({ ...names() });
  return { store, service: new ReaderService(store) };
}

describe('ReaderService', () => {
  it('keeps an attached PDF on the device under its SHA-256, once per reading', async () => {
    const { store, service } = await setup();
    const data = pdf('one');
    const result = await service.attach('r1', { name: 'Palsgraf.pdf', data, pageCount: 3 });
    const hash = await sha256Hex(data);
    expect(result).toMatchObject({
      ok: true,
      file: { readingId: 'r1', hash, name: 'Palsgraf.pdf', pageCount: 3 },
    });
    expect((await store.db.files.get(pdfFileId(hash)))?.size).toBe(data.size);
    expect(await service.attach('r1', { name: 'again.pdf', data })).toEqual({
      ok: false,
      message: READER_TEXT.alreadyAttached('again.pdf'),
    });
    // The same file on another reading: one copy on the device, two attachments.
    await service.attach('r2', { name: 'Palsgraf.pdf', data });
    expect(await store.db.files.count()).toBe(1);
    expect(service.filesOf('r2')).toHaveLength(1);
  });

  it('removes the bytes only when no reading uses the file any more', async () => {
    const { store, service } = await setup();
    const data = pdf('two');
    const a = await service.attach('r1', { name: 'a.pdf', data });
    const b = await service.attach('r2', { name: 'a.pdf', data });
    if (!a.ok || !b.ok) throw new Error('attach failed');
    await service.detach(a.file.id);
    expect(await service.files.get(a.file.hash)).toBeDefined();
    await service.detach(b.file.id);
    expect(await service.files.get(a.file.hash)).toBeUndefined();
    expect(store.repos.readingFiles.list()).toEqual([]);
  });

  it('writes an unchanged annotation no more; a changed one field by field', async () => {
    const { store, service } = await setup();
    const created = service.addAnnotation('r1', 'f'.repeat(64), freeText('Duty'), 'ann-1');
    expect(service.updateAnnotation(created.id, freeText('Duty'))).toBe(false);
    expect(store.repos.annotations.get('ann-1')?.updatedAt).toBe(created.updatedAt);
    expect(service.updateAnnotation(created.id, freeText('Duty owed'))).toBe(true);
    expect(store.repos.annotations.get('ann-1')?.text).toBe('Duty owed');
    expect(service.annotationsOf('r1', 'f'.repeat(64))).toHaveLength(1);
    expect(service.annotationsOf('r1', 'e'.repeat(64))).toHaveLength(0);
  });

  it('keeps a comment with its popup reference; an emptied comment goes', async () => {
    const { store, service } = await setup();
    service.addAnnotation('r1', 'f'.repeat(64), freeText('Duty'), 'ann-2');
    service.setComment('ann-2', '  Relational  ');
    expect(store.repos.annotations.get('ann-2')).toMatchObject({
      contents: 'Relational',
      popupRef: 'popup-ann-2',
    });
    service.setComment('ann-2', '   ');
    expect(store.repos.annotations.get('ann-2')?.contents).toBeUndefined();
    expect(store.repos.annotations.get('ann-2')?.popupRef).toBeUndefined();
  });

  it('remembers the last position per reading and file on this device, validated when read', async () => {
    const { store, service } = await setup();
    expect(await service.position('r1', 'h')).toBeUndefined();
    await service.savePosition('r1', 'h', { page: 7, scale: 'page-width', offset: 0.25 });
    expect(await service.position('r1', 'h')).toEqual({ page: 7, scale: 'page-width', offset: 0.25 });
    await store.kv.set('reader:position:r1:h', { page: -2, scale: 'x' });
    expect(await service.position('r1', 'h')).toBeUndefined();
  });
});
