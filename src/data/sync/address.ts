import { SPACE_ID_PATTERN } from '../ids';

/** The relay's sync path; the provider appends '/<spaceId>'. */
export const SYNC_PATH = '/sync';
/** The relay's default port when the app is not served by the relay itself (SPEC section 9). */
export const DEFAULT_RELAY_PORT = 8787;

export interface PageLocation {
  protocol: string;
  host: string;
  hostname: string;
}

/**
 * The default sync endpoint: the page's own origin when the relay serves the app, else {hostname}:8787/sync
 * (SPEC: 'default {host}:8787/sync'). wss when the page is https.
 */
export function defaultSyncUrl(location: PageLocation, servedByRelay: boolean): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const host = servedByRelay ? location.host : `${bracket(location.hostname)}:${DEFAULT_RELAY_PORT}`;
  return `${scheme}//${host}${SYNC_PATH}`;
}

const bracket = (hostname: string) =>
  hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;

export type RelayUrlResult = { ok: true; url: string } | { ok: false; error: string };

export const RELAY_URL_ERROR =
  'Enter a ws://, wss://, http:// or https:// address, e.g. wss://relay.example.com';

/**
 * Reads what a student typed as the relay address. ws/wss are kept, http becomes ws and https wss; the path
 * ends in /sync (added when missing). Query strings and fragments are refused (the room is a path segment).
 */
export function normalizeRelayUrl(input: string): RelayUrlResult {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: RELAY_URL_ERROR };
  }
  const schemes: Record<string, string> = { 'ws:': 'ws:', 'wss:': 'wss:', 'http:': 'ws:', 'https:': 'wss:' };
  const scheme = schemes[url.protocol];
  if (!scheme || !url.hostname || url.search || url.hash || url.username || url.password)
    return { ok: false, error: RELAY_URL_ERROR };
  let path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith(SYNC_PATH)) path = `${path}${SYNC_PATH}`;
  return { ok: true, url: `${scheme}//${url.host}${path}` };
}

/** The full WebSocket address of one space, as the provider opens it. */
export const spaceSocketUrl = (syncUrl: string, spaceId: string) => `${syncUrl}/${spaceId}`;

/**
 * The pairing link of a space. The space id travels in the fragment, which browsers never send to a server
 * (nor in a Referer). A relay address other than the default travels with it, so the new device finds it.
 */
export function pairingLink(origin: string, spaceId: string, customRelay?: string): string {
  const params = new URLSearchParams({ join: spaceId });
  if (customRelay) params.set('relay', customRelay);
  return `${origin}/settings#${params.toString()}`;
}

export interface PairingTarget {
  spaceId: string;
  /** A relay address carried by the link, when it names one. */
  relay?: string;
}

/**
 * Reads a pasted pairing link or code: a link with #join=<id> or ?join=<id> (any origin), or the bare space id.
 * Returns undefined when it is neither.
 */
export function parsePairing(input: string): PairingTarget | undefined {
  const text = input.trim();
  if (SPACE_ID_PATTERN.test(text)) return { spaceId: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return pairingFromParts(url.search, url.hash);
}

/** The pairing target in a location's search or hash (?join= or #join=), if any. */
export function pairingFromParts(search: string, hash: string): PairingTarget | undefined {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const spaceId = params.get('join') ?? '';
    if (!SPACE_ID_PATTERN.test(spaceId)) continue;
    const relayText = params.get('relay');
    const relay = relayText ? normalizeRelayUrl(relayText) : undefined;
    return relay?.ok ? { spaceId, relay: relay.url } : { spaceId };
  }
  return undefined;
}

/** Host names only this machine can reach: localhost (and *.localhost), 127.0.0.0/8, ::1, 0.0.0.0. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0.0.0.0') return true;
  const parts = h.split('.');
  return parts.length === 4 && parts[0] === '127' && parts.every((p) => /^\d{1,3}$/.test(p));
}

/** Whether a pairing link would send other devices to an address only this machine can reach. */
export function pairingLinkIsLocalOnly(link: string): boolean {
  try {
    const url = new URL(link);
    const relay = new URLSearchParams(url.hash.slice(1)).get('relay');
    return isLoopbackHost(url.hostname) || (relay !== null && isLoopbackHost(new URL(relay).hostname));
  } catch {
    return false;
  }
}

export const SHARE_ORIGIN_ERROR = 'Enter the address other devices open, e.g. http://192.168.1.20:8787';

/** The address other devices should open (http or https, host and port, nothing else). */
export function normalizeShareOrigin(input: string): RelayUrlResult {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, error: SHARE_ORIGIN_ERROR };
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.hostname ||
    url.username ||
    url.password
  )
    return { ok: false, error: SHARE_ORIGIN_ERROR };
  return { ok: true, url: url.origin };
}
