import { createHash } from 'node:crypto';

/**
 * Checksummed records of the doc store. Every stored update is MAGIC_UPDATE + 8-byte checksum + the
 * update; the checksum covers the space id and the record's clock too, so a record can be neither
 * altered nor moved to another place undetected. Each space also has a head record (first and last
 * clock of its contiguous updates), written in the same atomic batch as the updates, so a missing
 * record (a gap, a lost tail) is detected as well.
 */
const MAGIC_UPDATE = [0xd0, 0xc1] as const;
const MAGIC_HEAD = [0xd0, 0xc2] as const;
const SUM_BYTES = 8;
const HEADER = 2 + SUM_BYTES;

/** A space whose stored records fail verification; it is set aside, never served. */
export class DamagedSpaceError extends Error {
  constructor(reason: string) {
    super(`Stored space failed verification: ${reason}`);
    this.name = 'DamagedSpaceError';
  }
}

function checksum(spaceId: string, label: string, body: Uint8Array): Buffer {
  return createHash('sha256')
    .update(spaceId)
    .update('\0')
    .update(label)
    .update('\0')
    .update(body)
    .digest()
    .subarray(0, SUM_BYTES);
}

function seal(magic: readonly number[], sum: Buffer, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(HEADER + body.length);
  out.set(magic, 0);
  out.set(sum, 2);
  out.set(body, HEADER);
  return out;
}

function hasMagic(value: Uint8Array, magic: readonly number[]): boolean {
  return value.length >= HEADER && value[0] === magic[0] && value[1] === magic[1];
}

export function sealUpdate(spaceId: string, clock: number, update: Uint8Array): Uint8Array {
  return seal(MAGIC_UPDATE, checksum(spaceId, `u${clock}`, update), update);
}

export function isSealedUpdate(value: Uint8Array): boolean {
  return hasMagic(value, MAGIC_UPDATE);
}

/** The update inside a sealed record; throws DamagedSpaceError when it does not verify. */
export function openUpdate(spaceId: string, clock: number, value: Uint8Array): Uint8Array {
  if (!hasMagic(value, MAGIC_UPDATE)) throw new DamagedSpaceError(`update ${clock} has no checksum header`);
  const body = value.subarray(HEADER);
  if (!checksum(spaceId, `u${clock}`, body).equals(Buffer.from(value.subarray(2, HEADER)))) {
    throw new DamagedSpaceError(`update ${clock} checksum mismatch`);
  }
  return body;
}

export interface Head {
  /** Clock of the first and last stored update (contiguous). */
  first: number;
  last: number;
}

export function sealHead(spaceId: string, head: Head): Uint8Array {
  const body = new TextEncoder().encode(JSON.stringify(head));
  return seal(MAGIC_HEAD, checksum(spaceId, 'head', body), body);
}

export function openHead(spaceId: string, value: Uint8Array): Head {
  if (!hasMagic(value, MAGIC_HEAD)) throw new DamagedSpaceError('head record has no checksum header');
  const body = value.subarray(HEADER);
  if (!checksum(spaceId, 'head', body).equals(Buffer.from(value.subarray(2, HEADER)))) {
    throw new DamagedSpaceError('head record checksum mismatch');
  }
  let head: unknown;
  try {
    head = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new DamagedSpaceError('head record unreadable');
  }
  const { first, last } = (head ?? {}) as Partial<Head>;
  if (
    !Number.isSafeInteger(first) ||
    !Number.isSafeInteger(last) ||
    (first as number) > (last as number) + 1
  ) {
    throw new DamagedSpaceError('head record malformed');
  }
  return { first: first as number, last: last as number };
}
