import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PROMPT_TEXT_REQUIRED, type PromptFormValues } from '../../core/focus';
import type { Prompt } from '../../core/model';
import { useFocusService } from './hooks';

const EMPTY: PromptFormValues = { text: '', context: '', source: '', tags: '' };

/** A prompt of the student's own for the course: question, context, source and tags. */
export function NewPromptModal({
  opened,
  courseId,
  onClose,
}: {
  opened: boolean;
  courseId: string;
  onClose: (created?: Prompt) => void;
}) {
  const service = useFocusService();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PromptFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: the event's target is gone when the update runs
    setValues((v) => ({ ...v, [key]: value }));
  };

  const close = (created?: Prompt) => {
    setValues(EMPTY);
    setError(null);
    onClose(created);
  };

  const save = async () => {
    setBusy(true);
    try {
      const result = await service.addPrompt(values, courseId);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      const { prompt } = result;
      close({
        id: result.id ?? '',
        text: prompt.text,
        tags: prompt.tags,
        ...(prompt.context ? { context: prompt.context } : {}),
        ...(prompt.source ? { source: prompt.source } : {}),
      });
    } catch (e) {
      console.error('Failed to save prompt', e);
      setError('Failed to save the prompt. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => close()}
      title="New prompt"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Question"
            required
            autosize
            minRows={3}
            value={values.text}
            onChange={set('text')}
            error={error === PROMPT_TEXT_REQUIRED ? error : undefined}
          />
          <Textarea
            label="Context"
            description="Optional: the topic or what it tests"
            autosize
            value={values.context}
            onChange={set('context')}
          />
          <TextInput
            label="Source"
            description="Optional: e.g. Midterm 2024"
            value={values.source}
            onChange={set('source')}
          />
          <TextInput
            label="Tags"
            description="Optional, separated by commas"
            value={values.tags}
            onChange={set('tags')}
          />
          {error && error !== PROMPT_TEXT_REQUIRED && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close()}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save prompt
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
