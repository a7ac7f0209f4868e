import { customAlphabet, nanoid } from 'nanoid';

const base36 = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 9);

/** A new entity id: 21 URL-safe characters (126 bits). */
export const newId = (): string => nanoid();

/** The sync device id: 'device-' plus 9 random base-36 characters. */
export const newDeviceId = (): string => `device-${base36()}`;

/** The anonymous per-device identifier sent as X-Device-ID. */
export const newAnonymousId = (): string => crypto.randomUUID();

/** A sync space id: 22 base64url characters (132 bits). */
export const newSpaceId = (): string => nanoid(22);

export const DEVICE_ID_PATTERN = /^device-[0-9a-z]{9}$/;
export const SPACE_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
