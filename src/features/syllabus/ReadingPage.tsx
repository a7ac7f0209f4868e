import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isDeviceFullError } from '../../core/rpa';
import { sourceLabel } from '../../core/schedule';
import { useCollection, useEntity, useStore } from '../../data/react';
import { EmptyState, useDocumentTitle } from '../../ui';
import { CompletionCheckbox } from './CompletionCheckbox';
import { ReadingPdfs } from './ReadingPdfs';
import { formatDay, useSyllabusService } from './hooks';
import { SourceModal, type SourceTarget } from './SourceModal';

/** The uploaded syllabus file of a reading, when it is on this device (its id and type). */
function useSyllabusFile(fileId: string | undefined) {
  const service = useSyllabusService();
  const [file, setFile] = useState<{ id: string; type: string } | undefined>();
  useEffect(() => {
    if (!fileId) return setFile(undefined);
    let live = true;
    service.files.get(fileId).then(
      (row) => live && setFile(row ? { id: row.id, type: row.type } : undefined),
      () => live && setFile(undefined),
    );
    return () => {
      live = false;
    };
  }, [fileId, service]);
  return file;
}

/** /syllabus/reading/:id: one reading, its completion, notes, source, and links to RPA and flowmap. */
export function ReadingPage() {
  const { id } = useParams();
  const store = useStore();
  const service = useSyllabusService();
  const reading = useEntity(store.repos.readings, id);
  const flowmaps = useCollection(store.repos.flowmaps).filter(
    (f) => f.readingId !== undefined && f.readingId === id,
  );
  const [notes, setNotes] = useState('');
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const savedNotes = reading?.notes ?? '';
  const syllabusFile = useSyllabusFile(reading?.fileId);
  useEffect(() => setNotes(savedNotes), [savedNotes]);
  useDocumentTitle(reading?.title ?? 'Reading not found');

  if (!reading) {
    return (
      <EmptyState
        title="Reading not found"
        page
        action={
          <Anchor component={Link} to="/syllabus">
            Back to the timeline
          </Anchor>
        }
      >
        It may have been removed when its syllabus was replaced.
      </EmptyState>
    );
  }
  const readingId = reading.id;
  // Resolves once on the device's disk; a full device undoes the change and says so (src/data/commit.ts).
  const saveNotes = () => {
    service.saveNotes(readingId, notes).catch((error: unknown) => {
      console.error('Saving the notes failed', error);
      if (isDeviceFullError(error)) notifications.show({ color: 'red', message: error.message });
    });
  };
  const q = `readingId=${encodeURIComponent(reading.id)}&courseId=${encodeURIComponent(reading.courseId ?? '')}`;
  const where = sourceLabel(reading.sourcePage, reading.sourceLine);
  const weekLink = `/syllabus/week/${reading.weekNumber}${reading.courseId ? `?courseId=${encodeURIComponent(reading.courseId)}` : ''}`;

  return (
    <Stack gap="md" maw={820}>
      <Title order={2} size="h3">
        {reading.title}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Text>
            <b>Citation:</b> {reading.citation || '—'}
          </Text>
          <Text>
            <b>Pages:</b> {reading.pages || '—'}
          </Text>
          <Text>
            <b>Week:</b>{' '}
            <Anchor component={Link} to={weekLink}>
              Week {reading.weekNumber}
            </Anchor>
          </Text>
          <Text>
            <b>Date:</b> {reading.scheduledDate ? formatDay(reading.scheduledDate) : '—'}
          </Text>
          <CompletionCheckbox reading={reading} />
          {reading.completed && reading.completedDate && (
            <Text size="sm" c="dimmed">
              Completed {new Date(reading.completedDate).toLocaleString()}
            </Text>
          )}
          <Text>
            <b>Source:</b>{' '}
            {where && reading.fileId ? (
              <Anchor
                component="button"
                type="button"
                onClick={() =>
                  setTarget({
                    title: reading.title,
                    page: reading.sourcePage,
                    line: reading.sourceLine,
                    bbox: reading.bbox,
                  })
                }
              >
                {where} of the uploaded file
              </Anchor>
            ) : (
              where || 'entered by hand'
            )}
          </Text>
        </Stack>
      </Paper>
      <ReadingPdfs reading={reading} syllabusFile={syllabusFile} />
      <Textarea
        label="Notes"
        autosize
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        onBlur={() => notes !== savedNotes && saveNotes()}
      />
      <Group>
        <Button variant="light" onClick={saveNotes} disabled={notes === savedNotes}>
          Save notes
        </Button>
        <Button component={Link} to={`/rpa/create?${q}`} variant="default">
          Create RPA
        </Button>
        <Button component={Link} to={`/flowmap/create?${q}`} variant="default">
          Create flowmap
        </Button>
      </Group>
      {flowmaps.length > 0 && (
        <Group gap="xs" aria-label="Flowmaps from this reading" role="group">
          <Text size="sm">Flowmaps from this reading:</Text>
          {flowmaps.map((f) => (
            <Anchor key={f.id} component={Link} to={`/flowmap/${f.id}`} size="sm">
              {f.title}
            </Anchor>
          ))}
        </Group>
      )}
      <SourceModal
        file={reading.fileId ? { fileId: reading.fileId } : undefined}
        target={target}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
