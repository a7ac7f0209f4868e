import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus, IconRepeat, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { WeakSpot } from '../../core/model';
import { formatDateTime } from '../../core/rpa';
import {
  buildWeakSpotEdit,
  noteTime,
  hasRequiredWeakSpotFields,
  WEAK_SPOT_TEXT,
  type WeakSpotEditValues,
  weakSpotMessage,
  weakSpotToEditValues,
} from '../../core/weakSpots';
import { deleteWeakSpot, restoreRemoved } from '../../data/deletion';
import { useCourses, useStore } from '../../data/react';
import { ConfirmDelete, ErrorPanel, PageHeader, showUndo } from '../../ui';
import { useGoBack } from '../../ui/useGoBack';
import { WeekNumberInput } from '../../ui/WeekNumberInput';
import { PriorityBadge, StatusBadge } from './badges';
import { StatusSelect, WeakSpotMainFields } from './fields';
import { LOAD_FAILED, useWeakSpot, useWeakSpotService } from './hooks';
import { SessionPanel } from './SessionPanel';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

function EditForm({
  spot,
  onDone,
  onFailure,
}: {
  spot: WeakSpot;
  onDone: () => void;
  onFailure: (message: string) => void;
}) {
  const service = useWeakSpotService();
  const form = useForm<WeakSpotEditValues>({ mode: 'controlled', initialValues: weakSpotToEditValues(spot) });
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    const result = buildWeakSpotEdit(spot, values, new Date().toISOString());
    if (!result.ok) {
      if (result.field) form.setFieldError(result.field, result.message);
      else onFailure(result.message);
      return;
    }
    setSaving(true);
    try {
      await service.edit(spot.id, result.patch);
      onDone();
    } catch (error) {
      onFailure(weakSpotMessage(error, WEAK_SPOT_TEXT.saveFailed));
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit weak spot">
      <Stack gap="sm">
        <WeakSpotMainFields form={form} />
        <TextInput label="Tags" description="Separate tags with commas." {...form.getInputProps('tags')} />
        <WeekNumberInput maw={200} {...form.getInputProps('weekNumber')} />
        <Group>
          <Button type="submit" disabled={saving || !hasRequiredWeakSpotFields(form.values)}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function WeakSpotDetailPage() {
  const { id = '' } = useParams();
  const service = useWeakSpotService();
  const goBack = useGoBack('/weak-spots/list');
  const spot = useWeakSpot(id);
  const { courses } = useCourses();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const store = useStore();
  const navigate = useNavigate();

  if (spot === LOAD_FAILED || !spot) {
    return (
      <>
        <PageHeader title={WEAK_SPOT_TEXT.detailTitle} />
        <ErrorPanel
          title={WEAK_SPOT_TEXT.loadFailed}
          message={spot === LOAD_FAILED ? WEAK_SPOT_TEXT.loadFailed : WEAK_SPOT_TEXT.notFoundScreen}
          onBack={goBack}
        />
      </>
    );
  }

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(weakSpotMessage(error, WEAK_SPOT_TEXT.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const course = courses.find((c) => c.id === spot.courseId);

  return (
    <>
      <PageHeader
        title={spot.title}
        subtitle={WEAK_SPOT_TEXT.detailTitle}
        actions={
          !editing && (
            <>
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                leftSection={<IconRepeat size={16} />}
                disabled={busy}
                onClick={() => void run(() => service.markOccurrence(spot.id))}
              >
                Mark Occurrence
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmDelete(true)}
              >
                Delete
              </Button>
            </>
          )
        }
      />
      <ConfirmDelete
        opened={confirmDelete}
        title={`Delete ${spot.title}?`}
        message="This deletes the weak spot with its notes and occurrences."
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          run(async () => {
            const removed = await deleteWeakSpot(store, spot.id);
            setConfirmDelete(false);
            navigate('/weak-spots/list');
            showUndo(`Deleted ${spot.title}.`, () => restoreRemoved(store, removed));
          })
        }
      />
      {failure && (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Stack gap="md">
        <Paper withBorder p="lg" radius="md">
          {editing ? (
            <EditForm spot={spot} onDone={() => setEditing(false)} onFailure={setFailure} />
          ) : (
            <Stack gap="md">
              <Group gap="xs">
                <StatusBadge status={spot.status} />
                <PriorityBadge priority={spot.priority} />
                {spot.weekNumber !== undefined && (
                  <Badge variant="light" color="gray">
                    Week {spot.weekNumber}
                  </Badge>
                )}
              </Group>
              <StatusSelect
                value={spot.status}
                disabled={busy}
                maw={260}
                onChange={(status) => void run(() => service.setStatus(spot.id, status))}
              />
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="weak-spot-description">
                {spot.description}
              </Text>
              {spot.tags.length > 0 && (
                <Group gap={6} aria-label="Tags" role="list">
                  {spot.tags.map((tag) => (
                    <Badge key={tag} role="listitem" variant="light" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
                <Fact label="Course">{course?.name ?? 'Unknown course'}</Fact>
                <Fact label="Occurrences" testId="occurrences">
                  {spot.occurrences}
                </Fact>
                <Fact label="Last seen" testId="last-seen">
                  {formatDateTime(spot.lastSeen)}
                </Fact>
                <Fact label="Created" testId="created-at">
                  {formatDateTime(spot.createdAt)}
                </Fact>
                <Fact label="Updated" testId="updated-at">
                  {formatDateTime(spot.updatedAt)}
                </Fact>
                {spot.resolvedAt && (
                  <Fact label={spot.status === 'dismissed' ? 'Dismissed' : 'Resolved'} testId="resolved-at">
                    {formatDateTime(spot.resolvedAt)}
                  </Fact>
                )}
              </SimpleGrid>
            </Stack>
          )}
        </Paper>
        <SessionPanel prompt={spot.prompt} answer={spot.answer} />
        <Paper withBorder p="lg" radius="md" role="group" aria-label="Notes">
          <Text size="sm" fw={700} tt="uppercase" c="dimmed" mb="xs">
            Notes
          </Text>
          {spot.notes.length === 0 ? (
            <Text size="sm" c="dimmed" mb="sm">
              No notes yet.
            </Text>
          ) : (
            <Stack gap={6} mb="sm" role="list" aria-label="Notes list">
              {spot.notes.map((text, i) => (
                <Paper
                  // biome-ignore lint/suspicious/noArrayIndexKey: notes are append-only text; position is their identity
                  key={i}
                  withBorder
                  p="xs"
                  radius="sm"
                  role="listitem"
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {text}
                  </Text>
                  <NoteTime at={noteTime(spot, i)} />
                </Paper>
              ))}
            </Stack>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!note.trim()) {
                setNote('');
                return;
              }
              void run(async () => {
                await service.addNote(spot.id, note);
                setNote('');
              });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Add a note"
                autosize
                minRows={2}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group>
                <Button
                  type="submit"
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  disabled={busy || !note.trim()}
                >
                  Add Note
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </>
  );
}

/** When a note was written ("Written Nov 25, 2026, 4:45 PM"); nothing for notes older than note times. */
function NoteTime({ at }: { at: string | undefined }) {
  if (!at) return null;
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={at}>
      Written {new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </Text>
  );
}
