import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  FLOWMAP_TEXT,
  type FlowmapFilters,
  filterFlowmaps,
  filterOptions,
  flowmapMessage,
  NO_FILTERS,
} from '../../core/flowmaps';
import type { Flowmap } from '../../core/model';
import { useCourses } from '../../data/react';
import { ConfirmDelete, EmptyState, ErrorPanel, PageHeader, showUndo } from '../../ui';
import { prefetchEditor } from './editor/load';
import { EditorWarmup } from './EditorWarmup';
import { FlowmapCard } from './FlowmapCard';
import { useDrawings, useFlowmapService, useFlowmaps } from './hooks';

const GRID = { base: 1, sm: 2, lg: 3 };

/** /flowmap: the student's flowmaps as cards, with search and filters by course, category and tag. */
export function FlowmapListPage() {
  const read = useFlowmaps();
  const service = useFlowmapService();
  const { courses } = useCourses();
  const [filters, setFilters] = useState<FlowmapFilters>(NO_FILTERS);
  const [deleting, setDeleting] = useState<Flowmap | null>(null);
  const all = read.ok ? read.value : [];
  const shown = useMemo(() => filterFlowmaps(all, filters), [all, filters]);
  const ids = useMemo(() => shown.map((f) => f.id), [shown]);
  const drawings = useDrawings(ids);
  const options = useMemo(() => filterOptions(all), [all]);
  const courseNames = useMemo(() => new Map(courses.map((c) => [c.id, c.name])), [courses]);
  // Opening a card then does not wait for the editor's code, nor wrap every label of its nodes first.
  const shownDrawings = useRef(drawings);
  shownDrawings.current = drawings;
  useEffect(() => prefetchEditor(() => [...shownDrawings.current.values()].flatMap((d) => d.nodes)), []);
  const set = (patch: Partial<FlowmapFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const fail = (fallback: string) => (error: unknown) =>
    notifications.show({
      color: 'red',
      title: flowmapMessage(error, fallback),
      message: 'Nothing was changed.',
    });

  const create = (
    <Button component={Link} to="/flowmap/new" leftSection={<IconPlus size={16} />}>
      New flowmap
    </Button>
  );
  return (
    <>
      <PageHeader title={FLOWMAP_TEXT.title} subtitle={FLOWMAP_TEXT.subtitle} actions={create} />
      {!read.ok ? (
        <ErrorPanel title={FLOWMAP_TEXT.listErrorTitle} message={read.message} />
      ) : all.length === 0 ? (
        <EmptyState title={FLOWMAP_TEXT.emptyTitle} action={create}>
          {FLOWMAP_TEXT.emptyText}
        </EmptyState>
      ) : (
        <>
          <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Title, doctrine or tag"
              leftSection={<IconSearch size={16} />}
              value={filters.query}
              onChange={(e) => set({ query: e.currentTarget.value })}
            />
            <Select
              label="Course"
              placeholder="All courses"
              clearable
              data={courses.map((c) => ({ value: c.id, label: c.name }))}
              value={filters.courseId}
              onChange={(courseId) => set({ courseId })}
            />
            <Select
              label="Category"
              placeholder="All categories"
              clearable
              data={options.categories}
              value={filters.category}
              onChange={(category) => set({ category })}
            />
            <Select
              label="Tag"
              placeholder="All tags"
              clearable
              data={options.tags}
              value={filters.tag}
              onChange={(tag) => set({ tag })}
            />
          </Group>
          {shown.length === 0 ? (
            <EmptyState title={FLOWMAP_TEXT.noMatchTitle}>Change the search or the filters.</EmptyState>
          ) : (
            <SimpleGrid cols={GRID} data-testid="flowmap-grid">
              {shown.map((f) => (
                <FlowmapCard
                  key={f.id}
                  flowmap={f}
                  drawing={drawings.get(f.id) ?? { nodes: [], edges: [] }}
                  courseName={f.courseId ? courseNames.get(f.courseId) : undefined}
                  onDuplicate={() =>
                    service
                      .duplicate(f.id)
                      .then(
                        (copy) =>
                          notifications.show({ color: 'green', message: `Flowmap “${copy.title}” created.` }),
                        fail(FLOWMAP_TEXT.createFailed),
                      )
                  }
                  onDelete={() => setDeleting(f)}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <EditorWarmup flowmap={shown[0]} />
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        message="Its drawing and all its versions are deleted too, on every paired device."
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          await service
            .remove(target.id)
            .then(
              (removed) => showUndo(`Flowmap “${target.title}” deleted.`, () => service.restore(removed)),
              fail(FLOWMAP_TEXT.saveFailed),
            );
        }}
      />
    </>
  );
}
