import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Course } from '../../core/model';
import { CourseIcon } from '../../ui';

export interface CourseCardProps {
  course: Course;
  active: boolean;
  onArchive: (course: Course) => void;
  onUnarchive: (course: Course) => void;
  onSetActive: (course: Course) => void;
  onDelete: (course: Course) => void;
}

export function CourseCard({
  course,
  active,
  onArchive,
  onUnarchive,
  onSetActive,
  onDelete,
}: CourseCardProps) {
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      data-testid="course-card"
      aria-label={course.name}
      component="article"
    >
      <Card.Section>
        <Box h={6} bg={course.color} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap">
          <Box c={course.color} style={{ display: 'flex' }}>
            <CourseIcon name={course.icon} />
          </Box>
          <Title order={4} lineClamp={2}>
            {course.name}
          </Title>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {course.code}
          </Badge>
          {course.archived && <Badge color="orange">Archived</Badge>}
        </Group>
        <Text size="sm">{course.semester}</Text>
        <Text size="sm" c="dimmed">
          Professor: {course.professor ?? 'TBD'}
        </Text>
      </Stack>
      <Group gap="xs" mt="md">
        <Button component={Link} to={`/courses/${course.id}/edit`} size="xs" variant="default">
          Edit
        </Button>
        {course.archived ? (
          <Button size="xs" variant="default" onClick={() => onUnarchive(course)}>
            Unarchive
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={() => onArchive(course)}>
            Archive
          </Button>
        )}
        <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(course)}>
          Delete
        </Button>
        {!course.archived && (
          <Button
            size="xs"
            variant={active ? 'light' : 'filled'}
            disabled={active}
            onClick={() => onSetActive(course)}
          >
            {active ? 'Active' : 'Set Active'}
          </Button>
        )}
      </Group>
    </Card>
  );
}
