import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Recommendation, RecommendationPriority } from '../core/model';

export const PRIORITY_COLOR: Record<RecommendationPriority, string> = {
  high: 'red.8',
  medium: 'yellow.8',
  low: 'gray.7',
};

export const TYPE_LABEL: Record<Recommendation['type'], string> = {
  create_rpa: 'Create RPA',
  create_flowmap: 'Create flowmap',
  review_weak_spots: 'Review weak spots',
  practice_session: 'Practice session',
  review_reading: 'Review reading',
  syllabus_catch_up: 'Syllabus catch-up',
  upcoming_deadline: 'Upcoming deadline',
  weekly_review: 'Weekly review',
};

/** One recommendation: priority, title, why, Take Action and Dismiss (struck through and disabled once dismissed). */
export function RecommendationCard({
  item,
  onDismiss,
  headingLevel = 3,
}: {
  item: Recommendation;
  onDismiss: (item: Recommendation) => Promise<void>;
  headingLevel?: 2 | 3 | 4;
}) {
  const [busy, setBusy] = useState(false);
  const dismissed = item.dismissed;
  const Heading = `h${headingLevel}` as const;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={item.title}
      data-testid="recommendation"
      data-type={item.type}
      data-priority={item.priority}
      data-dismissed={dismissed ? 'true' : 'false'}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge color={PRIORITY_COLOR[item.priority]} variant="filled" size="sm">
            {item.priority}
          </Badge>
          <Badge color="gray.7" variant="outline" size="sm" c="var(--mantine-color-text)">
            {TYPE_LABEL[item.type]}
          </Badge>
          {dismissed && (
            <Text size="xs" c="dimmed">
              Dismissed
            </Text>
          )}
        </Group>
        <Text component={Heading} fw={600} m={0} fz="md" td={dismissed ? 'line-through' : undefined}>
          {item.title}
        </Text>
        {item.description && (
          <Text size="sm" c="dimmed" td={dismissed ? 'line-through' : undefined}>
            {item.description}
          </Text>
        )}
        <Text size="sm" td={dismissed ? 'line-through' : undefined}>
          {item.reasoning}
        </Text>
        <Group gap="xs" mt={4}>
          {dismissed ? (
            <Button
              size="xs"
              disabled
              rightSection={<IconArrowRight size={14} />}
              aria-label={`Take Action: ${item.title}`}
            >
              Take Action
            </Button>
          ) : (
            <Button
              size="xs"
              component={Link}
              to={item.actionUrl}
              rightSection={<IconArrowRight size={14} />}
              aria-label={`Take Action: ${item.title}`}
            >
              Take Action
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            disabled={dismissed || busy}
            aria-label={`${dismissed ? 'Dismissed' : 'Dismiss'}: ${item.title}`}
            onClick={() => {
              setBusy(true);
              onDismiss(item)
                .catch((error) => console.error('Failed to dismiss recommendation', error))
                .finally(() => setBusy(false));
            }}
          >
            {dismissed ? 'Dismissed' : 'Dismiss'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
