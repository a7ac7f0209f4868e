import type { PdfAnnotation, ReadingFile } from '../core/model';
import { type AnnotationFields, byPosition, changedFields, READER_TEXT } from '../core/reader';
import { pdfFileId, ReaderFiles, sha256Hex } from './readerFiles';
import type { DocketStore } from './store';

export { sha256Hex } from './readerFiles';

/** Where the student was in a PDF (device-local): page, scale, and the offset within the page (0-1). */
export interface ReaderPosition {
  page: number;
  scale: string;
  offset: number;
}

const positionKey = (readingId: string, hash: string) => `reader:position:${readingId}:${hash}`;

export type AttachResult = { ok: true; file: ReadingFile; added: boolean } | { ok: false; message: string };

/**
 * The reading companion's data: the PDFs attached to readings (synced rows; the bytes on this device and on
 * the relay), their annotations (synced rows, never written into the file) and the last position (device).
 */
export class ReaderService {
  readonly files: ReaderFiles;

  constructor(private readonly store: DocketStore) {
    this.files = new ReaderFiles(store);
  }

  get repos() {
    return this.store.repos;
  }

  filesOf(readingId: string): ReadingFile[] {
    return this.repos.readingFiles.list().filter((f) => f.readingId === readingId);
  }

  /** Keeps a checked PDF on this device and attaches it to the reading (once per reading and hash). */
  async attach(
    readingId: string,
    file: { name: string; data: Blob; pageCount?: number; fromSyllabus?: ReadingFile['fromSyllabus'] },
  ): Promise<AttachResult> {
    const hash = await sha256Hex(file.data);
    const existing = this.filesOf(readingId).find((f) => f.hash === hash);
    if (existing) return { ok: false, message: READER_TEXT.alreadyAttached(file.name) };
    await this.files.keep(hash, file.name, file.data);
    const row = await this.store.commit(() =>
      this.repos.readingFiles.create({
        readingId,
        hash,
        name: file.name.slice(0, 300),
        size: file.data.size,
        ...(file.pageCount ? { pageCount: file.pageCount } : {}),
        ...(file.fromSyllabus ? { fromSyllabus: file.fromSyllabus } : {}),
      }),
    );
    this.files.upload(row).catch((e: unknown) => console.warn('PDF upload to the relay failed', e));
    return { ok: true, file: row, added: true };
  }

  /** Takes a PDF off a reading; its annotations stay (attach the same file again and they are back). */
  async detach(fileId: string): Promise<void> {
    const row = this.repos.readingFiles.get(fileId);
    if (!row) return;
    await this.store.commit(() => this.repos.readingFiles.remove(fileId));
    const stillUsed = this.repos.readingFiles.list().some((f) => f.hash === row.hash);
    if (!stillUsed) await this.store.db.files.delete(pdfFileId(row.hash));
  }

  annotationsOf(readingId: string, hash: string): PdfAnnotation[] {
    return this.repos.annotations
      .list()
      .filter((a) => a.readingId === readingId && a.fileHash === hash)
      .sort(byPosition);
  }

  /** Creates an annotation from an editor's fields. */
  addAnnotation(readingId: string, fileHash: string, fields: AnnotationFields, id?: string): PdfAnnotation {
    return this.repos.annotations.create({ readingId, fileHash, ...fields, ...(id ? { id } : {}) });
  }

  /** Writes what changed of an annotation; an unchanged one is not written again. Returns true if it wrote. */
  updateAnnotation(id: string, fields: AnnotationFields): boolean {
    const stored = this.repos.annotations.get(id);
    if (!stored) return false;
    const patch = changedFields(stored, fields);
    if (!patch) return false;
    this.repos.annotations.update(id, patch);
    return true;
  }

  removeAnnotation(id: string): void {
    this.repos.annotations.remove(id);
  }

  /** The comment (popup text) of an annotation; an empty one is removed. */
  setComment(id: string, contents: string): void {
    const text = contents.trim();
    const stored = this.repos.annotations.get(id);
    if (!stored || (stored.contents ?? '') === text) return;
    this.repos.annotations.update(
      id,
      text ? { contents: text, popupRef: `popup-${id}` } : { contents: undefined, popupRef: undefined },
    );
  }

  async position(readingId: string, hash: string): Promise<ReaderPosition | undefined> {
    const value = (await this.store.kv.get(positionKey(readingId, hash))) as
      | Partial<ReaderPosition>
      | undefined;
    if (!value || typeof value.page !== 'number' || !Number.isInteger(value.page) || value.page < 1)
      return undefined;
    return {
      page: value.page,
      scale: typeof value.scale === 'string' ? value.scale.slice(0, 20) : 'auto',
      offset: typeof value.offset === 'number' && value.offset >= 0 && value.offset <= 1 ? value.offset : 0,
    };
  }

  savePosition(readingId: string, hash: string, position: ReaderPosition): Promise<void> {
    return this.store.kv.set(positionKey(readingId, hash), position);
  }
}

const services = new WeakMap<DocketStore, ReaderService>();

export function readerServiceFor(store: DocketStore): ReaderService {
  let s = services.get(store);
  if (!s) {
    s = new ReaderService(store);
    services.set(store, s);
  }
  return s;
}
