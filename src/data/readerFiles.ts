import type { ReadingFile } from '../core/model';
import { READER_TEXT } from '../core/reader';
import type { DocketStore } from './store';
import { syncServiceFor } from './sync';

/** The Dexie `files` id of a PDF kept by its SHA-256 (one copy per device, whatever reading uses it). */
export const pdfFileId = (hash: string) => `pdf-${hash}`;

/** SHA-256 of a blob, lower-case hex. */
export async function sha256Hex(data: Blob | ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The relay's HTTP origin and this device's space, when sync is on (undefined: this device only). */
export function relayTarget(store: DocketStore): { base: string; spaceId: string } | undefined {
  const sync = syncServiceFor(store);
  if (!sync) return undefined;
  const info = sync.client.getInfo();
  if (!info.enabled || !info.url) return undefined;
  const url = new URL(info.url);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  const path = url.pathname.replace(/\/sync$/, '');
  return { base: `${url.origin}${path}`, spaceId: info.spaceId };
}

export type Progress = (received: number, total: number) => void;

/** Reads a response body into one blob, reporting progress (total 0 when the relay did not say). */
async function readWithProgress(response: Response, onProgress: Progress): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}

const errorOf = async (response: Response) => {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // not JSON: fall through
  }
  return `HTTP ${response.status}`;
};

/**
 * The PDFs of readings on this device (Dexie `files`, keyed by hash) and on the relay's file store of this
 * device's space (uploaded once by hash, fetched the first time another device opens them).
 */
export class ReaderFiles {
  private readonly uploads = new Map<string, Promise<void>>();

  constructor(private readonly store: DocketStore) {}

  async get(hash: string): Promise<Blob | undefined> {
    return (await this.store.db.files.get(pdfFileId(hash)))?.data;
  }

  async keep(hash: string, name: string, data: Blob): Promise<void> {
    await this.store.db.files.put({
      id: pdfFileId(hash),
      name,
      type: 'application/pdf',
      size: data.size,
      data,
      createdAt: Date.now(),
    });
  }

  /** Puts the file on the relay unless it is there already; silently nothing without a relay. */
  upload(file: Pick<ReadingFile, 'hash'>): Promise<void> {
    const running = this.uploads.get(file.hash);
    if (running) return running;
    const job = this.doUpload(file.hash).finally(() => this.uploads.delete(file.hash));
    this.uploads.set(file.hash, job);
    return job;
  }

  private async doUpload(hash: string): Promise<void> {
    const target = relayTarget(this.store);
    const blob = await this.get(hash);
    if (!target || !blob) return;
    const url = `${target.base}/api/files/${hash}`;
    const headers = { 'X-Space-ID': target.spaceId };
    const head = await fetch(url, { method: 'HEAD', headers, cache: 'no-store' });
    if (head.ok) return;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/pdf' },
      body: blob,
    });
    if (!put.ok) throw new Error(await errorOf(put));
  }

  /**
   * Fetches a file from the relay (first open on a paired device), checks its hash and keeps it. Throws
   * with a message for the student when it cannot.
   */
  async download(file: Pick<ReadingFile, 'hash' | 'name'>, onProgress: Progress): Promise<Blob> {
    const target = relayTarget(this.store);
    if (!target) throw new Error(READER_TEXT.noRelay);
    let response: Response;
    try {
      response = await fetch(`${target.base}/api/files/${file.hash}`, {
        headers: { 'X-Space-ID': target.spaceId },
        cache: 'no-store',
      });
    } catch {
      throw new Error(READER_TEXT.noRelay);
    }
    if (!response.ok) throw new Error(READER_TEXT.fetchFailed(await errorOf(response)));
    const blob = await readWithProgress(response, onProgress);
    if ((await sha256Hex(blob)) !== file.hash) throw new Error(READER_TEXT.hashMismatch);
    await this.keep(file.hash, file.name, blob);
    return blob;
  }
}
