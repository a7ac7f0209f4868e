import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { memo, useState } from 'react';
import {
  addReading,
  BAND_COLOR,
  confidenceBand,
  type DraftReading,
  type DraftWeek,
  draftConfidences,
  editReading,
  isHighlighted,
  overallConfidence,
  type ReadingEdit,
  removeReading,
  type SyllabusDraft,
  setWeekTopic,
  sourceLabel,
} from '../../core/schedule';
import { formatDay } from './hooks';
import { type SourceFile, SourceModal, type SourceTarget } from './SourceModal';

const SOURCE_TEXT: Record<SyllabusDraft['source'], string> = {
  ai: 'Structured by the AI service (checked against the text of your file).',
  local: 'Structured on this device by the local structurer (the AI service was not used).',
  manual: 'Entered and corrected by you.',
};

let keyCounter = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

interface EditorProps {
  draft: SyllabusDraft;
  /** Functional updates, so quick edits in several rows never overwrite each other. */
  onChange: (edit: (d: SyllabusDraft) => SyllabusDraft) => void;
  file: SourceFile | undefined;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

/** The review step: overall confidence, per week an editable topic and readings table, Cancel / Confirm. */
export function ReviewEditor({ draft, onChange, file, onCancel, onConfirm, busy }: EditorProps) {
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const overall = overallConfidence(draftConfidences(draft));
  const band = confidenceBand(overall);
  const update = onChange;

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="review-source">
        {SOURCE_TEXT[draft.source]}
        {draft.fileName ? ` File: ${draft.fileName}.` : ''}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between">
          <Text fw={600}>Overall confidence</Text>
          <Text fw={600} data-testid="overall-confidence">
            {overall}%
          </Text>
        </Group>
        <Progress value={overall} color={BAND_COLOR[band]} mt="xs" aria-label="Overall confidence" />
        <Text size="xs" c="dimmed" mt={4}>
          {draft.semesterStart && draft.semesterEnd
            ? `Semester ${formatDay(draft.semesterStart)} – ${formatDay(draft.semesterEnd)}`
            : 'Semester dates unknown'}
          {draft.meetingDays.length > 0 ? ` · meets ${draft.meetingDays.join(', ')}` : ''}. Rows under 70%
          confidence are highlighted: check them against your file.
        </Text>
      </Paper>
      {draft.weeks.length === 0 && <Alert color="yellow">No weeks were found in this file.</Alert>}
      {draft.weeks.map((w) => (
        <WeekEditor
          key={w.weekNumber}
          week={w}
          onTopic={(topic) => update((d) => setWeekTopic(d, w.weekNumber, topic))}
          onEdit={(key, edit) => update((d) => editReading(d, key, edit))}
          onRemove={(key) => update((d) => removeReading(d, key))}
          onAdd={() => update((d) => addReading(d, w.weekNumber, newKey()))}
          onSource={(r) =>
            setTarget({ title: r.title, page: r.sourcePage, line: r.sourceLine, bbox: r.bbox })
          }
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Confirm and Save
        </Button>
      </Group>
      <SourceModal file={file} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

interface WeekProps {
  week: DraftWeek;
  onTopic: (topic: string) => void;
  onEdit: (key: string, edit: ReadingEdit) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onSource: (r: DraftReading) => void;
}

const WeekEditor = memo(function WeekEditor({ week, onTopic, onEdit, onRemove, onAdd, onSource }: WeekProps) {
  const n = week.weekNumber;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`Week ${n}`}>
      <Group justify="space-between" align="baseline">
        <Title order={4}>Week {n}</Title>
        {week.startDate && (
          <Text size="sm" c="dimmed">
            {formatDay(week.startDate)} – {formatDay(week.endDate)}
          </Text>
        )}
      </Group>
      <TextInput
        label={`Week ${n} topic`}
        value={week.topic}
        onChange={(e) => onTopic(e.currentTarget.value)}
        mt="xs"
      />
      <Table.ScrollContainer minWidth={720} mt="sm">
        <Table verticalSpacing={4} aria-label={`Week ${n} readings`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Citation</Table.Th>
              <Table.Th w={110}>Pages</Table.Th>
              <Table.Th w={150}>Confidence</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.readings.map((r, i) => {
              const low = isHighlighted(r.confidence);
              const where = sourceLabel(r.sourcePage, r.sourceLine);
              const label = `week ${n}, reading ${i + 1}`;
              return (
                <Table.Tr
                  key={r.key}
                  data-low-confidence={low || undefined}
                  style={low ? { backgroundColor: 'var(--mantine-color-yellow-light)' } : undefined}
                >
                  <Table.Td>
                    <TextInput
                      aria-label={`Title, ${label}`}
                      value={r.title}
                      onChange={(e) => onEdit(r.key, { title: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Citation, ${label}`}
                      value={r.citation}
                      onChange={(e) => onEdit(r.key, { citation: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Pages, ${label}`}
                      value={r.pages}
                      onChange={(e) => onEdit(r.key, { pages: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Badge
                        color={BAND_COLOR[confidenceBand(r.confidence)]}
                        variant="filled"
                        aria-label={`Confidence ${r.confidence}%`}
                      >
                        {r.confidence}%
                      </Badge>
                      {where && (
                        <Anchor component="button" type="button" size="xs" onClick={() => onSource(r)}>
                          {where}
                        </Anchor>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(r.key)}
                      aria-label={`Remove ${label}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button size="xs" variant="light" mt="xs" onClick={onAdd}>
        Add Reading
      </Button>
    </Paper>
  );
});
