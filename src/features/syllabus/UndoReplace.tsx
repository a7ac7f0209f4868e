import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ReplaceUndo } from '../../data/syllabi';
import { useSyllabusService } from './hooks';

export const REPLACED_TEXT = 'The saved syllabus was replaced.';
export const UNDONE_TEXT = 'Replace undone: your previous syllabus is back, completions and notes included.';

/**
 * After a Replace: an Undo that puts the previous syllabus back exactly. It stays until the student leaves
 * this page; then the replaced syllabus's file leaves the device.
 */
export function UndoReplace({ undo }: { undo: ReplaceUndo }) {
  const service = useSyllabusService();
  const [state, setState] = useState<'offered' | 'undoing' | 'undone' | 'failed'>('offered');
  const pending = useRef<ReplaceUndo | null>(undo);
  pending.current = state === 'undone' ? null : undo;

  useEffect(
    () => () => {
      if (pending.current) void service.discardUndo(pending.current);
    },
    [service],
  );

  if (state === 'undone')
    return (
      <Alert color="green" role="status">
        {UNDONE_TEXT}
      </Alert>
    );
  return (
    <Alert color="blue" role="status">
      <Stack gap="xs" align="center">
        <Text>{REPLACED_TEXT}</Text>
        {state === 'failed' && <Text c="red">The undo failed; your new syllabus is still saved.</Text>}
        <Button
          variant="light"
          loading={state === 'undoing'}
          onClick={() => {
            setState('undoing');
            service.undoReplace(undo).then(
              () => {
                setState('undone');
                pending.current = null;
              },
              (e) => {
                console.error('Undo of the replace failed', e);
                setState('failed');
              },
            );
          }}
        >
          Undo replace
        </Button>
      </Stack>
    </Alert>
  );
}
