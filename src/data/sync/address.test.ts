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
