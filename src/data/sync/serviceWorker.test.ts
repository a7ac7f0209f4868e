import { expect, it } from 'vitest';
import { SW_MESSAGES, SYNC_TAG } from './serviceWorker';

it('the service worker uses the same tag and message names as the page', async () => {
  const fs = (await import(/* @vite-ignore */ 'node:fs/promises')) as {
    readFile(path: string, encoding: 'utf8'): Promise<string>;
  };
  const source = await fs.readFile(new URL('../../../workers/sw.ts', import.meta.url).pathname, 'utf8');
  expect(source).toContain(`const SYNC_TAG = '${SYNC_TAG}';`);
  expect(source).toContain(`const MSG_REGISTER_PERIODIC_SYNC = '${SW_MESSAGES.registerPeriodicSync}';`);
  expect(source).toContain(`const MSG_WAKE = '${SW_MESSAGES.wake}';`);
});
