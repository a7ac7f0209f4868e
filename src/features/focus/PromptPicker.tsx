import { ActionIcon, Button, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { customToPrompt, SAMPLE_PROMPTS, weakSpotPrompts } from '../../core/focus';
import type { Prompt } from '../../core/model';
import { useCollection, useStore } from '../../data/react';
import { NewPromptModal } from './NewPromptModal';
import { PromptText } from './PromptText';
import { useFocusService } from './hooks';

export type PromptSource = 'samples' | 'mine' | 'weak-spots';

const SOURCES: Array<{ value: PromptSource; label: string }> = [
  { value: 'samples', label: 'Samples' },
  { value: 'mine', label: 'My prompts' },
  { value: 'weak-spots', label: 'Weak spots' },
];

/** Choosing what to write about: the samples, the course's own prompts, or its open weak spots. */
export function PromptPicker({
  source,
  onSource,
  selected,
  onSelect,
  courseId,
  courseName,
}: {
  source: PromptSource;
  onSource: (s: PromptSource) => void;
  selected: Prompt | undefined;
  onSelect: (p: Prompt | undefined) => void;
  courseId: string | undefined;
  courseName: string | undefined;
}) {
  const store = useStore();
  const service = useFocusService();
  const custom = useCollection(store.repos.prompts);
  const weakSpots = useCollection(store.repos.weakSpots);
  const [adding, setAdding] = useState(false);

  const prompts = useMemo((): Prompt[] => {
    if (source === 'samples') return [...SAMPLE_PROMPTS];
    if (!courseId) return [];
    if (source === 'mine')
      return custom
        .filter((p) => p.courseId === courseId)
        .slice()
        .reverse()
        .map(customToPrompt);
    return weakSpotPrompts(weakSpots, courseId);
  }, [source, courseId, custom, weakSpots]);

  const empty =
    source === 'mine'
      ? 'No prompts of your own for this course yet.'
      : source === 'weak-spots'
        ? 'No open weak spots in this course.'
        : '';

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Prompts from"
        value={source}
        onChange={(v) => onSource(v as PromptSource)}
        data={SOURCES}
        fullWidth
      />
      {source !== 'samples' && !courseId && (
        <Text size="sm" c="dimmed">
          Choose a course in "Currently viewing" to see its {source === 'mine' ? 'prompts' : 'weak spots'}.
        </Text>
      )}
      {source === 'mine' && courseId && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Prompts you wrote for {courseName ?? 'this course'}.
          </Text>
          <Button size="xs" variant="light" onClick={() => setAdding(true)}>
            New prompt
          </Button>
        </Group>
      )}
      {courseId && prompts.length === 0 && source !== 'samples' && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {prompts.length > 0 && (
        <Radio.Group
          label="Prompt"
          value={selected?.id ?? null}
          onChange={(id) => onSelect(prompts.find((p) => p.id === id))}
        >
          <Stack gap="xs" mt={4}>
            {prompts.map((p) => (
              <Group key={p.id} gap={4} align="stretch" wrap="nowrap">
                <Radio.Card value={p.id} radius="md" p="sm" style={{ flex: 1 }}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <PromptText prompt={p} clamp={selected?.id === p.id ? undefined : 3} />
                  </Group>
                </Radio.Card>
                {source === 'mine' && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete prompt: ${p.text.slice(0, 60)}`}
                    onClick={() => {
                      if (selected?.id === p.id) onSelect(undefined);
                      void service.removePrompt(p.id);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {selected ? (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" lineClamp={1} data-testid="selected-prompt">
            Selected: {selected.text}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => onSelect(undefined)} style={{ flexShrink: 0 }}>
            Clear
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="no-prompt">
          No prompt selected: Start begins a free form practice session.
        </Text>
      )}
      {courseId && (
        <NewPromptModal
          opened={adding}
          courseId={courseId}
          onClose={(created) => {
            setAdding(false);
            if (created) onSelect(created);
          }}
        />
      )}
    </Stack>
  );
}
