/** A space id: at least 128 random bits in base64url (22+ chars), at most 64 chars. */
export const SPACE_ID = /^[A-Za-z0-9_-]{22,64}$/;
