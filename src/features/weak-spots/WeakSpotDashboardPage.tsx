import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../core/rpa';
import {
  DASHBOARD_RECENT_DAYS,
  formatDays,
  formatTrend,
  WEAK_SPOT_TEXT,
  type WeakSpotDashboardStats,
  weakSpotDashboardStats,
} from '../../core/weakSpots';
import { ErrorPanel, PageHeader } from '../../ui';
import { RefreshButton } from '../../ui/RefreshButton';
import { StatusBadge } from './badges';
import { useListScope, useWeakSpotList } from './hooks';
import { CreateWeakSpotButton, NoWeakSpots } from './WeakSpotListPage';

const RECENT_SHOWN = 8;

function StatTile({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid="stat-value">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

const Extras = memo(function Extras({ stats }: { stats: WeakSpotDashboardStats }) {
  const shown = stats.recentItems.slice(0, RECENT_SHOWN);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
      <Paper withBorder p="md" radius="md" role="group" aria-label="Average resolution">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          Average resolution
        </Text>
        <Text fz={22} fw={700} data-testid="average-resolution">
          {stats.averageResolutionDays === null ? '—' : formatDays(stats.averageResolutionDays)}
        </Text>
        <Text size="xs" c="dimmed">
          {stats.averageResolutionDays === null
            ? 'No resolved weak spots yet.'
            : `From creation to resolution, over ${stats.byStatus.resolved} resolved.`}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" role="group" aria-label="Trend">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          Trend (7 days)
        </Text>
        <Text
          fz={22}
          fw={700}
          c={stats.trendPercent > 0 ? 'red' : stats.trendPercent < 0 ? 'green' : undefined}
          data-testid="trend"
        >
          {formatTrend(stats.trendPercent)}
        </Text>
        <Text size="xs" c="dimmed">
          {stats.createdLast7} new in the last 7 days, {stats.createdPrevious7} in the 7 before.
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" role="group" aria-label="Top tags">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
          Top tags
        </Text>
        {stats.topTags.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tags yet.
          </Text>
        ) : (
          <Stack gap={4}>
            {stats.topTags.map(({ tag, count }) => (
              <Group key={tag} justify="space-between" data-testid="top-tag">
                <Badge variant="dot" color="gray">
                  {tag}
                </Badge>
                <Text size="sm" fw={600}>
                  {count}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" role="group" aria-label="Recent">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="xs">
          Recent ({DASHBOARD_RECENT_DAYS} days): {stats.recentItems.length}
        </Text>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing new in the last {DASHBOARD_RECENT_DAYS} days.
          </Text>
        ) : (
          <Stack gap={6}>
            {shown.map((spot) => (
              <Group key={spot.id} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={`/weak-spots/${spot.id}`} size="sm" lineClamp={1}>
                  {spot.title}
                </Anchor>
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <StatusBadge status={spot.status} />
                  <Text size="xs" c="dimmed" visibleFrom="xs">
                    {formatDay(spot.createdAt)}
                  </Text>
                </Group>
              </Group>
            ))}
            {stats.recentItems.length > shown.length && (
              <Anchor component={Link} to="/weak-spots/list" size="sm">
                See all weak spots
              </Anchor>
            )}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
});

export function WeakSpotDashboardPage() {
  const { scope, current } = useListScope();
  const { state, refresh } = useWeakSpotList(scope);
  const items = state.status === 'ready' ? state.items : null;
  // Computed once per change of the list (the clock is read then, too).
  const stats = useMemo(() => (items ? weakSpotDashboardStats(items, Date.now()) : null), [items]);
  return (
    <>
      <PageHeader
        title={WEAK_SPOT_TEXT.dashboardTitle}
        subtitle={current ? `What to fix in ${current.name}.` : 'What to fix, across every course.'}
        actions={
          <>
            <Button
              component={Link}
              to="/weak-spots/list"
              variant="default"
              leftSection={<IconList size={16} />}
            >
              All weak spots
            </Button>
            <RefreshButton onClick={refresh} />
            <CreateWeakSpotButton />
          </>
        }
      />
      {state.status === 'loading' && (
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          aria-busy="true"
          aria-label="Loading dashboard"
          data-testid="dashboard-skeleton"
        >
          {[0, 1, 2, 3].map((i) => (
            <Paper key={i} withBorder p="md" radius="md">
              <Skeleton height={10} width="50%" mb="sm" />
              <Skeleton height={28} width="30%" />
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {state.status === 'error' && (
        <ErrorPanel title={WEAK_SPOT_TEXT.dashboardErrorTitle} message={state.message} onRetry={refresh} />
      )}
      {stats && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatTile label="Total" value={stats.total} hint={`${stats.recent} in the last 7 days`} />
            <StatTile label="Active" value={stats.active} hint="Not resolved or dismissed" />
            <StatTile
              label="Resolved"
              value={stats.byStatus.resolved}
              hint={`${stats.byStatus.dismissed} dismissed`}
            />
            <StatTile label="High priority" value={stats.urgent} hint="Active, high or critical" />
          </SimpleGrid>
          {stats.total === 0 ? (
            <Stack mt="md">
              <NoWeakSpots />
            </Stack>
          ) : (
            <Extras stats={stats} />
          )}
        </>
      )}
    </>
  );
}
