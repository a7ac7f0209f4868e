import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RECOMMENDATION_PRIORITIES,
  RECOMMENDATION_TYPES,
  type Recommendation,
  type RecommendationPriority,
  type RecommendationType,
} from '../../core/model';
import {
  filterRecommendations,
  NO_FILTER,
  type RecommendationFilter,
  recommendationTotals,
} from '../../core/plan';
import { usePlan } from '../../data/react/plan';
import { PageHeader } from '../../ui';
import { RecommendationCard, TYPE_LABEL } from '../../ui/RecommendationCard';
import { RefreshButton } from '../../ui/RefreshButton';

/** The spec's three types first, then the others the engine produces. */
const TYPE_ORDER: RecommendationType[] = [
  'create_rpa',
  'practice_session',
  'review_weak_spots',
  ...RECOMMENDATION_TYPES.filter((t) => !['create_rpa', 'practice_session', 'review_weak_spots'].includes(t)),
];

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid="total-value">
        {value}
      </Text>
    </Paper>
  );
}

export function RecommendationsPage() {
  const { view, service, current, refresh } = usePlan();
  const [filter, setFilter] = useState<RecommendationFilter>(NO_FILTER);
  useEffect(() => {
    service.pruneDismissals(Date.now());
  }, [service]);
  const totals = useMemo(() => recommendationTotals(view.recommendations), [view.recommendations]);
  const shown = useMemo(
    () => filterRecommendations(view.recommendations, filter),
    [view.recommendations, filter],
  );
  const dismiss = useCallback((item: Recommendation) => service.dismiss(item), [service]);
  const filtered = filter.priority !== null || filter.type !== null || filter.activeOnly;
  return (
    <>
      <PageHeader
        title="Recommendations"
        course={current?.name}
        subtitle={
          current
            ? `What to do next in ${current.name}, and why.`
            : 'What to do next across every course, and why.'
        }
        actions={<RefreshButton onClick={refresh} />}
      />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mb="md">
        <Total label="Total" value={totals.total} />
        <Total label="Active" value={totals.active} />
        <Total label="Dismissed" value={totals.dismissed} />
        <Total label="High priority" value={totals.highPriority} />
        <Total label="RPAs needed" value={totals.rpasNeeded} />
      </SimpleGrid>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label="Priority"
          placeholder="All priorities"
          data={RECOMMENDATION_PRIORITIES.map((p) => ({ value: p, label: p }))}
          value={filter.priority}
          onChange={(v) =>
            setFilter((f) => ({ ...f, priority: (v as RecommendationPriority | null) ?? null }))
          }
          clearable
          w={170}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={TYPE_ORDER.map((t) => ({ value: t, label: `${TYPE_LABEL[t]} (${t})` }))}
          value={filter.type}
          onChange={(v) => setFilter((f) => ({ ...f, type: (v as RecommendationType | null) ?? null }))}
          clearable
          w={{ base: '100%', xs: 280 }}
        />
        <Switch
          label="Active Only"
          checked={filter.activeOnly}
          onChange={(e) => {
            const activeOnly = e.currentTarget.checked;
            setFilter((f) => ({ ...f, activeOnly }));
          }}
          mb={8}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => setFilter(NO_FILTER)}
          disabled={!filtered}
        >
          Clear Filters
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="xs" role="status" data-testid="shown-count">
        Showing {shown.length} of {totals.total}
      </Text>
      <Stack gap="sm">
        {totals.total === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Text fw={600}>All caught up!</Text>
            <Text size="sm" c="dimmed">
              Nothing needs your attention right now.
            </Text>
          </Paper>
        ) : shown.length === 0 ? (
          <Text c="dimmed">No recommendations match these filters.</Text>
        ) : (
          shown.map((item) => (
            <RecommendationCard key={item.id} item={item} onDismiss={dismiss} headingLevel={2} />
          ))
        )}
      </Stack>
    </>
  );
}
