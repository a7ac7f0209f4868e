import { ActionIcon, Alert, ColorSwatch, Group, Paper, Popover, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { ResponsiveContainer } from 'recharts';
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

/** A series of a chart: its name and its Mantine colour ('cyan.7'). */
export interface ChartSeries {
  name: string;
  color: string;
}

/** A chart's key, drawn by us above the chart (recharts' legend measures itself and redraws the chart). */
export function ChartKey({ series }: { series: readonly ChartSeries[] }) {
  return (
    <Group gap="md" justify="flex-end" mb={4}>
      {series.map((s) => (
        <Group key={s.name} gap={6} wrap="nowrap">
          <ColorSwatch
            color={`var(--mantine-color-${s.color.replace('.', '-')})`}
            size={10}
            withShadow={false}
          />
          <Text size="xs">{s.name}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The width of the chart's box, measured before the first paint and followed when it changes: the charts are
 * drawn at that size at once, instead of each recharts ResponsiveContainer measuring itself after a first
 * empty pass. 0 until measured.
 */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * A recharts chart (@mantine/charts; the fluency line) of `height` px, as wide as its panel, with its text
 * alternative: the chart is hidden from assistive tech, the caption reads the numbers. The chart's hover tooltip
 * is only set up once the pointer comes over it (`chart(interactive)`): it is a live part of every chart
 * that nobody reads on the way in.
 */
export function ChartFigure({
  summary,
  chart,
  height,
  testId,
}: {
  summary: string;
  chart: (interactive: boolean) => ReactNode;
  height: number;
  testId: string;
}) {
  const { box, width } = useBoxWidth();
  const [interactive, setInteractive] = useState(false);
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <div aria-hidden="true" onPointerEnter={() => setInteractive(true)}>
        <div ref={box} style={{ height }}>
          {width > 0 && (
            <ResponsiveContainer width={width} height={height}>
              {chart(interactive)}
            </ResponsiveContainer>
          )}
        </div>
      </div>
      <Caption testId={testId}>{summary}</Caption>
    </figure>
  );
}

function Caption({ testId, children }: { testId: string; children: string }) {
  return (
    <Text component="figcaption" size="xs" c="dimmed" mt={4} data-testid={`${testId}-summary`}>
      {children}
    </Text>
  );
}

/** A figure that is not a recharts chart (the activity calendar, the Mantine-drawn bar charts), with its caption. */
export function PlainFigure({
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
      <Caption testId={testId}>{summary}</Caption>
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
