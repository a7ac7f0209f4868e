import { Alert, Badge, Button, Checkbox, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Reading, Syllabus } from '../../core/model';
import {
  defaultChoices,
  type MergeChoices,
  type MergePreview,
  mergeDraft,
  previewMerge,
  type SyllabusDraft,
} from '../../core/schedule';

export interface SavedForCourse {
  syllabus: Syllabus;
  readings: Reading[];
  linkedReadingIds: ReadonlySet<string>;
}

/** How many saved readings there are and how many are completed (said before a Merge or Replace). */
export function savedSummary(readings: readonly Reading[]): string {
  const done = readings.filter((r) => r.completed).length;
  const n = readings.length;
  return `${n} reading${n === 1 ? '' : 's'}, ${done} completed`;
}

interface Props {
  saved: SavedForCourse;
  draft: SyllabusDraft;
  courseName: string;
  busy?: boolean;
  onMerge: (merged: SyllabusDraft) => void;
  onReplace: () => void;
}

/** The review's Save for a course that already has a syllabus: Merge (with a preview) or Replace (asks first). */
export function ReimportChoice({ saved, draft, courseName, busy, onMerge, onReplace }: Props) {
  const [dialog, setDialog] = useState<'merge' | 'replace' | null>(null);
  const preview = useMemo(() => previewMerge(saved, draft), [saved, draft]);
  const [choices, setChoices] = useState<MergeChoices | null>(null);
  const current = choices ?? defaultChoices(preview);
  const completed = saved.readings.filter((r) => r.completed).length;

  return (
    <>
      <Group justify="flex-end">
        <Button variant="outline" color="red" onClick={() => setDialog('replace')} disabled={busy}>
          Replace saved syllabus
        </Button>
        <Button
          onClick={() => {
            setChoices(defaultChoices(preview));
            setDialog('merge');
          }}
          loading={busy}
        >
          Merge with saved syllabus
        </Button>
      </Group>
      <Modal
        opened={dialog === 'merge'}
        onClose={() => setDialog(null)}
        title="Merge with your saved syllabus"
        size="lg"
      >
        <MergeSummary preview={preview} choices={current} onChoices={setChoices} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setDialog(null);
              onMerge(mergeDraft(saved, draft, preview, current));
            }}
          >
            Merge
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={dialog === 'replace'}
        onClose={() => setDialog(null)}
        title="Replace the saved syllabus?"
      >
        <Stack gap="sm">
          <Text>
            This removes the {saved.readings.length} saved readings of {courseName}
            {completed > 0 ? `, ${completed} of them completed,` : ''} with their notes and your edits, and
            keeps only what is in the new file. RPAs stay, but lose their links to removed readings.
          </Text>
          <Text size="sm">You can undo this right after saving.</Text>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              setDialog(null);
              onReplace();
            }}
          >
            Replace
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function toggled(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

function MergeSummary({
  preview,
  choices,
  onChoices,
}: {
  preview: MergePreview;
  choices: MergeChoices;
  onChoices: (c: MergeChoices) => void;
}) {
  const kept = preview.matched.length;
  const edits = preview.matched.filter((m) => m.keptEdits.length > 0).length;
  return (
    <Stack gap="md" data-testid="merge-preview">
      <Text>
        {kept} saved reading{kept === 1 ? '' : 's'} found again in the new file: their completions, notes, RPA
        links{edits > 0 ? ` and your edits (${edits})` : ' and your edits'} are kept.
      </Text>
      {preview.manual.length > 0 && (
        <Text>
          {preview.manual.length} reading{preview.manual.length === 1 ? '' : 's'} you added yourself{' '}
          {preview.manual.length === 1 ? 'is' : 'are'} kept.
        </Text>
      )}
      <section aria-labelledby="merge-added">
        <Title order={5} id="merge-added">
          New in this file ({preview.added.length})
        </Title>
        {preview.added.length === 0 ? (
          <Text size="sm">Nothing new.</Text>
        ) : (
          <List size="sm">
            {preview.added.map((a) => (
              <List.Item key={a.reading.key}>
                Week {a.weekNumber}: {a.reading.title}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      {preview.missing.length > 0 && (
        <section aria-labelledby="merge-missing">
          <Title order={5} id="merge-missing">
            Not in the new file ({preview.missing.length})
          </Title>
          <Text size="sm" mb="xs">
            Tick the readings to remove. Those with your work on them are kept unless you tick them.
          </Text>
          <Stack gap={6}>
            {preview.missing.map((m) => (
              <Group key={m.saved.id} gap="xs" wrap="nowrap">
                <Checkbox
                  label={`Remove ${m.saved.title} (week ${m.saved.weekNumber})`}
                  checked={choices.remove.has(m.saved.id)}
                  onChange={(e) =>
                    onChoices({
                      ...choices,
                      remove: toggled(choices.remove, m.saved.id, e.currentTarget.checked),
                    })
                  }
                />
                {m.hasWork && (
                  <Badge color="blue" variant="light">
                    has your work
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </section>
      )}
      {preview.previouslyRemoved.length > 0 && (
        <section aria-labelledby="merge-removed">
          <Title order={5} id="merge-removed">
            You removed these before ({preview.previouslyRemoved.length})
          </Title>
          <Text size="sm" mb="xs">
            They stay removed unless you add them back.
          </Text>
          <Stack gap={6}>
            {preview.previouslyRemoved.map((p) => (
              <Checkbox
                key={p.reading.key}
                label={`Add back ${p.reading.title} (week ${p.weekNumber})`}
                checked={choices.addBack.has(p.reading.key)}
                onChange={(e) =>
                  onChoices({
                    ...choices,
                    addBack: toggled(choices.addBack, p.reading.key, e.currentTarget.checked),
                  })
                }
              />
            ))}
          </Stack>
        </section>
      )}
      {preview.missing.length === 0 && preview.added.length === 0 && (
        <Alert color="blue">The new file has the same readings as your saved syllabus.</Alert>
      )}
    </Stack>
  );
}
