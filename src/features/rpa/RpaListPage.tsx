import { Button, Card, SimpleGrid, Skeleton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { RPA_TEXT } from '../../core/rpa';
import { EmptyState, ErrorPanel, PageHeader } from '../../ui';
import { RefreshButton } from '../../ui/RefreshButton';
import { useListScope, useReadingTitles, useRpaList } from './hooks';
import { RpaCard } from './RpaCard';

const GRID = { base: 1, sm: 2, lg: 3 };

function ListSkeleton() {
  return (
    <SimpleGrid cols={GRID} aria-busy="true" aria-label="Loading RPAs" data-testid="rpa-skeleton">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card key={i} withBorder padding="md" radius="md">
          <Skeleton height={20} width="60%" mb="sm" />
          <Skeleton height={12} width="30%" mb="md" />
          <Skeleton height={10} mb={6} />
          <Skeleton height={10} mb={6} />
          <Skeleton height={10} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function RpaListPage() {
  const { scope, current } = useListScope();
  const { state, refresh } = useRpaList(scope);
  const readingTitles = useReadingTitles();
  const create = (
    <Button component={Link} to="/rpa/new" leftSection={<IconPlus size={16} />}>
      Create RPA
    </Button>
  );
  return (
    <>
      <PageHeader
        title="RPAs"
        subtitle={
          current
            ? `Rule, Purpose, Application cards for ${current.name}.`
            : 'Rule, Purpose, Application cards for every course.'
        }
        actions={
          <>
            <RefreshButton onClick={refresh} />
            {create}
          </>
        }
      />
      {state.status === 'loading' && <ListSkeleton />}
      {state.status === 'error' && (
        <ErrorPanel title={RPA_TEXT.listErrorTitle} message={state.message} onRetry={refresh} />
      )}
      {state.status === 'ready' &&
        (state.items.length === 0 ? (
          <EmptyState title={RPA_TEXT.emptyTitle} action={create}>
            {RPA_TEXT.emptyText}
          </EmptyState>
        ) : (
          <SimpleGrid cols={GRID} data-testid="rpa-grid">
            {state.items.map((rpa) => (
              <RpaCard key={rpa.id} rpa={rpa} readingTitles={readingTitles} />
            ))}
          </SimpleGrid>
        ))}
    </>
  );
}
