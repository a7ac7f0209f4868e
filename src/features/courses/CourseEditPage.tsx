import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { courseToFormValues, mergeCourseMetadata } from '../../core/courses';
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
          // Metadata the form does not show (set elsewhere, or by a newer version) is kept as it is.
          const metadata = mergeCourseMetadata(course.metadata, draft.metadata);
          if (!(await store.courses.edit(course.id, { professor: undefined, ...draft, metadata })))
            throw new Error('Failed to save course');
          navigate('/courses');
        }}
      />
    </>
  );
}
