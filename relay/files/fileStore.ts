import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/respond';
import { formatLimit } from './limits';

/** A SHA-256 in lower-case hex: the only file name the store accepts. */
export const FILE_HASH = /^[0-9a-f]{64}$/;

export interface FileLimits {
  /** Largest file (bytes). */
  maxFileBytes: number;
  /** All files of one space together (bytes). */
  maxSpaceFileBytes: number;
}

/**
 * Content-addressed files per space, on local disk: <root>/<spaceId>/<sha256>. An upload is written to a
 * temporary file while it is hashed and counted, and kept only when its SHA-256 is the name it was sent under
 * and the limits hold; two uploads to one space are taken one after the other so the space limit holds.
 */
export class FileStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly root: string,
    private readonly limits: FileLimits,
  ) {}

  private dir(spaceId: string) {
    return path.join(this.root, spaceId);
  }

  /** Size of a stored file, or undefined. */
  async size(spaceId: string, hash: string): Promise<number | undefined> {
    try {
      return (await stat(path.join(this.dir(spaceId), hash))).size;
    } catch {
      return undefined;
    }
  }

  read(spaceId: string, hash: string): Readable {
    return createReadStream(path.join(this.dir(spaceId), hash));
  }

  /** Bytes the space's files take. */
  async used(spaceId: string): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir(spaceId));
    } catch {
      return 0;
    }
    let total = 0;
    for (const name of names) {
      if (!FILE_HASH.test(name)) continue;
      total += (await stat(path.join(this.dir(spaceId), name))).size;
    }
    return total;
  }

  /** Stores an upload; resolves false when the file was already there (the body is then discarded). */
  put(spaceId: string, hash: string, body: Readable, declared: number | undefined): Promise<boolean> {
    const previous = this.queues.get(spaceId) ?? Promise.resolve();
    const job = previous.catch(() => {}).then(() => this.write(spaceId, hash, body, declared));
    this.queues.set(spaceId, job);
    const forget = () => {
      if (this.queues.get(spaceId) === job) this.queues.delete(spaceId);
    };
    job.then(forget, forget);
    return job;
  }

  private async write(spaceId: string, hash: string, body: Readable, declared: number | undefined) {
    const { maxFileBytes, maxSpaceFileBytes } = this.limits;
    if (declared !== undefined && declared > maxFileBytes) throw tooLarge(maxFileBytes);
    if ((await this.size(spaceId, hash)) !== undefined) {
      body.resume();
      return false;
    }
    const room = maxSpaceFileBytes - (await this.used(spaceId));
    if (declared !== undefined && declared > room) throw spaceFull(maxSpaceFileBytes);
    const dir = this.dir(spaceId);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}`);
    try {
      const size = await streamToFile(body, temp, Math.min(maxFileBytes, room), (n) =>
        n > maxFileBytes ? tooLarge(maxFileBytes) : spaceFull(maxSpaceFileBytes),
      );
      if (size.bytes === 0) throw new HttpError(400, 'The file is empty');
      if (size.hash !== hash) throw new HttpError(422, 'The uploaded bytes do not match their SHA-256 hash');
      await rename(temp, path.join(dir, hash));
      return true;
    } finally {
      await rm(temp, { force: true });
    }
  }
}

const tooLarge = (limit: number) => new HttpError(413, `File too large (limit ${formatLimit(limit)} a file)`);
const spaceFull = (limit: number) =>
  new HttpError(507, `This space's file storage is full (limit ${formatLimit(limit)} a space)`);

function streamToFile(
  body: Readable,
  file: string,
  limit: number,
  overLimit: (bytes: number) => Error,
): Promise<{ bytes: number; hash: string }> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx' });
    const hash = createHash('sha256');
    let bytes = 0;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      body.unpipe(out);
      body.resume();
      out.destroy();
      reject(err);
    };
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) fail(overLimit(bytes));
      else hash.update(chunk);
    });
    body.on('error', fail);
    body.on('aborted', () => fail(new HttpError(400, 'Upload aborted')));
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) resolve({ bytes, hash: hash.digest('hex') });
    });
    body.pipe(out);
  });
}
