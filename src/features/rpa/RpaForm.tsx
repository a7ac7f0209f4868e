import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Reading } from '../../core/model';
import {
  buildRpaDraft,
  canSubmitRpa,
  RPA_NO_COURSE_MESSAGE,
  type RpaDraft,
  type RpaFormValues,
  readingLabel,
  rpaMessage,
} from '../../core/rpa';
import { courseLabel, visibleCourses } from '../../core/courses';
import { useCourses, useSetting, useStore } from '../../data/react';
import { NoCourseAlert } from '../../ui/NoCourseAlert';
import { WeekNumberInput } from '../../ui/WeekNumberInput';
import { useCourseReadings } from './hooks';

export interface RpaFormProps {
  /** courseId is the course picked at first (the current course, or the RPA's own). */
  initialValues: RpaFormValues;
  submitLabel: string;
  busyLabel: string;
  /** The catalogue text shown when onSubmit fails without a message of its own. */
  failureText: string;
  /** Resolves once the RPA is stored; the form then resets (create) or the caller leaves edit mode. */
  onSubmit: (draft: RpaDraft) => Promise<void>;
  resetOnSuccess?: boolean;
  onCancel?: () => void;
}

/** The RPA fields, shared by Create New RPA and the detail view's edit mode. */
export function RpaForm({
  initialValues,
  submitLabel,
  busyLabel,
  failureText,
  onSubmit,
  resetOnSuccess = false,
  onCancel,
}: RpaFormProps) {
  const form = useForm<RpaFormValues>({ mode: 'controlled', initialValues });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const courseId = form.values.courseId || undefined;
  const canSubmit = canSubmitRpa(form.values, busy);
  const readings: readonly Reading[] = useCourseReadings(courseId);
  const { courses } = useCourses();
  const store = useStore();
  const excludeArchived = useSetting(store.settings.excludeArchived);
  const courseOptions = useMemo(() => {
    const listed = visibleCourses(courses, excludeArchived);
    const own = courses.find((c) => c.id === initialValues.courseId);
    if (own && !listed.includes(own)) listed.unshift(own);
    return listed.map((c) => ({ value: c.id, label: courseLabel(c) }));
  }, [courses, excludeArchived, initialValues.courseId]);
  const pickCourse = (id: string | null) => {
    const picked = courses.find((c) => c.id === id);
    form.setValues({ courseId: picked?.id ?? '', course: picked?.name ?? '', readingIds: [] });
  };

  const readingOptions = useMemo(() => {
    const options = readings.map((r) => ({ value: r.id, label: readingLabel(r) }));
    // Keep readings already linked but no longer in the course's syllabus visible, so they can be removed.
    const known = new Set(options.map((o) => o.value));
    for (const id of form.values.readingIds)
      if (!known.has(id)) options.push({ value: id, label: 'A reading no longer in the syllabus' });
    return options;
  }, [readings, form.values.readingIds]);

  const submit = form.onSubmit(async (values) => {
    const result = buildRpaDraft(values);
    if (!result.ok) {
      if (result.field) form.setFieldError(result.field, result.message);
      else setFailure(result.message);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(result.draft);
      if (resetOnSuccess) form.setValues(initialValues);
      if (resetOnSuccess) form.resetDirty(initialValues);
    } catch (error) {
      setFailure(rpaMessage(error, failureText));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="RPA">
      <Stack gap="sm" maw={820}>
        {!courseId && <NoCourseAlert message={RPA_NO_COURSE_MESSAGE} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Rule name" withAsterisk {...form.getInputProps('ruleName')} />
          <Select
            label="Course"
            withAsterisk
            data={courseOptions}
            value={form.values.courseId || null}
            onChange={pickCourse}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <WeekNumberInput description="Optional" maw={200} {...form.getInputProps('weekNumber')} />
        <Textarea label="Rule text" withAsterisk autosize minRows={3} {...form.getInputProps('ruleText')} />
        <Textarea label="Purpose" autosize minRows={2} {...form.getInputProps('purposeText')} />
        <Textarea
          label="Application notes"
          autosize
          minRows={2}
          {...form.getInputProps('applicationNotes')}
        />
        <MultiSelect
          label="Readings"
          placeholder={readingOptions.length ? 'Pick readings' : undefined}
          data={readingOptions}
          searchable
          clearable
          disabled={readingOptions.length === 0}
          comboboxProps={{ withinPortal: true }}
          description={
            readingOptions.length === 0 ? (
              <Text span size="xs" data-testid="no-readings">
                No readings for this course yet.{' '}
                <Anchor component={Link} to="/syllabus/upload" size="xs">
                  Upload a syllabus
                </Anchor>{' '}
                to pick the readings this rule comes from.
              </Text>
            ) : (
              "Only this course's readings are listed."
            )
          }
          {...form.getInputProps('readingIds')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!canSubmit}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
