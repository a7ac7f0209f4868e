import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router-dom';
import { clampWeek, neighbours } from '../../core/schedule';
import { courseQuery, formatDay, useCourseFromQuery, useCourseSyllabus, weekNumbersOf } from './hooks';
import { useDocumentTitle } from '../../ui';
import { CompletionCheckbox } from './CompletionCheckbox';
import { NoSyllabus } from './NoSyllabus';

export const NO_READINGS_TEXT = 'No readings assigned.';

/** /syllabus/week/:weekNumber: the week's reading cards, previous/next limited to 1..weeks. */
export function WeekViewPage() {
  const { weekNumber } = useParams();
  const course = useCourseFromQuery();
  const { syllabus, readings } = useCourseSyllabus(course?.id);
  const weeks = weekNumbersOf(syllabus, readings);
  const count = weeks.at(-1) ?? 1;
  const n = clampWeek(Number(weekNumber), count);
  const { previous, next } = neighbours(n, count);
  const q = courseQuery(course);
  useDocumentTitle(`Week ${n}`, course?.name);
  if (!syllabus) return <NoSyllabus course={course} />;
  // A week past the end (or before 1, or not a number) goes to the nearest real week's address.
  if (weekNumber !== String(n)) return <Navigate replace to={`/syllabus/week/${n}${q}`} />;
  const week = syllabus.weeks.find((w) => w.weekNumber === n);
  const list = readings.filter((r) => r.weekNumber === n);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {previous === null ? (
          <Button variant="default" disabled>
            Previous week
          </Button>
        ) : (
          <Button variant="default" component={Link} to={`/syllabus/week/${previous}${q}`}>
            Previous week
          </Button>
        )}
        <Stack gap={0} align="center">
          <Title order={2} size="h3">
            Week {n}
          </Title>
          {week?.startDate && (
            <Text size="sm" c="dimmed">
              {formatDay(week.startDate)} – {formatDay(week.endDate)}
            </Text>
          )}
        </Stack>
        {next === null ? (
          <Button variant="default" disabled>
            Next week
          </Button>
        ) : (
          <Button variant="default" component={Link} to={`/syllabus/week/${next}${q}`}>
            Next week
          </Button>
        )}
      </Group>
      {week?.topic && <Text fw={500}>{week.topic}</Text>}
      {week?.notes && (
        <Text size="sm" data-testid="week-notes">
          {week.notes}
        </Text>
      )}
      {list.length === 0 ? (
        <Text c="dimmed">{NO_READINGS_TEXT}</Text>
      ) : (
        list.map((r) => (
          <Paper key={r.id} withBorder p="md" radius="md" role="article" aria-label={r.title}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Anchor component={Link} to={`/syllabus/reading/${r.id}`} fw={600}>
                  {r.title}
                </Anchor>
                {(r.citation || r.pages) && (
                  <Text size="sm" c="dimmed">
                    {[r.citation, r.pages && `pp. ${r.pages}`].filter(Boolean).join(' · ')}
                  </Text>
                )}
                {r.scheduledDate && <Text size="xs">Due {formatDay(r.scheduledDate)}</Text>}
              </Stack>
              <CompletionCheckbox reading={r} named />
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
