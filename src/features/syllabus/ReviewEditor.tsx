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
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type ReactNode, useState } from 'react';
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
import { NeedsALook } from './NeedsALook';
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
  /** Replaces the Confirm and Save button (a re-import offers Merge or Replace instead). */
  saveActions?: ReactNode;
}

/** The review step: overall confidence, per week an editable topic and readings table, Cancel / Confirm. */
export function ReviewEditor({ draft, onChange, file, onCancel, onConfirm, busy, saveActions }: EditorProps) {
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
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
      <NeedsALook draft={draft} />
      {draft.weeks.length === 0 && <Alert color="yellow">No weeks were found in this file.</Alert>}
      {draft.weeks.map((w) => (
        <WeekEditor
          key={w.weekNumber}
          week={w}
          narrow={narrow}
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
        {saveActions ?? (
          <Button onClick={onConfirm} loading={busy}>
            Confirm and Save
          </Button>
        )}
      </Group>
      <SourceModal file={file} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

interface WeekProps {
  week: DraftWeek;
  narrow: boolean;
  onTopic: (topic: string) => void;
  onEdit: (key: string, edit: ReadingEdit) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onSource: (r: DraftReading) => void;
}

const WeekEditor = memo(function WeekEditor({ week, narrow, onTopic, onAdd, ...row }: WeekProps) {
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
      {week.readings.length === 0 && (
        <Alert color="yellow" mt="sm" data-testid="empty-week">
          {emptyWeekMessage(n)}
        </Alert>
      )}
      {week.readings.length > 0 &&
        (narrow ? (
          <Stack gap="sm" mt="sm" aria-label={`Week ${n} readings`} role="list">
            {week.readings.map((r, i) => (
              <ReadingCard key={r.key} reading={r} week={n} index={i} {...row} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720} mt="sm">
            <Table verticalSpacing={4} aria-label={`Week ${n} readings`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Citation</Table.Th>
                  <Table.Th w={110}>Pages</Table.Th>
                  <Table.Th w={150}>Confidence</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {week.readings.map((r, i) => (
                  <ReadingTableRow key={r.key} reading={r} week={n} index={i} {...row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      <Button size="xs" variant="light" mt="xs" onClick={onAdd} aria-label={`Add reading to week ${n}`}>
        Add Reading
      </Button>
    </Paper>
  );
});

/** SPEC-style notice for a week the structurer found no readings in. */
export const emptyWeekMessage = (week: number) =>
  `No readings found for week ${week} - add them or check the source`;

interface RowProps {
  reading: DraftReading;
  week: number;
  index: number;
  onEdit: (key: string, edit: ReadingEdit) => void;
  onRemove: (key: string) => void;
  onSource: (r: DraftReading) => void;
}

/** What a reading's controls are called: its title, or its place when it has none yet. */
const nameOf = (r: DraftReading, week: number, index: number) =>
  r.title.trim() || `reading ${index + 1} of week ${week}`;

const lowStyle = { backgroundColor: 'var(--mantine-color-yellow-light)' };

/** The three editable fields of a reading, laid out by the table row or the card. */
function readingInputs({ reading: r, week, index, onEdit }: RowProps) {
  const name = `week ${week}, reading ${index + 1}`;
  return {
    title: (
      <TextInput
        aria-label={`Title, ${name}`}
        value={r.title}
        onChange={(e) => onEdit(r.key, { title: e.currentTarget.value })}
      />
    ),
    citation: (
      <TextInput
        aria-label={`Citation, ${name}`}
        value={r.citation}
        onChange={(e) => onEdit(r.key, { citation: e.currentTarget.value })}
      />
    ),
    pages: (
      <TextInput
        aria-label={`Pages, ${name}`}
        value={r.pages}
        onChange={(e) => onEdit(r.key, { pages: e.currentTarget.value })}
      />
    ),
  };
}

function ConfidenceCell({ reading: r, onSource }: Pick<RowProps, 'reading' | 'onSource'>) {
  const where = sourceLabel(r.sourcePage, r.sourceLine);
  return (
    <Stack gap={0} align="flex-start">
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
  );
}

function RemoveButton({ reading: r, week, index, onRemove }: RowProps) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={() => onRemove(r.key)}
      aria-label={`Remove ${nameOf(r, week, index)}`}
    >
      Remove
    </Button>
  );
}

function ReadingTableRow(props: RowProps) {
  const low = isHighlighted(props.reading.confidence);
  const f = readingInputs(props);
  return (
    <Table.Tr data-low-confidence={low || undefined} data-reading-row style={low ? lowStyle : undefined}>
      <Table.Td>{f.title}</Table.Td>
      <Table.Td>{f.citation}</Table.Td>
      <Table.Td>{f.pages}</Table.Td>
      <Table.Td>
        <ConfidenceCell reading={props.reading} onSource={props.onSource} />
      </Table.Td>
      <Table.Td>
        <RemoveButton {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The narrow-screen layout: one card per reading, every field full width. */
function ReadingCard(props: RowProps) {
  const low = isHighlighted(props.reading.confidence);
  const f = readingInputs(props);
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      role="listitem"
      data-low-confidence={low || undefined}
      data-reading-row
      style={low ? lowStyle : undefined}
    >
      <Stack gap={6}>
        {f.title}
        {f.citation}
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>{f.pages}</div>
          <ConfidenceCell reading={props.reading} onSource={props.onSource} />
        </Group>
        <Group justify="flex-end">
          <RemoveButton {...props} />
        </Group>
      </Stack>
    </Paper>
  );
}
