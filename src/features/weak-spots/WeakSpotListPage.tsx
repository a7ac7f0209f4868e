import { Button, Card, SimpleGrid, Skeleton } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { WEAK_SPOT_TEXT } from '../../core/weakSpots';
import { EmptyState, ErrorPanel, PageHeader } from '../../ui';
import { RefreshButton } from '../../ui/RefreshButton';
import { useListScope, useWeakSpotList } from './hooks';
import { WeakSpotCard } from './WeakSpotCard';

export const GRID = { base: 1, sm: 2, lg: 3 };

export function CardsSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={GRID} aria-busy="true" aria-label={label} data-testid="weak-spot-skeleton">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card key={i} withBorder padding="md" radius="md">
          <Skeleton height={20} width="70%" mb="sm" />
          <Skeleton height={14} width="40%" mb="md" />
          <Skeleton height={10} mb={6} />
          <Skeleton height={10} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function CreateWeakSpotButton() {
  return (
    <Button component={Link} to="/weak-spots/new" leftSection={<IconPlus size={16} />}>
      Create Weak Spot
    </Button>
  );
}

/** No weak spots in scope: the catalogue's empty state, with Create Weak Spot. */
export function NoWeakSpots() {
  return (
    <EmptyState title={WEAK_SPOT_TEXT.emptyTitle} action={<CreateWeakSpotButton />}>
      {WEAK_SPOT_TEXT.emptyText}
    </EmptyState>
  );
}

export function WeakSpotListPage() {
  const { scope, current, courses } = useListScope();
  const { state, refresh } = useWeakSpotList(scope);
  const names = useMemo(() => new Map(courses.map((c) => [c.id, c.name])), [courses]);
  return (
    <>
      <PageHeader
        title={WEAK_SPOT_TEXT.listTitle}
        subtitle={current ? `Weak spots in ${current.name}.` : 'Weak spots in every course.'}
        actions={
          <>
            <Button
              component={Link}
              to="/weak-spots"
              variant="default"
              leftSection={<IconChartBar size={16} />}
            >
              Dashboard
            </Button>
            <RefreshButton onClick={refresh} />
            <CreateWeakSpotButton />
          </>
        }
      />
      {state.status === 'loading' && <CardsSkeleton label="Loading weak spots" />}
      {state.status === 'error' && (
        <ErrorPanel title={WEAK_SPOT_TEXT.listErrorTitle} message={state.message} onRetry={refresh} />
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <NoWeakSpots />
        ) : (
          <SimpleGrid cols={GRID} data-testid="weak-spot-grid">
            {state.items.map((spot) => (
              <WeakSpotCard
                key={spot.id}
                spot={spot}
                courseName={scope.courseId ? undefined : names.get(spot.courseId)}
              />
            ))}
          </SimpleGrid>
        ))}
    </>
  );
}
