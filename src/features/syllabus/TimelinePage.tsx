import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { overdueReadings, parseTimelineFilter, todayIso, weekProgress } from '../../core/schedule';
import { courseQuery, formatDay, useCourseFromQuery, useCourseSyllabus, weekNumbersOf } from './hooks';
import { useDocumentTitle } from '../../ui';
import { NoSyllabus } from './NoSyllabus';

/** 'Syllabus Timeline': per-week progress bars; ?courseId= picks the course, ?filter=overdue the late ones. */
export function TimelinePage() {
  const course = useCourseFromQuery();
  const { syllabus, readings } = useCourseSyllabus(course?.id);
  useDocumentTitle('Syllabus Timeline', course?.name);
  const [params] = useSearchParams();
  const filter = parseTimelineFilter(params.get('filter'));
  const weeks = weekNumbersOf(syllabus, readings);
  const progress = useMemo(() => weekProgress(weeks, readings), [weeks, readings]);
  const today = todayIso();
  const overdue = filter === 'overdue' ? overdueReadings(readings, today) : [];
  const q = courseQuery(course);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Syllabus Timeline
        </Title>
        {syllabus && (
          <Group gap="sm">
            <Anchor component={Link} to={`/syllabus${q}${q ? '&' : '?'}filter=overdue`}>
              Overdue
            </Anchor>
            <Anchor component={Link} to={`/syllabus${q}`}>
              All weeks
            </Anchor>
            <Anchor component={Link} to={`/syllabus/review${q}`}>
              Review syllabus
            </Anchor>
          </Group>
        )}
      </Group>
      {course && <Text c="dimmed">{course.name}</Text>}
      {!syllabus ? (
        <NoSyllabus course={course} />
      ) : filter === 'overdue' ? (
        <Stack gap="xs" aria-label="Overdue readings">
          <Text fw={600}>Overdue readings</Text>
          {overdue.length === 0 ? (
            <Text c="dimmed">No overdue readings.</Text>
          ) : (
            overdue.map((r) => (
              <Paper key={r.id} withBorder p="sm">
                <Group justify="space-between">
                  <Anchor component={Link} to={`/syllabus/reading/${r.id}`}>
                    {r.title}
                  </Anchor>
                  <Text size="sm" c="red">
                    Week {r.weekNumber} · due {formatDay(r.scheduledDate)}
                  </Text>
                </Group>
              </Paper>
            ))
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {weeks.map((n) => {
            const week = syllabus.weeks.find((w) => w.weekNumber === n);
            const p = progress.get(n) ?? { completed: 0, total: 0, percent: 0 };
            const late = overdueReadings(
              readings.filter((r) => r.weekNumber === n),
              today,
            ).length;
            return (
              <Paper key={n} withBorder p="md" radius="md" aria-label={`Week ${n}`} role="group">
                <Group justify="space-between" align="baseline" wrap="nowrap">
                  <Anchor component={Link} to={`/syllabus/week/${n}${q}`} fw={600}>
                    Week {n}
                  </Anchor>
                  <Text size="sm" fw={600} data-testid={`week-${n}-percent`}>
                    {p.percent}%
                  </Text>
                </Group>
                {week?.topic && (
                  <Text size="sm" lineClamp={2}>
                    {week.topic}
                  </Text>
                )}
                {week?.startDate && (
                  <Text size="xs" c="dimmed">
                    {formatDay(week.startDate)} – {formatDay(week.endDate)}
                  </Text>
                )}
                <Progress
                  value={p.percent}
                  mt="xs"
                  aria-label={`Week ${n} progress`}
                  color={p.percent === 100 ? 'green' : 'blue'}
                />
                <Group gap="xs" mt={4}>
                  <Text size="xs" c="dimmed">
                    {p.completed} of {p.total} readings
                  </Text>
                  {late > 0 && (
                    <Badge size="xs" color="red" variant="light">
                      {late} overdue
                    </Badge>
                  )}
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
