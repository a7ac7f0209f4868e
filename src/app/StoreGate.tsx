import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { bindPageLifecycle } from '../data/lifecycle';
import { StoreContext } from '../data/react';
import { recoveryNotices } from '../data/recoveryNotices';
import { type DocketStore, startStore } from '../data/store';
import { SERVER_COPY_DAMAGED_MESSAGE, SERVER_COPY_DAMAGED_TITLE, startSync } from '../data/sync';
import { whenQuiet } from '../ui/quietWork';
import { router } from './router';

type Gate =
  | { state: 'starting' }
  | { state: 'ready'; store: DocketStore }
  | { state: 'failed'; message: string };

let started: Promise<DocketStore> | undefined;
/**
 * One store per page, even when React mounts effects twice in development. main.tsx calls it before the
 * first render, so reading the saved document overlaps loading the screen's code and the first render.
 */
export const startOnce = () => {
  // The snapshot's timed save (the second copy: y-indexeddb stores every update at once) waits while a screen
  // is being drawn; a hidden page and a commit the UI reports as saved still write at once.
  started ??= startStore({ snapshot: { whenQuiet: (save) => whenQuiet(save) } });
  return started;
};

/** Opens the local store, then renders the app; says plainly why when it cannot start. */
export function StoreGate() {
  const [gate, setGate] = useState<Gate>({ state: 'starting' });
  useEffect(() => {
    let unbind = () => {};
    startOnce().then(
      (store) => {
        unbind = bindPageLifecycle(store);
        // Live sync with the relay (src/data/sync, docs/sync.md): once per page, idempotent, never blocks rendering.
        const sync = startSync(store);
        sync.client.onServerCopyDamaged(() =>
          notifications.show({
            id: 'server-copy-damaged',
            color: 'yellow',
            autoClose: false,
            title: SERVER_COPY_DAMAGED_TITLE,
            message: SERVER_COPY_DAMAGED_MESSAGE,
          }),
        );
        if (store.restored.keptAsideAs) {
          notifications.show({
            color: 'yellow',
            autoClose: false,
            title: 'A damaged backup copy was set aside',
            message: `Docket could not read its saved snapshot, so it kept it aside (${store.restored.keptAsideAs}) and carried on with your data.`,
          });
        }
        for (const notice of recoveryNotices(store.recovery)) {
          notifications.show({ ...notice, color: 'yellow', autoClose: false });
        }
        setGate({ state: 'ready', store });
        // Syllabus import: GET /api/syllabi once, merged into courses with no local syllabus (warning on
        // failure). Loaded lazily to keep it out of the first paint; once the page is quiet (the first screen
        // drawn, its warm-ups done, no link being followed: whenQuiet).
        whenQuiet(() => void import('../data/syllabi').then((m) => m.syllabusServiceFor(store).loadRemote()));
        // Restore points: today's is taken once the page is quiet (unless taken) and daily while Docket stays
        // open (docs/backups.md).
        whenQuiet(() => void import('../data/backup/service').then((m) => m.startDailyRestorePoints(store)));
      },
      (error: unknown) =>
        setGate({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => unbind();
  }, []);

  if (gate.state === 'starting') {
    return (
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Loader aria-label="Opening Docket" />
          <Text c="dimmed">Opening your desk…</Text>
        </Stack>
      </Center>
    );
  }
  if (gate.state === 'failed') {
    return (
      <Center h="100vh" p="md">
        <Stack maw={560}>
          <Title order={1} size="h2">
            Docket cannot start
          </Title>
          <Alert color="red" role="alert">
            {gate.message}
          </Alert>
        </Stack>
      </Center>
    );
  }
  return (
    <StoreContext.Provider value={gate.store}>
      <RouterProvider router={router} />
    </StoreContext.Provider>
  );
}
