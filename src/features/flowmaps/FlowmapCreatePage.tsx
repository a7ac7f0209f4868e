import { Alert, Button, Group, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FLOWMAP_CATEGORIES, FLOWMAP_TEXT, flowmapDraftErrors, flowmapMessage } from '../../core/flowmaps';
import { useCollection, useCourses, useStore } from '../../data/react';
import { PageHeader } from '../../ui';
import { useGoBack } from '../../ui/useGoBack';
import { WeekNumberInput } from '../../ui/WeekNumberInput';
import { prefetchEditor } from './editor/load';
import { useFlowmapService } from './hooks';

/**
 * New Flowmap, at /flowmap/new and at /flowmap/create?readingId=&courseId= (course and week prefilled from
 * the reading); Create opens the editor.
 */
export function FlowmapCreatePage() {
  const [params] = useSearchParams();
  // Creating goes straight into the editor: its code is fetched while the student fills the form.
  useEffect(prefetchEditor, []);
  const store = useStore();
  const readings = useCollection(store.repos.readings);
  const { courses, current } = useCourses();
  const reading = readings.find((r) => r.id === params.get('readingId'));
  const queryCourse = courses.find((c) => c.id === (params.get('courseId') ?? reading?.courseId));
  return (
    <>
      <PageHeader
        title="New Flowmap"
        subtitle={
          reading
            ? `A decision path for the doctrine in “${reading.title}”.`
            : 'Name the doctrine, then draw it as a decision path.'
        }
      />
      <FlowmapForm
        key={`${queryCourse?.id ?? current?.id ?? ''}:${reading?.id ?? ''}`}
        courses={courses.map((c) => ({ value: c.id, label: c.name }))}
        initialCourseId={queryCourse?.id ?? current?.id ?? null}
        initialWeek={reading?.weekNumber}
        readingId={reading?.id}
      />
    </>
  );
}

function FlowmapForm({
  courses,
  initialCourseId,
  initialWeek,
  readingId,
}: {
  courses: { value: string; label: string }[];
  initialCourseId: string | null;
  initialWeek: number | undefined;
  readingId: string | undefined;
}) {
  const service = useFlowmapService();
  const navigate = useNavigate();
  const goBack = useGoBack('/flowmap');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [doctrine, setDoctrine] = useState('');
  const [category, setCategory] = useState<string>('principle');
  const [tags, setTags] = useState<string[]>([]);
  const [courseId, setCourseId] = useState<string | null>(initialCourseId);
  const [week, setWeek] = useState<number | string>(initialWeek ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const weekNumber = typeof week === 'number' ? week : undefined;
  const errors = flowmapDraftErrors({ title, weekNumber });

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const map = await service.create({
        title,
        description,
        doctrine,
        category,
        tags,
        courseId: courseId ?? undefined,
        weekNumber,
        readingId,
      });
      navigate(`/flowmap/${map.id}`, { replace: true });
    } catch (error) {
      setFailure(flowmapMessage(error, FLOWMAP_TEXT.createFailed));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack maw={640}>
        {failure && (
          <Alert color="red" role="alert" title={failure}>
            Nothing was saved. Try again.
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? errors.title : undefined}
          maxLength={300}
        />
        <TextInput
          label="Doctrine"
          placeholder="e.g. Negligence: duty of care"
          value={doctrine}
          onChange={(e) => setDoctrine(e.currentTarget.value)}
          maxLength={300}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={5_000}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Category"
            data={[...FLOWMAP_CATEGORIES]}
            value={category}
            onChange={(v) => setCategory(v ?? 'principle')}
            allowDeselect={false}
          />
          <TagsInput
            label="Tags"
            value={tags}
            onChange={setTags}
            maxTags={50}
            placeholder="Type and press Enter"
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Course"
            placeholder="No course"
            clearable
            data={courses}
            value={courseId}
            onChange={setCourseId}
          />
          <WeekNumberInput value={week} onChange={setWeek} error={touched ? errors.weekNumber : undefined} />
        </Group>
        <Group>
          <Button type="submit" loading={busy}>
            Create flowmap
          </Button>
          <Button variant="default" onClick={goBack} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
