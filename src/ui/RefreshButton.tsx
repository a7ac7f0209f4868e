import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** A list page's Refresh action (reads the list again). */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onClick}>
      Refresh
    </Button>
  );
}
