import { Paper, Spoiler, Stack, Text } from '@mantine/core';

/** The prompt and answer of the focus session a weak spot came from. */
export function SessionPanel({ prompt, answer }: { prompt?: string; answer?: string }) {
  if (!prompt && !answer) return null;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label="From a focus session">
      <Stack gap="xs">
        <Text size="sm" fw={700} tt="uppercase" c="dimmed">
          From a focus session
        </Text>
        {prompt && (
          <div>
            <Text size="sm" fw={600}>
              Prompt
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="session-prompt">
              {prompt}
            </Text>
          </div>
        )}
        {answer && (
          <div>
            <Text size="sm" fw={600}>
              Answer
            </Text>
            <Spoiler maxHeight={120} showLabel="Show all" hideLabel="Show less">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="session-answer">
                {answer}
              </Text>
            </Spoiler>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
