import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { WeakSpot } from '../../core/model';
import { formatDay } from '../../core/rpa';
import { PriorityBadge, StatusBadge } from './badges';

export const WeakSpotCard = memo(function WeakSpotCard({
  spot,
  courseName,
}: {
  spot: WeakSpot;
  courseName: string | undefined;
}) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component={Link}
      to={`/weak-spots/${spot.id}`}
      aria-label={spot.title}
      data-testid="weak-spot-card"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 220px' }}
    >
      <Title order={4} lineClamp={2} mb={6}>
        {spot.title}
      </Title>
      <Group gap={6} mb="xs">
        <StatusBadge status={spot.status} />
        <PriorityBadge priority={spot.priority} />
        {spot.weekNumber !== undefined && (
          <Badge variant="light" color="gray">
            Week {spot.weekNumber}
          </Badge>
        )}
      </Group>
      {courseName && (
        <Text size="sm" c="dimmed">
          {courseName}
        </Text>
      )}
      <Text size="sm" lineClamp={2} mt={4}>
        {spot.description}
      </Text>
      {spot.tags.length > 0 && (
        <Group gap={4} mt="xs">
          {spot.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="dot" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Seen {spot.occurrences === 1 ? 'once' : `${spot.occurrences} times`} · Updated{' '}
        {formatDay(spot.updatedAt)}
      </Text>
    </Card>
  );
});
