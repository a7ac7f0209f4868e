import { describe, expect, it } from 'vitest';
import { relativeTime, SYNC_STATUS_DISPLAY } from './syncStatus';

describe('sync indicator', () => {
  it('has the spec labels and colours', () => {
    expect(
      Object.fromEntries(Object.entries(SYNC_STATUS_DISPLAY).map(([k, v]) => [k, `${v.label}/${v.color}`])),
    ).toEqual({
      idle: 'Idle/gray',
      loading: 'Loading/yellow',
      ready: 'Connected/green',
      offline: 'Offline/gray',
      error: 'Error/red',
      syncing: 'Syncing/blue',
    });
  });
  it('buckets relative time at 60 s, 1 h and 1 day', () => {
    const now = 10 * 86_400_000;
    expect(relativeTime(now - 59_999, now)).toBe('just now');
    expect(relativeTime(now - 60_000, now)).toBe('1m ago');
    expect(relativeTime(now - 3_599_999, now)).toBe('59m ago');
    expect(relativeTime(now - 3_600_000, now)).toBe('1h ago');
    expect(relativeTime(now - 86_399_999, now)).toBe('23h ago');
    expect(relativeTime(now - 86_400_000, now)).toBe('1d ago');
    expect(relativeTime(now + 5000, now)).toBe('just now');
  });
});
