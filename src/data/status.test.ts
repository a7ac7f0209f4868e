import { describe, expect, it, vi } from 'vitest';
import { StatusMachine } from './status';

describe('StatusMachine', () => {
  it('starts idle and tells listeners only on actual change', () => {
    const m = new StatusMachine();
    const l = vi.fn();
    m.subscribe(l);
    expect(m.get().status).toBe('idle');
    m.set('syncing');
    m.set('syncing');
    m.set('ready');
    m.set('ready');
    expect(l.mock.calls.map(([s]) => s.status)).toEqual(['syncing', 'ready']);
  });

  it('keeps the error message only while in error', () => {
    const m = new StatusMachine();
    m.set('error', 'WebSocket connection error');
    expect(m.get()).toMatchObject({ status: 'error', error: 'WebSocket connection error' });
    m.set('offline');
    expect(m.get().error).toBeUndefined();
  });

  it('records the last sync time', () => {
    const m = new StatusMachine();
    const l = vi.fn();
    m.subscribe(l);
    m.markSynced(5);
    m.markSynced(5);
    expect(m.get().lastSyncedAt).toBe(5);
    expect(l).toHaveBeenCalledTimes(1);
  });
});
