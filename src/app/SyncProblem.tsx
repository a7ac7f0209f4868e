import { Alert, Button, Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { nextTryText, UNREACHABLE_SAVED, UNREACHABLE_TITLE } from '../core/format/syncProblem';
import { useStoreStatus } from '../data/react';
import { useSync, useSyncInfo } from '../data/sync';

/**
 * Sync: Error explained. When the relay cannot be reached while the network is up, says so, that nothing is
 * lost, and when the next try is (live countdown); Try now reconnects at once.
 */
export function SyncProblem() {
  const state = useStoreStatus();
  const info = useSyncInfo();
  const sync = useSync();
  const [now, setNow] = useState(() => Date.now());
  const { start, stop } = useInterval(() => setNow(Date.now()), 500);
  const unreachable = state.status === 'error' ? info.unreachable : undefined;
  // The countdown ticks only while the banner shows (start and stop are stable: the tick does not restart it).
  useEffect(() => {
    if (!unreachable) return;
    start();
    return stop;
  }, [start, stop, unreachable]);
  if (!unreachable) return null;
  const host = hostOf(info.url);
  return (
    <Alert color="orange" title={UNREACHABLE_TITLE} mb="md" data-testid="sync-unreachable">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {host ? `${host} does not answer. ` : ''}
          {UNREACHABLE_SAVED} {nextTryText(unreachable.nextRetryAt, now)}
        </Text>
        <Button size="xs" variant="light" color="orange" onClick={() => sync.reconnect()}>
          Try now
        </Button>
      </Group>
    </Alert>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
