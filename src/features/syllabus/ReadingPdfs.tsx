import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Reading } from '../../core/model';
import { checkPdfFile, formatBytes, READER_TEXT } from '../../core/reader';
import { useCollection, useStore } from '../../data/react';
import { readerServiceFor } from '../../data/reader';
import { startOpening, warmPdfjs } from '../../ui/pdfRuntime';
import { prefetchScreen, whenIdle } from '../../ui/prefetch';

type Message = { color: 'red' | 'green' | 'yellow'; text: string };

/**
 * With a PDF attached, the reader is one click away: while the page is idle, load the reader's code and
 * pdf.js and start its worker, so Read opens at once. 'ready' once done (the bench waits for it).
 */
function useWarmReader(hasFiles: boolean): 'idle' | 'ready' {
  const [state, setState] = useState<'idle' | 'ready'>('idle');
  useEffect(() => {
    if (!hasFiles) return;
    let live = true;
    const cancel = whenIdle(() => {
      Promise.all([prefetchScreen('reader'), warmPdfjs()]).then(
        () => live && setState('ready'),
        () => {}, // offline before the first visit: the reader says so when opened
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [hasFiles]);
  return state;
}

const readPath = (reading: Reading, hash: string) =>
  `/syllabus/reading/${encodeURIComponent(reading.id)}/read?file=${hash}`;

/** A reading's PDFs: attach (drop or choose), open in the reader, remove; or reuse pages of the syllabus file. */
export function ReadingPdfs({
  reading,
  syllabusFile,
}: {
  reading: Reading;
  syllabusFile?: { id: string; type: string };
}) {
  const store = useStore();
  const service = readerServiceFor(store);
  const all = useCollection(store.repos.readingFiles);
  const files = all.filter((f) => f.readingId === reading.id);
  const [messages, setMessages] = useState<Message[]>([]);
  const [busy, setBusy] = useState(false);
  const openRef = useRef<() => void>(null);
  const warm = useWarmReader(files.length > 0);

  const attachOne = async (file: File): Promise<Message> => {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    const check = checkPdfFile(file, head);
    if (!check.ok) return { color: 'red', text: check.message };
    const { countPages } = await import('./pdfCheck');
    const pageCount = await countPages(file);
    if (pageCount === null) return { color: 'red', text: READER_TEXT.damaged(file.name) };
    const result = await service.attach(reading.id, { name: file.name, data: file, pageCount });
    return result.ok
      ? { color: 'green', text: READER_TEXT.attached(file.name) }
      : { color: 'yellow', text: result.message };
  };

  const attach = async (chosen: File[]) => {
    setBusy(true);
    const out: Message[] = [];
    for (const f of chosen) {
      try {
        out.push(await attachOne(f));
      } catch (error) {
        out.push({
          color: 'red',
          text: `“${f.name}”: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    setMessages(out);
    setBusy(false);
  };

  return (
    <Paper withBorder p="md" radius="md" data-reader-warm={warm}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          PDF of the reading
        </Title>
        {files.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Attached PDFs"
          >
            {files.map((f) => (
              <Group key={f.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  <b>{f.name}</b> · {formatBytes(f.size)}
                  {f.pageCount ? ` · ${f.pageCount} page${f.pageCount === 1 ? '' : 's'}` : ''}
                  {f.fromSyllabus
                    ? ` · pages ${f.fromSyllabus.firstPage}–${f.fromSyllabus.lastPage} of the syllabus`
                    : ''}
                </Text>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={readPath(reading, f.hash)}
                    size="xs"
                    // The document starts opening on the press, while the reader screen renders.
                    onPointerDown={() => startOpening(f.hash, () => service.files.get(f.hash))}
                    onClick={() => startOpening(f.hash, () => service.files.get(f.hash))}
                  >
                    Read
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void service.detach(f.id)}
                    aria-label={`Remove ${f.name}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Dropzone
          onDrop={(dropped) => void attach(dropped)}
          multiple
          openRef={openRef}
          loading={busy}
          aria-label="Attach PDF"
          activateOnClick
        >
          <Stack gap={2} align="center" mih={70} justify="center" style={{ pointerEvents: 'none' }}>
            <Text>Drop PDFs here, or click to choose</Text>
            <Text size="xs" c="dimmed">
              Kept on this device and synced to your other devices; up to {formatBytes(50 * 1024 * 1024)} a
              file.
            </Text>
          </Stack>
        </Dropzone>
        {messages.map((m) => (
          <Alert key={m.text} color={m.color} role={m.color === 'red' ? 'alert' : 'status'} py={6}>
            {m.text}
          </Alert>
        ))}
        {syllabusFile && syllabusFile.type === 'application/pdf' && (
          <SyllabusRange reading={reading} fileId={syllabusFile.id} onDone={setMessages} />
        )}
        {files.length === 0 && (
          <Text size="xs" c="dimmed">
            Attached files open in the{' '}
            <Anchor
              component={Link}
              underline="always"
              to={`/syllabus/reading/${encodeURIComponent(reading.id)}/read`}
            >
              reader
            </Anchor>
            , where you can highlight and comment.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Reuses pages of the uploaded syllabus PDF as the reading's file (when the syllabus is the reading). */
function SyllabusRange({
  reading,
  fileId,
  onDone,
}: {
  reading: Reading;
  fileId: string;
  onDone: (m: Message[]) => void;
}) {
  const store = useStore();
  const service = readerServiceFor(store);
  const [first, setFirst] = useState<number | string>(reading.sourcePage ?? 1);
  const [last, setLast] = useState<number | string>(reading.sourcePage ?? 1);
  const [busy, setBusy] = useState(false);
  const use = async () => {
    setBusy(true);
    try {
      const row = await store.db.files.get(fileId);
      if (!row)
        return onDone([{ color: 'yellow', text: 'The uploaded syllabus file is not on this device.' }]);
      const { countPages, extractRange } = await import('./pdfCheck');
      const pages = (await countPages(row.data)) ?? 0;
      const a = Number(first);
      const b = Number(last);
      if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < a || b > pages)
        return onDone([
          { color: 'red', text: `Choose pages between 1 and ${pages}, the first not after the last.` },
        ]);
      const data = await extractRange(row.data, a, b);
      const name = `${row.name.replace(/\.pdf$/i, '')} pp. ${a}-${b}.pdf`;
      const result = await service.attach(reading.id, {
        name,
        data,
        pageCount: b - a + 1,
        fromSyllabus: { fileId, firstPage: a, lastPage: b },
      });
      onDone([
        result.ok
          ? { color: 'green', text: READER_TEXT.attached(name) }
          : { color: 'yellow', text: result.message },
      ]);
    } catch (error) {
      onDone([
        {
          color: 'red',
          text: `Could not use those pages: ${error instanceof Error ? error.message : String(error)}`,
        },
      ]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Text size="sm" w="100%">
        Is the reading in the syllabus file itself? Use its pages:
      </Text>
      <NumberInput size="xs" w={90} label="First page" min={1} value={first} onChange={setFirst} />
      <NumberInput size="xs" w={90} label="Last page" min={1} value={last} onChange={setLast} />
      <Button size="xs" variant="default" loading={busy} onClick={() => void use()}>
        Use these pages
      </Button>
    </Group>
  );
}
