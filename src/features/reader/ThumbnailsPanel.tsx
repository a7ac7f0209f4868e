import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { THUMBNAIL_WIDTH } from '../../core/reader';
import { type ThumbnailDocument, ThumbnailPainter } from './thumbnailPainter';

function Thumbnail({
  page,
  painter,
  current,
  aspect,
  onGo,
}: {
  page: number;
  painter: ThumbnailPainter;
  current: boolean;
  aspect: number;
  onGo: (page: number) => void;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    painter.observe(page, canvas);
    return () => painter.unobserve(page);
  }, [painter, page]);
  return (
    <li style={{ listStyle: 'none' }}>
      <UnstyledButton
        onClick={() => onGo(page)}
        aria-label={`Page ${page}`}
        aria-current={current ? 'page' : undefined}
        data-testid="thumbnail"
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          padding: 4,
          borderRadius: 4,
          outline: current ? '2px solid var(--mantine-color-blue-6)' : undefined,
        }}
      >
        <canvas
          ref={ref}
          width={0}
          height={0}
          aria-hidden
          style={{
            width: THUMBNAIL_WIDTH,
            aspectRatio: String(aspect),
            background: 'white',
            boxShadow: '0 0 0 1px var(--mantine-color-gray-4)',
          }}
        />
        <Text size="xs">{page}</Text>
      </UnstyledButton>
    </li>
  );
}

/**
 * The thumbnails view of the side panel: every page as a small picture (painted only when in sight, a bounded
 * number kept painted); a click goes to that page. The current page is outlined.
 */
export function ThumbnailsPanel({
  doc,
  pages,
  current,
  aspect,
  onGo,
}: {
  doc: ThumbnailDocument;
  pages: number;
  current: number;
  /** Width / height of the first page (the placeholder's shape before a thumbnail is painted). */
  aspect: number;
  onGo: (page: number) => void;
}) {
  const [painter, setPainter] = useState<ThumbnailPainter | null>(null);
  useEffect(() => {
    const made = new ThumbnailPainter(doc);
    setPainter(made);
    return () => made.destroy();
  }, [doc]);
  const numbers = useMemo(() => Array.from({ length: pages }, (_, i) => i + 1), [pages]);
  if (!painter) return null;
  return (
    <SimpleGrid
      cols={2}
      spacing={4}
      verticalSpacing={4}
      component="ul"
      aria-label="Pages"
      style={{ padding: 0, margin: 0 }}
    >
      {numbers.map((n) => (
        <Thumbnail key={n} page={n} painter={painter} current={n === current} aspect={aspect} onGo={onGo} />
      ))}
    </SimpleGrid>
  );
}
