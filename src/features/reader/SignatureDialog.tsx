import { Alert, Button, FileButton, Group, Modal, Slider, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import {
  addStrokePoint,
  defaultSignatureDescription,
  drawnSignature,
  MAX_SIGNATURE_DESCRIPTION,
  MAX_TYPED_SIGNATURE,
  SIGNATURE_FONT,
  SIGNATURE_TEXT,
  SIGNATURE_THICKNESS,
  STAMP_IMAGE_TYPES,
  strokesPath,
  typedSignature,
} from '../../core/reader';
import type { SignatureEditorLike, SignatureInput } from './signatures';

type Kind = 'draw' | 'type' | 'image';

/** The drawing box: strokes with a mouse, pen or finger (pointer events; touch does not scroll the page). */
function DrawPad({
  strokes,
  onChange,
  thickness,
}: {
  strokes: number[][];
  onChange: (width: number, height: number) => void;
  thickness: number;
}) {
  const drawing = useRef<number[] | null>(null);
  const at = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top, r.width, r.height] as const;
  };
  return (
    <div
      data-testid="signature-pad"
      style={{
        height: 160,
        border: '1px dashed var(--mantine-color-gray-5)',
        borderRadius: 6,
        touchAction: 'none',
        cursor: 'crosshair',
        background: 'var(--mantine-color-body)',
      }}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        const stroke: number[] = [];
        const point = at(e);
        addStrokePoint(stroke, ...point);
        drawing.current = stroke;
        strokes.push(stroke);
        onChange(point[2], point[3]);
      }}
      onPointerMove={(e) => {
        const point = at(e);
        if (drawing.current && addStrokePoint(drawing.current, ...point)) onChange(point[2], point[3]);
      }}
      onPointerUp={() => {
        drawing.current = null;
      }}
      onPointerCancel={() => {
        drawing.current = null;
      }}
    >
      <svg width="100%" height="100%" role="img" aria-label="Your signature as drawn">
        <path
          d={strokesPath(strokes)}
          fill="none"
          stroke="currentColor"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

/**
 * Signature mode's dialog (pdf.js's full viewer has its own; its viewer components do not): draw, type or pick
 * an image of a signature, with a description read out for screen readers; Add places it on the page.
 */
export function SignatureDialog({
  opened,
  onAdd,
  onCancel,
}: {
  opened: boolean;
  onAdd: (input: SignatureInput, description: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<Kind>('draw');
  const strokes = useRef<number[][]>([]);
  const [, setVersion] = useState(0);
  const [thickness, setThickness] = useState<number>(SIGNATURE_THICKNESS.initial);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const padSize = useRef<{ width: number; height: number }>({ width: 0, height: 0 });

  const reset = () => {
    strokes.current = [];
    setVersion((v) => v + 1);
    setText('');
    setFile(null);
    setDescription(null);
    setError(null);
    setKind('draw');
  };
  const shownDescription = description ?? defaultSignatureDescription(kind, { text, fileName: file?.name });

  const input = (): SignatureInput | null => {
    if (kind === 'draw') {
      const { width, height } = padSize.current;
      const curves = drawnSignature(strokes.current, width, height, thickness);
      return curves ? { kind, curves } : null;
    }
    if (kind === 'type') return typedSignature(text) ? { kind, text } : null;
    return file ? { kind, file } : null;
  };
  const ready = input() !== null;

  const add = async () => {
    const value = input();
    if (!value) return;
    setBusy(true);
    try {
      const message = await onAdd(value, shownDescription);
      if (message) setError(message);
      else reset();
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Modal opened={opened} onClose={cancel} title="Add a signature" size="lg" zIndex={1300}>
      <Stack gap="sm">
        <Tabs value={kind} onChange={(v) => v && setKind(v as Kind)}>
          <Tabs.List>
            <Tabs.Tab value="draw">Draw</Tabs.Tab>
            <Tabs.Tab value="type">Type</Tabs.Tab>
            <Tabs.Tab value="image">Image</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="draw" pt="xs">
            <Stack gap={6}>
              <Text size="sm">{SIGNATURE_TEXT.drawHint}</Text>
              <DrawPad
                strokes={strokes.current}
                thickness={thickness}
                onChange={(width, height) => {
                  padSize.current = { width, height };
                  setError(null);
                  setVersion((v) => v + 1);
                }}
              />
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0} w={200}>
                  <Text size="xs" aria-hidden>
                    Pen thickness
                  </Text>
                  <Slider
                    min={SIGNATURE_THICKNESS.min}
                    max={SIGNATURE_THICKNESS.max}
                    step={1}
                    value={thickness}
                    onChange={setThickness}
                    thumbLabel="Pen thickness"
                  />
                </Stack>
                <Button
                  size="xs"
                  variant="default"
                  disabled={strokes.current.length === 0}
                  onClick={() => {
                    strokes.current = [];
                    setVersion((v) => v + 1);
                  }}
                >
                  Clear
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="type" pt="xs">
            <Stack gap={6}>
              <TextInput
                label="Your name"
                description={SIGNATURE_TEXT.typeHint}
                value={text}
                maxLength={MAX_TYPED_SIGNATURE}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <Text
                aria-hidden
                style={{ fontFamily: SIGNATURE_FONT, fontStyle: 'italic', fontSize: 40, minHeight: 60 }}
              >
                {text}
              </Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="image" pt="xs">
            <Stack gap={6}>
              <Text size="sm">{SIGNATURE_TEXT.imageHint}</Text>
              <Group gap="xs">
                <FileButton onChange={setFile} accept={STAMP_IMAGE_TYPES.join(',')}>
                  {(props) => (
                    <Button size="xs" variant="default" {...props}>
                      Choose an image…
                    </Button>
                  )}
                </FileButton>
                {file && <Text size="sm">{file.name}</Text>}
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <TextInput
          label="Description"
          description="Read out for screen readers, e.g. your name."
          value={shownDescription}
          maxLength={MAX_SIGNATURE_DESCRIPTION}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert" py={6}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={() => void add()} disabled={!ready} loading={busy}>
            Add signature
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Edits a placed signature's description (the button pdf.js puts on a signature's toolbar). */
export function SignatureDescription({
  editor,
  onSave,
  onClose,
}: {
  editor: SignatureEditorLike | null;
  onSave: (editor: SignatureEditorLike, description: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? editor?.description ?? '';
  const close = () => {
    setValue(null);
    onClose();
  };
  return (
    <Modal opened={editor !== null} onClose={close} title="Signature description" zIndex={1300}>
      <Stack gap="sm">
        <TextInput
          label="Description"
          description="Read out for screen readers, e.g. your name."
          value={shown}
          maxLength={MAX_SIGNATURE_DESCRIPTION}
          onChange={(e) => setValue(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (editor) onSave(editor, shown);
              close();
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
