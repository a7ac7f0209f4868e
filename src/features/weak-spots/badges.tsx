import { Badge } from '@mantine/core';
import type { WeakSpotPriority, WeakSpotStatus } from '../../core/model';
import { PRIORITY_LABELS, STATUS_LABELS } from '../../core/weakSpots';

export const STATUS_COLORS: Record<WeakSpotStatus, string> = {
  identified: 'red',
  investigating: 'orange',
  in_progress: 'blue',
  resolved: 'green',
  dismissed: 'gray',
};

export const PRIORITY_COLORS: Record<WeakSpotPriority, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

export function StatusBadge({ status }: { status: WeakSpotStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="status-badge">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: WeakSpotPriority }) {
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant="outline"
      c="var(--mantine-color-text)"
      data-testid="priority-badge"
    >
      {PRIORITY_LABELS[priority]} priority
    </Badge>
  );
}
