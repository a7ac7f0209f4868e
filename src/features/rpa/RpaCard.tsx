import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Rpa } from '../../core/model';
import { formatDay } from '../../core/rpa';

/** One RPA in the list; memoised, and skipped by layout and paint while off screen. */
export const RpaCard = memo(function RpaCard({ rpa }: { rpa: Rpa }) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component={Link}
      to={`/rpa/${rpa.id}`}
      data-testid="rpa-card"
      aria-label={rpa.ruleName}
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={4} lineClamp={2}>
          {rpa.ruleName}
        </Title>
        {rpa.weekNumber !== undefined && (
          <Badge variant="light" style={{ flexShrink: 0 }}>
            Week {rpa.weekNumber}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {rpa.course}
      </Text>
      <Text size="sm" lineClamp={3} data-testid="rpa-rule">
        {rpa.ruleText}
      </Text>
      {rpa.purposeText && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={6} data-testid="rpa-purpose">
          <Text span fw={600} inherit>
            Purpose:{' '}
          </Text>
          {rpa.purposeText}
        </Text>
      )}
      {rpa.applicationNotes && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={6}>
          <Text span fw={600} inherit>
            Application:{' '}
          </Text>
          {rpa.applicationNotes}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Updated {formatDay(rpa.updatedAt)}
      </Text>
    </Card>
  );
});
