import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Course } from '../../core/model';
import { EmptyState } from '../../ui';

export const NO_SYLLABUS_TEXT = 'No syllabus loaded.';

/** 'No syllabus loaded.' with the way forward (upload, or create a course first). */
export function NoSyllabus({ course }: { course: Course | undefined }) {
  return (
    <EmptyState
      action={
        <Group gap="md">
          {course ? (
            <Anchor component={Link} to="/syllabus/upload">
              Upload a syllabus for {course.name}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/courses/new">
              Create a course
            </Anchor>
          )}
        </Group>
      }
    >
      {NO_SYLLABUS_TEXT}
    </EmptyState>
  );
}
