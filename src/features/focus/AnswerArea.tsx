import { Group, Stack, Text, Textarea } from '@mantine/core';
import { countCharacters, countWords, saveLabel } from '../../core/focus';

const formatTime = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The answer, its autosave status, word count and character count; disabled until a session exists. */
export function AnswerArea({
  text,
  onChange,
  disabled,
  savedAt,
  now,
}: {
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
  savedAt: number | undefined;
  now: number;
}) {
  const words = countWords(text);
  const characters = countCharacters(text);
  return (
    <Stack gap="xs">
      <Textarea
        label="Answer"
        description={disabled ? 'Start a session to write your answer.' : 'Saved on this device as you type.'}
        placeholder={disabled ? undefined : 'Issue, rule, application, conclusion…'}
        autosize
        minRows={12}
        maxRows={30}
        value={text}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="save-status">
          {disabled ? '' : savedAt === undefined ? 'Not saved yet' : saveLabel(savedAt, now, formatTime)}
        </Text>
        <Group gap="md">
          <Text size="sm" data-testid="word-count">
            {words} {words === 1 ? 'word' : 'words'}
          </Text>
          <Text size="sm" data-testid="character-count">
            {characters} {characters === 1 ? 'character' : 'characters'}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
