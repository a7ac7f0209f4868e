import { Alert, Loader, Modal, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Bbox } from '../../core/model';
import { sourceLabel, viewerKind } from '../../core/schedule';
import { useSyllabusService } from './hooks';

const SourceCanvas = lazy(() => import('./SourceCanvas'));

/** Where a reading came from: the file in memory (during the wizard) or the stored upload (by id). */
export type SourceFile = { blob: Blob; name: string; type: string } | { fileId: string };

export interface SourceTarget {
  title: string;
  page?: number | undefined;
  line?: number | undefined;
  bbox?: Bbox | undefined;
}

/** A modal that opens the uploaded file at the reading's page with its line highlighted. */
export function SourceModal({
  file,
  target,
  onClose,
}: {
  file: SourceFile | undefined;
  target: SourceTarget | null;
  onClose: () => void;
}) {
  const service = useSyllabusService();
  const [loaded, setLoaded] = useState<{ blob: Blob; name: string; type: string } | null | 'missing'>(null);
  useEffect(() => {
    if (!target || !file) return;
    if ('blob' in file) {
      setLoaded(file);
      return;
    }
    let live = true;
    service.files.get(file.fileId).then(
      (row) => live && setLoaded(row ? { blob: row.data, name: row.name, type: row.type } : 'missing'),
      () => live && setLoaded('missing'),
    );
    return () => {
      live = false;
    };
  }, [file, target, service]);

  const label = target ? sourceLabel(target.page, target.line) : '';
  return (
    <Modal opened={target !== null} onClose={onClose} size="xl" title={`Source: ${label || 'uploaded file'}`}>
      {target && (
        <Text size="sm" mb="xs" c="dimmed">
          {target.title}
        </Text>
      )}
      {!file || loaded === 'missing' ? (
        <Alert color="yellow">
          The uploaded file is not on this device (it was uploaded on another device).
        </Alert>
      ) : loaded === null ? (
        <Loader size="sm" />
      ) : (
        <Suspense fallback={<Loader size="sm" />}>
          <SourceCanvas
            blob={loaded.blob}
            kind={viewerKind(loaded)}
            page={target?.page}
            bbox={target?.bbox}
          />
        </Suspense>
      )}
    </Modal>
  );
}
