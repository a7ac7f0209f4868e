import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { EXAM_DATE_KEY, type ExamRow, examCountdown } from '../../core/analytics';
import { isIsoDay } from '../../core/plan';
import { useStore } from '../../data/react';
import type { PlanView } from '../../data/plan';
import { type Outcome, Panel } from './Panel';

const EXAM_FORMULA =
  'Days from today to the exam date you set for the course; readiness is the Compression score computed for that course alone.';

/**
 * Exam date per course (saved with the course, synced; also set in the course form), the countdown and that
 * course's readiness.
 */
export function ExamsPanel({ outcome, view }: { outcome: Outcome<ExamRow[]>; view: PlanView }) {
  const store = useStore();
  const save = (courseId: string, value: string) => {
    const course = view.entities.courses.find((c) => c.id === courseId);
    if (!course || (value !== '' && !isIsoDay(value))) return;
    const metadata = { ...course.metadata };
    if (value === '') delete metadata[EXAM_DATE_KEY];
    else metadata[EXAM_DATE_KEY] = value;
    // Saved like the course form saves it (on disk before it counts); a failure is said, not swallowed.
    store.courses
      .edit(courseId, { metadata })
      .catch((error: unknown) =>
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) }),
      );
  };
  return (
    <Panel id="exams" title="Exams" formula={EXAM_FORMULA} outcome={outcome}>
      {(rows) => (
        <Stack gap="sm">
          {rows.map((row) => (
            <Group
              key={row.courseId}
              justify="space-between"
              align="flex-end"
              wrap="wrap"
              data-testid="exam-row"
            >
              <TextInput
                type="date"
                label={`Exam date for ${row.name}`}
                value={row.examDate ?? ''}
                onChange={(e) => save(row.courseId, e.currentTarget.value)}
              />
              <div>
                <Text size="sm" fw={600} data-testid="exam-countdown">
                  {row.examDate ? examCountdown(row.examDate, view.today).label : 'No exam date set'}
                </Text>
                <Text size="xs" c="dimmed">
                  Readiness {row.readiness.toFixed(2)} ·{' '}
                  <Anchor component={Link} to={`/courses/${row.courseId}/edit`} size="xs" underline="always">
                    Edit course
                  </Anchor>
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
