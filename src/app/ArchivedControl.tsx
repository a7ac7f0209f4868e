import { Switch } from '@mantine/core';
import { useSetting, useStore } from '../data/react';

/** The nav bar's option to leave archived items out of lists and pickers (per device). */
export function ArchivedControl() {
  const { settings } = useStore();
  const excludeArchived = useSetting(settings.excludeArchived);
  return (
    <Switch
      label="Hide archived"
      size="sm"
      style={{ flex: 'none' }}
      checked={excludeArchived}
      onChange={(event) => void settings.excludeArchived.set(event.currentTarget.checked)}
    />
  );
}
