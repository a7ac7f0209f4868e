import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  buildWeakSpotDraft,
  emptyWeakSpotForm,
  hasRequiredWeakSpotFields,
  readSessionState,
  WEAK_SPOT_NO_COURSE_MESSAGE,
  WEAK_SPOT_TEXT,
  type WeakSpotFormValues,
  weakSpotMessage,
} from '../../core/weakSpots';
import { useCourses } from '../../data/react';
import { PageHeader } from '../../ui';
import { NoCourseAlert } from '../../ui/NoCourseAlert';
import { WeekNumberInput } from '../../ui/WeekNumberInput';
import { WeakSpotMainFields } from './fields';
import { useWeakSpotService } from './hooks';
import { SessionPanel } from './SessionPanel';
import { TagInput } from './TagInput';

export function WeakSpotCreatePage() {
  const service = useWeakSpotService();
  const navigate = useNavigate();
  const location = useLocation();
  const { current } = useCourses();
  // Navigation state from a finished focus session: fromSession, prompt, answer.
  const session = useMemo(() => readSessionState(location.state), [location.state]);
  // Links from a reading (the workflows) carry its week: ?weekNumber=N.
  const [params] = useSearchParams();
  const week = Number(params.get('weekNumber') ?? Number.NaN);
  const form = useForm<WeakSpotFormValues>({
    mode: 'controlled',
    initialValues: {
      ...emptyWeakSpotForm(session),
      ...(Number.isInteger(week) && week >= 1 && week <= 60 ? { weekNumber: week } : {}),
      // From a highlight in the reader: ?title=&description= (its quote and a link back).
      ...(params.get('title') ? { title: (params.get('title') ?? '').slice(0, 300) } : {}),
      ...(params.get('description')
        ? { description: (params.get('description') ?? '').slice(0, 20_000) }
        : {}),
    },
  });
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canSubmit = !creating && Boolean(current) && hasRequiredWeakSpotFields(form.values);

  const submit = form.onSubmit(async (values) => {
    const result = buildWeakSpotDraft(values, current?.id, session);
    if (!result.ok) {
      if (result.field) form.setFieldError(result.field, result.message);
      else setFailure(result.message);
      return;
    }
    setCreating(true);
    setFailure(null);
    try {
      const created = await service.create(result.draft);
      navigate(`/weak-spots/${created.id}`);
    } catch (error) {
      setFailure(weakSpotMessage(error, WEAK_SPOT_TEXT.createFailed));
      setCreating(false);
    }
  });

  return (
    <>
      <PageHeader
        title={WEAK_SPOT_TEXT.createTitle}
        subtitle="Name an error or difficulty you want to fix."
      />
      <form onSubmit={submit} noValidate aria-label="Weak spot">
        <Stack gap="sm" maw={820}>
          {!current && <NoCourseAlert message={WEAK_SPOT_NO_COURSE_MESSAGE} />}
          {session && <SessionPanel prompt={session.prompt} answer={session.answer} />}
          <WeakSpotMainFields form={form} />
          <TagInput value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <WeekNumberInput description="Optional" {...form.getInputProps('weekNumber')} />
            <TextInput
              label="Course"
              description="The course you are viewing"
              readOnly
              value={current?.name ?? 'No course selected'}
            />
          </SimpleGrid>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={!canSubmit}>
              {creating ? WEAK_SPOT_TEXT.creating : 'Create Weak Spot'}
            </Button>
            <Button variant="default" component={Link} to="/weak-spots/list">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
