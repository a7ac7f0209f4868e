import { describe, expect, it } from 'vitest';
import { newSpaceId } from '../ids';
import { defaultSyncUrl, normalizeRelayUrl, pairingFromParts, pairingLink, parsePairing } from './address';

const page = (protocol: string, host: string) => ({ protocol, host, hostname: host.replace(/:\d+$/, '') });

describe('relay address', () => {
  it("defaults to the page's own origin when served by the relay, else {hostname}:8787/sync", () => {
    expect(defaultSyncUrl(page('https:', 'docket.example:443'), true)).toBe('wss://docket.example:443/sync');
    expect(defaultSyncUrl(page('http:', 'localhost:5173'), false)).toBe('ws://localhost:8787/sync');
    expect(defaultSyncUrl(page('https:', 'app.example'), false)).toBe('wss://app.example:8787/sync');
  });

  it('accepts ws, wss, http and https addresses and ends them in /sync', () => {
    expect(normalizeRelayUrl('wss://relay.example.com')).toEqual({
      ok: true,
      url: 'wss://relay.example.com/sync',
    });
    expect(normalizeRelayUrl(' https://relay.example.com/ ')).toEqual({
      ok: true,
      url: 'wss://relay.example.com/sync',
    });
    expect(normalizeRelayUrl('http://10.0.0.2:8787/sync/')).toEqual({
      ok: true,
      url: 'ws://10.0.0.2:8787/sync',
    });
    expect(normalizeRelayUrl('ws://host/docket')).toEqual({ ok: true, url: 'ws://host/docket/sync' });
  });

  it('refuses other schemes, garbage, queries and credentials', () => {
    for (const bad of [
      'ftp://x',
      'relay.example.com',
      '',
      'wss://x/sync?a=1',
      'wss://u:p@x',
      'javascript:alert(1)',
    ])
      expect(normalizeRelayUrl(bad).ok).toBe(false);
  });
});

describe('pairing', () => {
  const id = newSpaceId();
  it('makes a link with the space in the fragment, and reads it back', () => {
    const link = pairingLink('https://docket.example', id);
    expect(link).toBe(`https://docket.example/settings#join=${id}`);
    expect(parsePairing(link)).toEqual({ spaceId: id });
  });

  it('carries a custom relay address', () => {
    const link = pairingLink('http://localhost:5173', id, 'wss://relay.example.com/sync');
    expect(parsePairing(link)).toEqual({ spaceId: id, relay: 'wss://relay.example.com/sync' });
  });

  it('reads a bare code, ?join= links, and refuses anything else', () => {
    expect(parsePairing(`  ${id} `)).toEqual({ spaceId: id });
    expect(parsePairing(`http://x/settings?join=${id}`)).toEqual({ spaceId: id });
    expect(pairingFromParts('', `#join=${id}`)).toEqual({ spaceId: id });
    expect(parsePairing('hello')).toBeUndefined();
    expect(parsePairing('http://x/settings#join=short')).toBeUndefined();
  });
});

describe('addresses other devices cannot reach', () => {
  it('knows loopback host names', async () => {
    const { isLoopbackHost } = await import('./address');
    for (const h of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '0.0.0.0',
    ])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of [
      '192.168.1.20',
      'docket.example.com',
      '10.0.0.1',
      '127.example.com',
      'localhost.example.com',
    ])
      expect(isLoopbackHost(h)).toBe(false);
  });

  it('flags a pairing link whose page or relay is loopback', async () => {
    const { pairingLink, pairingLinkIsLocalOnly } = await import('./address');
    expect(pairingLinkIsLocalOnly(pairingLink('http://localhost:8787', 'space'))).toBe(true);
    expect(pairingLinkIsLocalOnly(pairingLink('http://192.168.1.20:8787', 'space'))).toBe(false);
    expect(
      pairingLinkIsLocalOnly(pairingLink('https://docket.example.com', 'space', 'ws://127.0.0.1:8787/sync')),
    ).toBe(true);
    expect(pairingLinkIsLocalOnly('not a link')).toBe(false);
  });

  it('reads the address for other devices: http(s) origin only', async () => {
    const { normalizeShareOrigin, SHARE_ORIGIN_ERROR } = await import('./address');
    expect(normalizeShareOrigin(' http://192.168.1.20:8787/settings ')).toEqual({
      ok: true,
      url: 'http://192.168.1.20:8787',
    });
    for (const bad of ['192.168.1.20', 'ftp://x', 'javascript:alert(1)', 'http://u:p@host', ''])
      expect(normalizeShareOrigin(bad)).toEqual({ ok: false, error: SHARE_ORIGIN_ERROR });
  });
});

describe('retryDelay', () => {
  it('follows the provider: 100 ms x 2^n, capped', async () => {
    const { retryDelay } = await import('./SyncClient');
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 2_500))).toEqual([200, 400, 800, 1600, 2500]);
  });
});
