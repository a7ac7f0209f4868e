import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { ShellLink } from './ShellLink';
import { relativeTime, SYNC_STATUS_DISPLAY } from '../core/format/syncStatus';
import { useStoreStatus } from '../data/react';

/** A coloured dot, 'Sync: <label>' and, once a sync time exists, 'Last: <relative>'. Links to settings. */
export function SyncIndicator() {
  const state = useStoreStatus();
  const display = SYNC_STATUS_DISPLAY[state.status];
  const [now, setNow] = useState(() => Date.now());
  // 'Last: …' moves on every 30 s (started once; stopped when the indicator goes).
  useInterval(() => setNow(Date.now()), 30_000, { autoInvoke: true });

  return (
    <UnstyledButton component={ShellLink} to="/settings" title={state.error}>
      <Group gap={6} wrap="nowrap" data-testid="sync-indicator" data-status={state.status}>
        <Box w={10} h={10} bg={`${display.color}.6`} style={{ borderRadius: '50%', flex: 'none' }} />
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          Sync: {display.label}
        </Text>
        {state.lastSyncedAt !== undefined && (
          <Text size="xs" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            Last: {relativeTime(state.lastSyncedAt, now)}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
