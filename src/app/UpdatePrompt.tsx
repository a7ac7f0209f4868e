import { Alert, Button, Group, Text } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** When a new version is waiting, ask before reloading: never swap the app under the student's feet. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
  if (!needRefresh) return null;
  return (
    <Alert color="cyan" mb="md" role="status" title="A new version of Docket is ready">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Reload to use it. Everything you have saved stays.</Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
