import type { KeyValueStore } from './keyValue';
import { DEVICE_ID_PATTERN, newAnonymousId, newDeviceId, newSpaceId, SPACE_ID_PATTERN } from './ids';

export interface Identity {
  /** Sent in the sync connect message: 'device-' + 9 base-36 characters. */
  deviceId: string;
  /** Anonymous UUID sent as the X-Device-ID header. */
  anonymousId: string;
  /** This student's sync space. */
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

/** Reads this device's identifiers, creating and persisting any that are missing or malformed. */
export async function loadIdentity(kv: KeyValueStore): Promise<Identity> {
  return {
    deviceId: await keep(kv, 'deviceId', DEVICE_ID_PATTERN, newDeviceId),
    anonymousId: await keep(kv, 'anonymousId', UUID, newAnonymousId),
    spaceId: await keep(kv, 'spaceId', SPACE_ID_PATTERN, newSpaceId),
  };
}
