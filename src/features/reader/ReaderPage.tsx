import { Alert, Anchor, Button, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ReadingFile } from '../../core/model';
import { formatBytes, READER_TEXT } from '../../core/reader';
import { useCollection, useEntity, useStore } from '../../data/react';
import { readerServiceFor } from '../../data/reader';
import { EmptyState, useDocumentTitle } from '../../ui';
import { whenIdle } from '../../ui/prefetch';
import { PdfView } from './PdfView';
import { startOpening } from './pdfjs';

type Loaded =
  | { state: 'loading' }
  | { state: 'downloading'; received: number; total: number }
  | { state: 'ready'; blob: Blob }
  | { state: 'failed'; message: string };

/** The file's bytes: from this device, else from the relay (first open on a paired device), with progress. */
function useFileBlob(file: ReadingFile | undefined, attempt: number): Loaded {
  const store = useStore();
  const service = readerServiceFor(store);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!file || attempt < 0) return;
    let live = true;
    setLoaded({ state: 'loading' });
    (async () => {
      const local = await service.files.get(file.hash);
      if (local) {
        if (!live) return;
        startOpening(file.hash, local); // pdf.js parses it while the reader renders
        setLoaded({ state: 'ready', blob: local });
        // Make sure the relay has it for the other devices (after the first page, when the tab is idle).
        whenIdle(() => void service.files.upload(file).catch(() => {}), 3_000);
        return;
      }
      const blob = await service.files.download(file, (received, total) => {
        if (live) setLoaded({ state: 'downloading', received, total });
      });
      if (live) setLoaded({ state: 'ready', blob });
    })().catch((error: unknown) => {
      if (live)
        setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      live = false;
    };
  }, [file, service, attempt]);
  return loaded;
}

/** /syllabus/reading/:id/read: a reading's PDF in pdf.js's viewer, with annotations (?file=<hash>). */
export function ReaderPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const store = useStore();
  const reading = useEntity(store.repos.readings, id);
  const allFiles = useCollection(store.repos.readingFiles);
  const files = useMemo(() => allFiles.filter((f) => f.readingId === id), [allFiles, id]);
  const file = files.find((f) => f.hash === params.get('file')) ?? files[0];
  const [attempt, setAttempt] = useState(0);
  const loaded = useFileBlob(file, attempt);
  useDocumentTitle(reading ? `Read: ${reading.title}` : 'Reading not found');

  if (!reading)
    return (
      <EmptyState
        title="Reading not found"
        action={
          <Anchor component={Link} to="/syllabus">
            Back to the timeline
          </Anchor>
        }
      >
        It may have been removed when its syllabus was replaced.
      </EmptyState>
    );
  const back = (
    <Anchor component={Link} to={`/syllabus/reading/${encodeURIComponent(reading.id)}`} size="sm">
      ← {reading.title}
    </Anchor>
  );
  if (!file)
    return (
      <EmptyState title="No PDF attached" action={back}>
        Attach the reading's PDF on its page, then read and annotate it here.
      </EmptyState>
    );
  const page = Number(params.get('page'));
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          {back}
          <Title order={1} size="h4">
            {file.name}
          </Title>
        </Stack>
        {files.length > 1 && (
          <Select
            size="xs"
            aria-label="PDF"
            value={file.hash}
            data={files.map((f) => ({ value: f.hash, label: f.name }))}
            onChange={(v) => v && setParams({ file: v })}
            allowDeselect={false}
          />
        )}
      </Group>
      {file.fromSyllabus && (
        <Text size="xs" c="dimmed">
          Pages {file.fromSyllabus.firstPage}–{file.fromSyllabus.lastPage} of the uploaded syllabus.
        </Text>
      )}
      {loaded.state === 'loading' && <Text size="sm">Opening…</Text>}
      {loaded.state === 'downloading' && (
        <Stack gap={4} maw={420}>
          <Text size="sm">
            Downloading “{file.name}” to this device… {formatBytes(loaded.received)}
            {loaded.total ? ` of ${formatBytes(loaded.total)}` : ''}
          </Text>
          <Progress
            value={loaded.total ? (loaded.received / loaded.total) * 100 : 0}
            aria-label="Download progress"
            animated={!loaded.total}
          />
        </Stack>
      )}
      {loaded.state === 'failed' && (
        <Alert color="red" role="alert" title={READER_TEXT.notOnDevice}>
          {loaded.message}
          <Group mt="xs">
            <Button size="xs" variant="default" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <PdfView
          key={file.hash}
          reading={reading}
          file={file}
          blob={loaded.blob}
          initialPage={Number.isInteger(page) && page > 0 ? page : undefined}
          focusAnnotation={params.get('annotation')}
        />
      )}
    </Stack>
  );
}
