import { Alert, Anchor, Button, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { visibleCourses } from '../../core/courses';
import type { Course } from '../../core/model';
import { useCourses, useSetting, useStore } from '../../data/react';
import { courseDeletion, deleteCourse, describeDeletion, restoreRemoved } from '../../data/deletion';
import { ConfirmDelete, EmptyState, PageHeader, showUndo } from '../../ui';
import { CourseCard } from './CourseCard';

export const EMPTY_COURSES_TEXT = 'No courses yet. Create your first course to enable class-aware workflows.';

export function CoursesPage() {
  const store = useStore();
  const { courses, current } = useCourses();
  const excludeArchived = useSetting(store.settings.excludeArchived);
  const [error, setError] = useState<string | null>(null);
  const shown = visibleCourses(courses, excludeArchived);
  const hiddenCount = courses.length - shown.length;

  const attempt = async (action: () => unknown, failure: string) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      console.error(failure, e);
      setError(failure);
    }
  };
  const handlers = {
    onArchive: (c: Course) => attempt(() => store.courses.archive(c.id), 'Failed to archive course'),
    onUnarchive: (c: Course) => attempt(() => store.courses.unarchive(c.id), 'Failed to restore course'),
    onSetActive: (c: Course) =>
      attempt(() => store.courses.setActive(c.id), 'Failed to set the active course'),
    onDelete: (c: Course) => setDeleting(c),
  };
  const [deleting, setDeleting] = useState<Course | null>(null);
  const goes = deleting ? describeDeletion(courseDeletion(store, deleting.id)) : '';

  return (
    <>
      <PageHeader
        title="Courses"
        actions={
          <Button component={Link} to="/courses/new">
            New course
          </Button>
        }
      />
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? 'course'}?`}
        message={
          goes
            ? `This deletes the course and, with it, ${goes}.`
            : 'This deletes the course. Nothing else belongs to it.'
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const course = deleting;
          if (!course) return Promise.resolve();
          return attempt(async () => {
            const removed = await deleteCourse(store, course.id);
            setDeleting(null);
            showUndo(`Deleted ${course.name}.`, () => restoreRemoved(store, removed));
          }, 'Failed to delete course');
        }}
      />
      {error && (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      )}
      {courses.length === 0 ? (
        <EmptyState
          action={
            <Anchor component={Link} to="/courses/new">
              Create a course
            </Anchor>
          }
        >
          {EMPTY_COURSES_TEXT}
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((course) => (
              <CourseCard key={course.id} course={course} active={course.id === current?.id} {...handlers} />
            ))}
          </SimpleGrid>
          {hiddenCount > 0 && (
            <Text size="sm" c="dimmed" mt="md">
              {hiddenCount === 1
                ? '1 archived course is hidden.'
                : `${hiddenCount} archived courses are hidden.`}
            </Text>
          )}
        </>
      )}
    </>
  );
}
