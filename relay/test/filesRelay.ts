import { afterAll, beforeAll } from 'vitest';
import * as Y from 'yjs';
import type { RelayHandle, RelayOptions } from '../server';
import { putRow, storeInSpace } from './docRows';
import { newSpaceId, startTestRelay, tempDir } from './helpers';

export interface FilesRelay {
  /** The running relay (set once the suite's beforeAll has run). */
  readonly relay: RelayHandle;
  /** The relay's folder (its data is in `dir`/data). */
  readonly dir: string;
  /** A space the relay knows: its document holds one course, so /api/files answers for it. */
  readonly space: string;
}

/**
 * The setup the /api/files suites share: a relay with `limits` in a temporary folder and a space holding one
 * course (stored the way a device stores it), started before the suite's tests and closed after them.
 */
export function filesRelayForSuite(limits: RelayOptions['limits']): FilesRelay {
  const space = newSpaceId();
  let relay: RelayHandle | undefined;
  let tmp: Awaited<ReturnType<typeof tempDir>> | undefined;
  beforeAll(async () => {
    tmp = await tempDir();
    relay = await startTestRelay(tmp.dir, { limits });
    const doc = new Y.Doc();
    putRow(doc, 'courses', { id: 'torts', name: 'Torts', code: 'LAW 101', semester: 'F' });
    await storeInSpace(relay.url, space, doc, (w) => w.getMap('courses').has('torts'));
  });
  afterAll(async () => {
    await relay?.close();
    await tmp?.cleanup();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The files relay is not started yet (${what})`);
    return value;
  };
  return {
    get relay() {
      return started(relay, 'relay');
    },
    get dir() {
      return started(tmp, 'dir').dir;
    },
    space,
  };
}
