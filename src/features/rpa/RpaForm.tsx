import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
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
import { NoCourseAlert } from '../../ui/NoCourseAlert';
import { WeekNumberInput } from '../../ui/WeekNumberInput';

export interface RpaFormProps {
  initialValues: RpaFormValues;
  /** The course the RPA belongs to (its id is stored; its name prefills the Course field). */
  courseId: string | undefined;
  readings: readonly Reading[];
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
  courseId,
  readings,
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
  const canSubmit = canSubmitRpa(form.values, courseId, busy);

  const readingOptions = useMemo(() => {
    const options = readings.map((r) => ({ value: r.id, label: readingLabel(r) }));
    // Keep readings already linked but no longer in the course's syllabus visible, so they can be removed.
    const known = new Set(options.map((o) => o.value));
    for (const id of form.values.readingIds)
      if (!known.has(id)) options.push({ value: id, label: 'A reading no longer in the syllabus' });
    return options;
  }, [readings, form.values.readingIds]);

  const submit = form.onSubmit(async (values) => {
    const result = buildRpaDraft(values, courseId);
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
          <TextInput label="Course" withAsterisk {...form.getInputProps('course')} />
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
