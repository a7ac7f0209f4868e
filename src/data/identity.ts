import type { KeyValueStore } from './keyValue';
import { DEVICE_ID_PATTERN, newAnonymousId, newDeviceId, newSpaceId, SPACE_ID_PATTERN } from './ids';

export interface Identity {
  /** Sent in the sync connect message: 'device-' + 9 base-36 characters. */
  deviceId: string;
  /** Anonymous UUID sent as the X-Device-ID header. */
  anonymousId: string;
  /** This student's sync space; '' when the stored id was damaged (no space until paired again). */
  spaceId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function keep(kv: KeyValueStore, key: string, valid: RegExp, make: () => string): Promise<string> {
  const stored = await kv.get(key);
  if (typeof stored === 'string' && valid.test(stored)) return stored;
  const fresh = make();
  await kv.set(key, fresh);
  return fresh;
}

/** Where a damaged space id is kept (never overwritten by a later one: each gets its own key). */
export const GARBLED_SPACE_ID_KEY = 'spaceId:garbled';

/**
 * The sync space id. A stored id that is damaged is neither replaced nor dropped: it is kept (also under
 * GARBLED_SPACE_ID_KEY) and reported, and no new space is started: the device has no space ('') until
 * the student pairs it again or starts a new space (sync/service.ts), so nothing silently starts empty.
 */
async function keepSpaceId(kv: KeyValueStore): Promise<{ spaceId: string; garbled?: string }> {
  const stored = await kv.get('spaceId');
  if (typeof stored === 'string' && SPACE_ID_PATTERN.test(stored)) return { spaceId: stored };
  if (stored === undefined) {
    const fresh = newSpaceId();
    await kv.set('spaceId', fresh);
    return { spaceId: fresh };
  }
  const garbled = typeof stored === 'string' ? stored : JSON.stringify(stored);
  const existing = await kv.keys(GARBLED_SPACE_ID_KEY);
  const kept = await Promise.all(existing.map((key) => kv.get(key)));
  if (!kept.includes(garbled)) {
    const key = existing.length === 0 ? GARBLED_SPACE_ID_KEY : `${GARBLED_SPACE_ID_KEY}:${Date.now()}`;
    await kv.set(key, garbled);
    console.warn('The stored sync space id was damaged; kept as', key);
  }
  return { spaceId: '', garbled };
}

/**
 * Reads this device's identifiers, creating and persisting any that are missing or malformed; a damaged
 * space id is kept and returned as garbledSpaceId.
 */
export async function loadIdentity(
  kv: KeyValueStore,
): Promise<{ identity: Identity; garbledSpaceId?: string }> {
  const space = await keepSpaceId(kv);
  const identity = {
    deviceId: await keep(kv, 'deviceId', DEVICE_ID_PATTERN, newDeviceId),
    anonymousId: await keep(kv, 'anonymousId', UUID, newAnonymousId),
    spaceId: space.spaceId,
  };
  return space.garbled === undefined ? { identity } : { identity, garbledSpaceId: space.garbled };
}
