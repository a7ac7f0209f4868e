import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { BoardDay } from '../../core/model';
import {
  addTask,
  type DayEdit,
  editTask,
  removeTask,
  setDayComplete,
  shortDay,
  TASK_ERROR_TEXT,
  toggleTask,
} from '../../core/plan';

function TaskRow({
  day,
  task,
  index,
  busy,
  save,
}: {
  day: BoardDay;
  task: string;
  index: number;
  busy: boolean;
  save: (next: BoardDay) => Promise<void>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (editing !== null) {
    const submit = () => {
      const result: DayEdit = editTask(day, index, editing);
      if (!result.ok) return setError(TASK_ERROR_TEXT[result.error]);
      void save(result.day).then(() => setEditing(null));
    };
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={`Edit task: ${task}`}
          value={editing}
          onChange={(e) => {
            setEditing(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
            if (e.key === 'Escape') setEditing(null);
          }}
          error={error}
          size="xs"
          style={{ flex: 1 }}
          autoFocus
        />
        <ActionIcon variant="subtle" aria-label="Save task" onClick={submit}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          aria-label="Cancel editing"
          onClick={() => setEditing(null)}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" component="li" data-testid="task">
      <Checkbox
        label={task}
        checked={day.done.includes(task)}
        disabled={busy}
        onChange={(e) => void save(toggleTask(day, task, e.currentTarget.checked))}
        style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        size="sm"
      />
      <ActionIcon
        variant="subtle"
        color="gray.7"
        size="sm"
        aria-label={`Edit task: ${task}`}
        onClick={() => setEditing(task)}
      >
        <IconPencil size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        size="sm"
        aria-label={`Remove task: ${task}`}
        onClick={() => void save(removeTask(day, index))}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}

/** One day of the weekly board: its tasks (tick, edit, remove, add) and its Complete checkbox. */
export function DayCard({
  day,
  isToday,
  onSave,
}: {
  day: BoardDay;
  isToday: boolean;
  onSave: (day: BoardDay) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async (next: BoardDay) => {
    setBusy(true);
    try {
      await onSave(next);
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const result = addTask(day, draft);
    if (!result.ok) return setError(TASK_ERROR_TEXT[result.error]);
    void save(result.day).then(() => setDraft(''));
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={day.day}
      data-testid="day-card"
      data-date={day.date}
      bg={isToday ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {day.day}
            </Title>
            <Text size="xs" c="dimmed">
              {shortDay(day.date)}
            </Text>
          </div>
          {isToday && (
            <Badge variant="filled" color="cyan.9" c="white">
              Today
            </Badge>
          )}
        </Group>
        <Checkbox
          label="Complete"
          aria-label={`Complete ${day.day}`}
          checked={day.complete}
          disabled={busy}
          aria-busy={busy}
          onChange={(e) => void save(setDayComplete(day, e.currentTarget.checked))}
          fw={600}
        />
        {day.tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tasks.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {day.tasks.map((task, i) => (
              <TaskRow key={task} day={day} task={task} index={i} busy={busy} save={save} />
            ))}
          </Stack>
        )}
        <Group gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`New task for ${day.day}`}
            placeholder="Add a task"
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') add();
            }}
            error={error}
            size="xs"
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            variant="default"
            onClick={add}
            leftSection={<IconPlus size={14} />}
            aria-label={`Add task to ${day.day}`}
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
