import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftFromSaved, type SyllabusDraft } from '../../core/schedule';
import { QUEUED_MESSAGE } from '../../data/syllabi';
import { courseQuery, useCourseFromQuery, useCourseSyllabus, useSyllabusService } from './hooks';
import { useDocumentTitle } from '../../ui';
import { NoSyllabus } from './NoSyllabus';
import { ReviewEditor } from './ReviewEditor';

/** /syllabus/review?courseId=: the saved syllabus back in the review editor, saved again on confirm. */
export function ReviewPage() {
  const course = useCourseFromQuery();
  const { syllabus, readings } = useCourseSyllabus(course?.id);
  useDocumentTitle('Review syllabus', course?.name);
  const service = useSyllabusService();
  const navigate = useNavigate();
  // The student's edits, for one syllabus id; until the first edit the saved syllabus shows as it is now.
  const [edited, setEdited] = useState<{ id: string; draft: SyllabusDraft } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!syllabus) return <NoSyllabus course={course} />;
  const draft = edited?.id === syllabus.id ? edited.draft : draftFromSaved(syllabus, readings);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await service.save(draft);
      void service.mirror(saved.syllabus.id).then((r) => {
        if (r.state === 'queued') notifications.show({ color: 'yellow', message: QUEUED_MESSAGE });
        if (r.state === 'failed')
          notifications.show({ color: 'red', message: `The server copy was not updated: ${r.message}` });
      });
      notifications.show({ color: 'green', message: 'Syllabus saved.' });
      navigate(`/syllabus${courseQuery(course)}`);
    } catch (e) {
      console.error('Saving the syllabus failed', e);
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Review syllabus
      </Title>
      {course && <Text c="dimmed">{course.name}</Text>}
      {error && (
        <Alert color="red" role="alert">
          Error: {error}
        </Alert>
      )}
      <ReviewEditor
        draft={draft}
        onChange={(edit) =>
          setEdited((e) => ({
            id: syllabus.id,
            draft: edit(e?.id === syllabus.id ? e.draft : draftFromSaved(syllabus, readings)),
          }))
        }
        file={syllabus.fileId ? { fileId: syllabus.fileId } : undefined}
        onCancel={() => navigate(`/syllabus${courseQuery(course)}`)}
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </Stack>
  );
}
