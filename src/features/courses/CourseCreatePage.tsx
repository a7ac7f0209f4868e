import { useNavigate } from 'react-router-dom';
import { useStore } from '../../data/react';
import { PageHeader } from '../../ui';
import { CourseForm, EMPTY_COURSE_FORM } from './CourseForm';

export function CourseCreatePage() {
  const store = useStore();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create Course"
        subtitle="Courses organise your syllabus, readings, RPAs and weak spots."
      />
      <CourseForm
        initialValues={EMPTY_COURSE_FORM}
        submitLabel="Create course"
        offerMakeActive
        onCancel={() => navigate('/courses')}
        onSubmit={async (draft, makeActive) => {
          await store.courses.create(draft, makeActive);
          navigate('/courses');
        }}
      />
    </>
  );
}
