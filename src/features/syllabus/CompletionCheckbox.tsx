import { Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isDeviceFullError } from '../../core/rpa';
import type { Reading } from '../../core/model';
import { useSyllabusService } from './hooks';

/**
 * "Mark as complete" for one reading. The tick shows at once; while it is being written to the device the
 * box is busy (aria-busy), and only then is the change saved - closing the tab after that loses nothing.
 */
export function CompletionCheckbox({ reading, named }: { reading: Reading; named?: boolean }) {
  const service = useSyllabusService();
  const [saving, setSaving] = useState(false);
  return (
    <Checkbox
      label="Mark as complete"
      aria-label={named ? `Mark ${reading.title} as complete` : undefined}
      aria-busy={saving || undefined}
      data-saving={saving || undefined}
      checked={reading.completed}
      onChange={(e) => {
        setSaving(true);
        service
          .saveCompleted(reading.id, e.currentTarget.checked)
          .catch((error) => {
            console.error('Saving the completion failed', error);
            // A full device: the tick was undone; say why (src/data/commit.ts).
            if (isDeviceFullError(error)) notifications.show({ color: 'red', message: error.message });
          })
          .finally(() => setSaving(false));
      }}
    />
  );
}
