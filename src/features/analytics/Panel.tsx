import { ActionIcon, Alert, Group, Paper, Popover, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Outcome } from '../../core/analytics';

export type { Outcome } from '../../core/analytics';

/** A panel: title, a "How is this computed?" popover with the formula in words, and its body or the error block. */
export function Panel<T>({
  id,
  title,
  formula,
  outcome,
  children,
}: {
  id: string;
  title: string;
  formula: string;
  outcome: Outcome<T>;
  children: (value: T) => ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Popover width={300} position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" aria-label={`How is ${title.toLowerCase()} computed?`}>
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" fw={600} mb={4}>
              How is this computed?
            </Text>
            <Text size="sm" data-testid={`${id}-formula`}>
              {formula}
            </Text>
          </Popover.Dropdown>
        </Popover>
      </Group>
      {outcome.ok ? (
        children(outcome.value)
      ) : (
        <Alert color="red" title="Error" role="alert">
          {outcome.message}
        </Alert>
      )}
    </Paper>
  );
}

/** The big figure of a panel. */
export function Figure({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div>
      <Text fz={32} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** A chart with its text alternative: the chart is hidden from assistive tech, the caption reads its numbers. */
export function ChartFigure({
  summary,
  children,
  testId,
}: {
  summary: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div aria-hidden="true">{children}</div>
      <Text component="figcaption" size="xs" c="dimmed" mt={4} data-testid={`${testId}-summary`}>
        {summary}
      </Text>
    </figure>
  );
}

/** A panel's empty state: what is missing and what to do to fill it. */
export function PanelEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="md" radius="sm" data-testid="panel-empty">
      <Text size="sm">{children}</Text>
      {action && <Group mt="xs">{action}</Group>}
    </Paper>
  );
}

/**
 * Charts are hidden from assistive tech (their caption reads the numbers), so they must not take keyboard
 * focus either: recharts' keyboard layer is switched off.
 */
export const NOT_FOCUSABLE = { accessibilityLayer: false } as const;
