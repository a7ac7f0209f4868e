import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

/** How long the Undo of a delete is offered. */
export const UNDO_MS = 8_000;

/** "Delete X?" with what goes with it; Delete runs onConfirm (which resolves once the delete is on disk). */
export function ConfirmDelete({
  opened,
  title,
  message,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Text>{message}</Text>
      <Text size="sm" mt="xs">
        You can undo this for a few seconds afterwards.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => {
            setBusy(true);
            onConfirm().finally(() => setBusy(false));
          }}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}

/** A notification saying what was deleted, with an Undo button for UNDO_MS. */
export function showUndo(message: string, undo: () => Promise<void>): void {
  const id = `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    message: (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo().then(
              () => notifications.show({ color: 'green', message: 'Restored.' }),
              (error) => {
                console.error('Undo failed', error);
                notifications.show({ color: 'red', message: 'Could not undo the delete.' });
              },
            );
          }}
        >
          Undo
        </Button>
      </Group>
    ),
    autoClose: UNDO_MS,
  });
}
