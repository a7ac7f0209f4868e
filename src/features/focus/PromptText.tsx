import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Prompt } from '../../core/model';

/** A prompt's question, its context and source, and its tags. */
export function PromptText({ prompt, clamp }: { prompt: Prompt; clamp?: number }) {
  return (
    <Stack gap={6}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={clamp}>
        {prompt.text}
      </Text>
      {prompt.context && !clamp && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {prompt.context}
        </Text>
      )}
      {prompt.source && (
        <Text size="xs" c="dimmed">
          Source: {prompt.source}
        </Text>
      )}
      {prompt.tags.length > 0 && (
        <Group gap={4} aria-label="Tags">
          {prompt.tags.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
