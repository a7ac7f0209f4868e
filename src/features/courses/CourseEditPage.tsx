import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { courseToFormValues } from '../../core/courses';
import { useEntity, useStore } from '../../data/react';
import { PageHeader } from '../../ui';
import { CourseForm } from './CourseForm';

export function CourseEditPage() {
  const { id } = useParams();
  const store = useStore();
  const navigate = useNavigate();
  const course = useEntity(store.repos.courses, id);
  if (!course) {
    return (
      <Stack>
        <PageHeader title="Edit Course" />
        <Text role="alert">Course not found. It may have been deleted on another device.</Text>
        <Anchor component={Link} to="/courses">
          Back to courses
        </Anchor>
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title="Edit Course" subtitle={course.name} />
      <CourseForm
        key={course.id}
        initialValues={courseToFormValues(course)}
        submitLabel="Save changes"
        offerMakeActive={false}
        onCancel={() => navigate('/courses')}
        onSubmit={async (draft) => {
          if (!store.courses.update(course.id, { professor: undefined, ...draft }))
            throw new Error('Failed to save course');
          navigate('/courses');
        }}
      />
    </>
  );
}
