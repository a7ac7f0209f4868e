import { Badge, Button, CloseButton, Group, Input, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { addTag, MAX_TAG_LENGTH, removeTag, TAG_REFUSED_MESSAGE } from '../../core/weakSpots';

/** Tags added on Enter or Add (trimmed, non-empty, not already present), each removable. */
export function TagInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = () => {
    const result = addTag(value, draft);
    if (result.added) {
      onChange(result.tags);
      setDraft('');
      setRefusal(null);
    } else {
      setRefusal(TAG_REFUSED_MESSAGE[result.reason]);
    }
  };
  return (
    <Input.Wrapper label="Tags" description="Press Enter or Add after each tag.">
      <Group gap="xs" mt={4} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="New tag"
          placeholder="e.g. hearsay"
          value={draft}
          maxLength={MAX_TAG_LENGTH + 20}
          error={refusal}
          style={{ flex: 1 }}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" onClick={add}>
          Add
        </Button>
      </Group>
      {value.length > 0 ? (
        <Group gap={6} mt="xs" aria-label="Tags added" role="list">
          {value.map((tag) => (
            <Badge
              key={tag}
              role="listitem"
              variant="light"
              size="lg"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(removeTag(value, tag))}
                />
              }
            >
              {tag}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          No tags yet.
        </Text>
      )}
    </Input.Wrapper>
  );
}
