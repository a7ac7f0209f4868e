import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Text,
  TextInput,
  FileButton,
} from '@mantine/core';
import { useState } from 'react';
import { type EditingMode, STAMP_IMAGE_TYPES } from '../../core/reader';
import { type ReaderState, ZOOMS } from './controller';

const MODES: { value: EditingMode; label: string; disabled?: boolean; title?: string }[] = [
  { value: 'none', label: 'Read' },
  { value: 'highlight', label: 'Highlight' },
  { value: 'freetext', label: 'Free text' },
  { value: 'ink', label: 'Draw' },
  { value: 'stamp', label: 'Image' },
  { value: 'signature', label: 'Signature' },
  { value: 'comment', label: 'Comment' },
];

const zoomLabel = (v: string) =>
  ({ auto: 'Automatic', 'page-fit': 'Whole page', 'page-width': 'Page width' })[v] ??
  `${Math.round(Number(v) * 100)} %`;

export interface ToolbarActions {
  setMode(mode: EditingMode): void;
  goToPage(page: number): void;
  setScale(value: string): void;
  zoom(dir: 1 | -1): void;
  find(query: string, previous?: boolean, again?: boolean): void;
  addImage(file: File): void;
  addSignature(): void;
}

/** Editing modes, page navigation, zoom and find in document. */
export function ReaderToolbar({ state, actions }: { state: ReaderState; actions: ToolbarActions }) {
  const [query, setQuery] = useState('');
  const [pageText, setPageText] = useState<string | number>('');
  const scaleValue = (ZOOMS as readonly string[]).includes(state.scale) ? state.scale : null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Reader tools" role="toolbar">
      <SegmentedControl
        size="xs"
        aria-label="Editing mode"
        value={state.mode}
        onChange={(v) => actions.setMode(v as EditingMode)}
        data={MODES.map((m) => ({ value: m.value, label: m.label }))}
        style={{ flexWrap: 'wrap' }}
      />
      {state.mode === 'stamp' && (
        <FileButton onChange={(f) => f && actions.addImage(f)} accept={STAMP_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button size="compact-xs" variant="light" {...props}>
              Add image…
            </Button>
          )}
        </FileButton>
      )}
      {state.mode === 'signature' && (
        <Button size="compact-xs" variant="light" onClick={actions.addSignature}>
          Add signature…
        </Button>
      )}
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label="Previous page"
          disabled={state.page <= 1}
          onClick={() => actions.goToPage(state.page - 1)}
        >
          ‹
        </ActionIcon>
        <NumberInput
          size="xs"
          w={64}
          aria-label="Page"
          min={1}
          max={Math.max(1, state.pages)}
          value={pageText === '' ? state.page : pageText}
          onChange={setPageText}
          onBlur={() => setPageText('')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              actions.goToPage(Number(pageText));
              setPageText('');
            }
          }}
          hideControls
        />
        <Text size="sm" data-testid="page-count">
          of {state.pages}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Next page"
          disabled={state.page >= state.pages}
          onClick={() => actions.goToPage(state.page + 1)}
        >
          ›
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" aria-label="Zoom out" onClick={() => actions.zoom(-1)}>
          −
        </ActionIcon>
        <Select
          size="xs"
          w={120}
          aria-label="Zoom"
          placeholder={`${Math.round(Number(state.scale) * 100) || ''} %`}
          value={scaleValue}
          data={ZOOMS.map((z) => ({ value: z, label: zoomLabel(z) }))}
          onChange={(v) => v && actions.setScale(v)}
          allowDeselect={false}
        />
        <ActionIcon variant="default" aria-label="Zoom in" onClick={() => actions.zoom(1)}>
          +
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          w={150}
          type="search"
          aria-label="Find in document"
          placeholder="Find in document"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') actions.find(query, e.shiftKey, query === state.find.query);
          }}
        />
        {state.find.query && (
          <Text size="xs" aria-live="polite" data-testid="find-result">
            {state.find.notFound ? 'Not found' : `${state.find.current} of ${state.find.total}`}
          </Text>
        )}
      </Group>
    </Group>
  );
}
