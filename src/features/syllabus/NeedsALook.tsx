import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { isHighlighted, type SyllabusDraft } from '../../core/schedule';

/** How many readings the review highlights (confidence under 70: the structurer was unsure). */
export const lowConfidenceCount = (d: SyllabusDraft): number =>
  d.weeks.reduce((n, w) => n + w.readings.filter((r) => isHighlighted(r.confidence)).length, 0);

export const needsALookText = (n: number) =>
  n === 1 ? '1 reading needs a look' : `${n} readings need a look`;

/** Moves focus to the i-th highlighted row's first field and scrolls it into view. */
function focusRow(i: number): void {
  const rows = document.querySelectorAll<HTMLElement>('[data-low-confidence]');
  const row = rows[i];
  if (!row) return;
  row.scrollIntoView({ block: 'center' });
  row.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/** "N readings need a look", with Previous / Next that jump between the highlighted rows. */
export function NeedsALook({ draft }: { draft: SyllabusDraft }) {
  const n = lowConfidenceCount(draft);
  const [at, setAt] = useState(-1);
  if (n === 0) return null;
  const go = (step: number) => {
    const next = (((at + step) % n) + n) % n;
    setAt(next);
    focusRow(next);
  };
  return (
    <Alert color="yellow" data-testid="needs-a-look">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{needsALookText(n)}</Text>
        <Group gap="xs">
          {at >= 0 && (
            <Text size="sm" aria-live="polite">
              {at + 1} of {n}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={() => go(-1)} aria-label="Previous reading to check">
            Previous
          </Button>
          <Button size="xs" variant="default" onClick={() => go(1)} aria-label="Next reading to check">
            Next
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
