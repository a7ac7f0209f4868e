import { Anchor, Badge, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FLOWMAP_TEXT } from '../../core/flowmaps';
import type { Flowmap } from '../../core/model';
import { useCourses } from '../../data/react';
import { EmptyState, ErrorPanel, PageHeader } from '../../ui';
import { useGoBack } from '../../ui/useGoBack';
import { useFlowmap } from './hooks';
import { loadedEditor, loadEditor, markEditorRan } from './editor/load';
import { VersionsPanel } from './VersionsPanel';

/** The editor and its diagram library load only here. */
const LazyEditor = lazy(loadEditor);

/** The editor, drawn at once when its code is already loaded (prefetched by the list), else lazily. */
function FlowmapEditor(props: { flowmap: Flowmap }) {
  // Chosen once per mount: switching from the lazy one to the loaded one later would remount the editor.
  const [Editor] = useState(() => loadedEditor() ?? LazyEditor);
  useEffect(markEditorRan, []); // the list's off-screen warm-up is then not needed (EditorWarmup)
  return <Editor {...props} />;
}

/** /flowmap/:id: the flowmap's editor, its course and week, and its versions. */
export function FlowmapDetailPage() {
  const { id = '' } = useParams();
  const read = useFlowmap(id);
  const { courses } = useCourses();
  const goBack = useGoBack('/flowmap');
  if (!read.ok) return <ErrorPanel title={FLOWMAP_TEXT.fetchFailed} message={read.message} onBack={goBack} />;
  const flowmap = read.value;
  if (!flowmap)
    return (
      <EmptyState
        title={FLOWMAP_TEXT.notFound}
        page
        action={
          <Anchor component={Link} to="/flowmap">
            See all flowmaps
          </Anchor>
        }
      >
        It may have been deleted on this or another device.
      </EmptyState>
    );
  const course = courses.find((c) => c.id === flowmap.courseId);
  return (
    <>
      <PageHeader
        title={flowmap.title}
        course={course?.name}
        subtitle={
          <Group gap="xs" component="span" wrap="wrap">
            {flowmap.doctrine && <span>{flowmap.doctrine}</span>}
            <Badge variant="light" component="span">
              {flowmap.category}
            </Badge>
            {course && (
              <span data-testid="flowmap-course">
                {course.name}
                {flowmap.weekNumber !== undefined && ` · Week ${flowmap.weekNumber}`}
              </span>
            )}
          </Group>
        }
        actions={
          <Anchor component={Link} to="/flowmap">
            All flowmaps
          </Anchor>
        }
      />
      <Suspense fallback={<Skeleton height={420} aria-label="Loading the editor" />}>
        <FlowmapEditor key={flowmap.id} flowmap={flowmap} />
      </Suspense>
      <VersionsPanel flowmap={flowmap} />
    </>
  );
}
