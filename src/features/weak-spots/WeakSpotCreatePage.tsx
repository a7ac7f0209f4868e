import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { WeakSpotPriority, WeakSpotStatus } from '../../core/model';
import { MAX_WEEK_NUMBER, MIN_WEEK_NUMBER } from '../../core/rpa';
import {
  buildWeakSpotDraft,
  emptyWeakSpotForm,
  hasRequiredWeakSpotFields,
  PRIORITY_OPTIONS,
  readSessionState,
  STATUS_OPTIONS,
  WEAK_SPOT_NO_COURSE_MESSAGE,
  WEAK_SPOT_TEXT,
  type WeakSpotFormValues,
  weakSpotMessage,
} from '../../core/weakSpots';
import { useCourses } from '../../data/react';
import { PageHeader } from '../../ui';
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
  const form = useForm<WeakSpotFormValues>({ mode: 'controlled', initialValues: emptyWeakSpotForm(session) });
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
          {!current && (
            <Alert color="yellow" role="status">
              {WEAK_SPOT_NO_COURSE_MESSAGE}{' '}
              <Anchor component={Link} to="/courses/new">
                Create a course
              </Anchor>
            </Alert>
          )}
          {session && <SessionPanel prompt={session.prompt} answer={session.answer} />}
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              value={form.values.status}
              onChange={(v) => v && form.setFieldValue('status', v as WeakSpotStatus)}
            />
            <Select
              label="Priority"
              data={PRIORITY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              value={form.values.priority}
              onChange={(v) => v && form.setFieldValue('priority', v as WeakSpotPriority)}
            />
          </SimpleGrid>
          <TagInput value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Week number"
              description="Optional"
              min={MIN_WEEK_NUMBER}
              max={MAX_WEEK_NUMBER}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('weekNumber')}
            />
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
