import { Alert, Box, Button, Drawer, Group, Loader, Paper, ScrollArea, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { PdfAnnotation, Reading, ReadingFile } from '../../core/model';
import type { EditingMode } from '../../core/reader';
import { useCollection, useStore } from '../../data/react';
import { readerServiceFor } from '../../data/reader';
import { downloadBlob } from '../../ui/download';
import { AnnotationPanel } from './AnnotationPanel';
import { CommentPopup } from './CommentPopup';
import { ReaderController } from './controller';
import { annotatedName, exportAnnotated } from './exportPdf';
import { OutlinePanel } from './OutlinePanel';
import { ReaderToolbar } from './ReaderToolbar';
import { ThumbnailsPanel } from './ThumbnailsPanel';
import { SignatureDescription, SignatureDialog } from './SignatureDialog';
import type { SignatureEditorLike } from './signatures';
import './reader.css';

declare global {
  interface Window {
    /** The open reader's controller, for the bench (first paint time) and debugging. */
    __docketReader?: ReaderController;
  }
}

/** One PDF open in pdf.js's viewer, with its tools, side panel and comment popup. */
export function PdfView({
  reading,
  file,
  blob,
  initialPage,
  focusAnnotation,
}: {
  reading: Reading;
  file: ReadingFile;
  blob: Blob;
  initialPage?: number;
  focusAnnotation?: string | null;
}) {
  const store = useStore();
  const service = readerServiceFor(store);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const [commentId, setCommentId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [signing, setSigning] = useState(false);
  const [tab, setTab] = useState<string | null>('annotations');
  const [describing, setDescribing] = useState<SignatureEditorLike | null>(null);
  const rows = useCollection(store.repos.annotations);
  const annotations = useMemo(
    () => (rows ? service.annotationsOf(reading.id, file.hash) : []),
    [rows, service, reading.id, file.hash],
  );

  const controller = useMemo(
    () =>
      new ReaderController(service, reading.id, file.hash, {
        openComment: (id) => setCommentId(id),
        refused: setNotice,
        requestSignature: () => setSigning(true),
        describeSignature: setDescribing,
      }),
    [service, reading.id, file.hash],
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const painted = state.status !== 'loading';

  useEffect(() => {
    const container = containerRef.current;
    const viewer = viewerRef.current;
    if (!container || !viewer) return;
    controller.initialPage = initialPage ?? 1;
    window.__docketReader = controller;
    void controller.open(container, viewer, blob, window.matchMedia('(max-width: 48em)').matches);
    const flush = () => controller.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (window.__docketReader === controller) window.__docketReader = undefined;
      void controller.close();
    };
  }, [controller, blob, initialPage]);

  // ?annotation=<id>: the link back from an RPA or weak spot.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || state.status !== 'ready' || !focusAnnotation) return;
    const target = annotations.find((a) => a.id === focusAnnotation);
    if (target) {
      focused.current = true;
      controller.jumpTo(target);
    }
  }, [state.status, focusAnnotation, annotations, controller]);

  const comment = annotations.find((a) => a.id === commentId);
  const closeComment = useCallback(() => {
    const current = commentId ? store.repos.annotations.get(commentId) : undefined;
    // An empty standalone comment is discarded (like an empty free text).
    if (current?.type === 'text' && !current.contents?.trim()) service.removeAnnotation(current.id);
    setCommentId(null);
  }, [commentId, store, service]);

  const onJump = (a: PdfAnnotation) => {
    setPanelOpen(false);
    controller.jumpTo(a);
  };
  const onExport = async () => {
    controller.flush();
    setExporting(true);
    setNotice(null);
    try {
      downloadBlob(
        await exportAnnotated(blob, service.annotationsOf(reading.id, file.hash)),
        annotatedName(file.name),
      );
    } catch (error) {
      setNotice(`Could not export: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  const panel = (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List>
        <Tabs.Tab value="annotations">Annotations ({annotations.length})</Tabs.Tab>
        <Tabs.Tab value="pages">Pages</Tabs.Tab>
        <Tabs.Tab value="outline">Outline</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="annotations" pt="xs">
        <AnnotationPanel
          annotations={annotations}
          reading={reading}
          onJump={onJump}
          onComment={(a) => setCommentId(a.id)}
          onDelete={(a) => service.removeAnnotation(a.id)}
        />
      </Tabs.Panel>
      <Tabs.Panel value="pages" pt="xs">
        {tab === 'pages' && state.status === 'ready' && controller.document && (
          <ThumbnailsPanel
            doc={controller.document}
            pages={state.pages}
            current={state.page}
            aspect={controller.firstPageAspect}
            onGo={(p) => {
              setPanelOpen(false);
              controller.goToPage(p);
            }}
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="outline" pt="xs">
        <OutlinePanel items={state.outline} onGo={(d) => controller.goToDestination(d)} />
      </Tabs.Panel>
    </Tabs>
  );

  return (
    <Box>
      <Group justify="space-between" mb={6} gap="xs">
        <ReaderToolbar
          state={state}
          actions={{
            setMode: (m: EditingMode) => controller.setMode(m),
            goToPage: (p) => controller.goToPage(p),
            setScale: (v) => controller.setScale(v),
            zoom: (d) => controller.zoom(d),
            find: (q, prev, again) => controller.find(q, prev, again),
            addImage: (f) => void controller.addImage(f),
            addSignature: () => void controller.addSignature(),
          }}
        />
        <Group gap="xs">
          {narrow && (
            <Button size="xs" variant="default" onClick={() => setPanelOpen(true)}>
              Annotations ({annotations.length})
            </Button>
          )}
          <Button size="xs" variant="light" loading={exporting} onClick={() => void onExport()}>
            Export annotated PDF
          </Button>
        </Group>
      </Group>
      {notice && (
        <Alert color="yellow" mb={6} withCloseButton onClose={() => setNotice(null)} role="alert">
          {notice}
        </Alert>
      )}
      {state.status === 'error' && (
        <Alert color="red" mb={6} role="alert">
          Could not open this PDF: {state.error}
        </Alert>
      )}
      <Group align="stretch" gap="sm" wrap="nowrap">
        <Box
          pos="relative"
          style={{ flex: 1, minWidth: 0, height: 'max(360px, calc(100dvh - 200px))' }}
          data-testid="reader-viewport"
        >
          {state.status === 'loading' && (
            <Loader
              size="sm"
              aria-label="Opening the PDF"
              style={{ position: 'absolute', top: 16, left: 16, zIndex: 2 }}
            />
          )}
          <div
            ref={containerRef}
            className="docket-reader-container"
            data-mode={state.mode}
            data-status={state.status}
            data-testid="reader"
            tabIndex={-1}
          >
            <div ref={viewerRef} className="pdfViewer" />
          </div>
        </Box>
        {!narrow && (
          <Paper withBorder p="xs" w={300} style={{ flexShrink: 0 }}>
            {/* Rendered once the first page is painted: it is not needed for it. */}
            {painted && <ScrollArea h="calc(100dvh - 220px)">{panel}</ScrollArea>}
          </Paper>
        )}
      </Group>
      {narrow && painted && (
        <Drawer
          opened={panelOpen}
          onClose={() => setPanelOpen(false)}
          position="bottom"
          size="70%"
          title={reading.title}
        >
          {panel}
        </Drawer>
      )}
      {signing && (
        <SignatureDialog
          opened
          onAdd={async (input, description) => {
            const message = await controller.signatures.place(input, description);
            if (!message) setSigning(false);
            return message;
          }}
          onCancel={() => {
            controller.signatures.cancel();
            setSigning(false);
          }}
        />
      )}
      {describing && (
        <SignatureDescription
          editor={describing}
          onSave={(editor, description) => controller.signatures.describe(editor, description)}
          onClose={() => setDescribing(null)}
        />
      )}
      {comment && (
        <CommentPopup
          key={comment.id}
          annotation={comment}
          onSave={(text) => service.setComment(comment.id, text)}
          onClose={closeComment}
        />
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Annotations are kept as notes in Docket (synced to your devices), not written into the file.
      </Text>
    </Box>
  );
}
