import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { notificationsSupported } from './alarm';

/** A chime plays when time is up; notifications (when allowed) tell a student who is in another tab. */
export function AlarmSettings() {
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  return (
    <Text size="xs" c="dimmed">
      A gentle chime plays when time is up. {permission === 'granted' && 'You will also get a notification.'}
      {permission === 'default' && (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          Also notify me
        </Button>
      )}
    </Text>
  );
}
