import { describe, expect, it, vi } from 'vitest';
import { preloadedScreen } from './preloadedScreen';

const Page = () => null;

describe('preloadedScreen', () => {
  it('loads the screen code once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({ DashboardPage: Page }));
    const { preload, route } = preloadedScreen(load, 'DashboardPage');
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(typeof route.Component).toBe('function');
  });

  it('passes a failed load on and loads again on the next open', async () => {
    const load = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ DashboardPage: Page });
    const { preload } = preloadedScreen(load, 'DashboardPage');
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
