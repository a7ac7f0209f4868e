import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { annotationLabel, VIEWER_DEFAULTS } from '../../core/reader';
import type { PdfAnnotation } from '../../core/model';

/**
 * The comment popup of one annotation (SPEC section 4: opens on click or Enter, closes on Escape). Raised by
 * 1000 over the page layers while shown. Saving an empty comment removes it; an empty standalone comment is
 * discarded.
 */
export function CommentPopup({
  annotation,
  onSave,
  onClose,
}: {
  annotation: PdfAnnotation;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(annotation.contents ?? '');
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const save = () => {
    onSave(text);
    onClose();
  };
  return (
    <Paper
      role="dialog"
      aria-label="Comment"
      shadow="lg"
      withBorder
      p="sm"
      radius="md"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 'min(360px, calc(100vw - 32px))',
        zIndex: 200 + VIEWER_DEFAULTS.commentPopupRaise,
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <Text size="sm" fw={600} mb={4}>
        Comment · {annotationLabel(annotation.type)}, page {annotation.pageIndex + 1}
      </Text>
      {annotation.text && annotation.type === 'highlight' && (
        <Text size="xs" c="dimmed" lineClamp={3} mb={4}>
          “{annotation.text}”
        </Text>
      )}
      <Textarea
        ref={ref}
        aria-label="Comment text"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={20_000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          Close
        </Button>
        <Button size="xs" onClick={save}>
          Save comment
        </Button>
      </Group>
    </Paper>
  );
}
