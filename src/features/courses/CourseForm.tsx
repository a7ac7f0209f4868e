import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  buildCourseDraft,
  COURSE_REQUIRED_MESSAGE,
  type CourseDraft,
  type CourseFormValues,
  hasRequiredCourseFields,
} from '../../core/courses';
import {
  COURSE_COLOR_NAMES,
  COURSE_COLORS,
  COURSE_ICONS,
  type CourseIcon as CourseIconName,
} from '../../core/model';
import { CourseIcon } from '../../ui';

export const EMPTY_COURSE_FORM: CourseFormValues = {
  name: '',
  code: '',
  semester: '',
  professor: '',
  color: COURSE_COLORS[0],
  icon: 'scale-balance',
  description: '',
  credits: '',
  section: '',
  syllabusUrl: '',
  examDate: '',
};

const ICON_LABELS: Record<CourseIconName, string> = {
  'scale-balance': 'Scale',
  gavel: 'Gavel',
  'book-open': 'Book',
  briefcase: 'Briefcase',
  lightbulb: 'Light bulb',
  target: 'Target',
  bookmark: 'Bookmark',
  inbox: 'Inbox',
};

export interface CourseFormProps {
  initialValues: CourseFormValues;
  submitLabel: string;
  /** Only when creating: the "make this my active course" checkbox. */
  offerMakeActive: boolean;
  onSubmit: (draft: CourseDraft, makeActive: boolean) => Promise<void>;
  onCancel: () => void;
}

export function CourseForm({
  initialValues,
  submitLabel,
  offerMakeActive,
  onSubmit,
  onCancel,
}: CourseFormProps) {
  const form = useForm<CourseFormValues>({ mode: 'controlled', initialValues });
  const [makeActive, setMakeActive] = useState(true);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = hasRequiredCourseFields(form.values);
  // The required-fields message waits until the student leaves a required field empty or tries to submit.
  const [prompted, setPrompted] = useState(false);
  const required = (path: 'name' | 'code' | 'semester') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(e);
        if (!e.currentTarget.value.trim()) setPrompted(true);
      },
    };
  };

  const submit = form.onSubmit(async (values) => {
    setPrompted(true);
    const result = buildCourseDraft(values);
    if (!result.ok) {
      if (result.field) form.setFieldError(result.field, result.message);
      else setFailure(result.message);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(result.draft, makeActive);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Failed to create course');
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...required('name')} />
          <TextInput label="Code" withAsterisk placeholder="LAW 101" {...required('code')} />
          <TextInput label="Semester" withAsterisk placeholder="Fall 2026" {...required('semester')} />
          <TextInput label="Professor" {...form.getInputProps('professor')} />
        </SimpleGrid>
        <Input.Wrapper label="Colour">
          <Group gap="xs" mt={4} role="radiogroup" aria-label="Colour">
            {COURSE_COLORS.map((color) => (
              <ColorSwatch
                key={color}
                component="button"
                type="button"
                color={color}
                role="radio"
                aria-checked={form.values.color === color}
                aria-label={COURSE_COLOR_NAMES[color]}
                onClick={() => form.setFieldValue('color', color)}
                style={{ cursor: 'pointer', color: '#fff' }}
              >
                {form.values.color === color && <IconCheck size={14} />}
              </ColorSwatch>
            ))}
          </Group>
        </Input.Wrapper>
        <Select
          label="Icon"
          data={COURSE_ICONS.map((icon) => ({ value: icon, label: ICON_LABELS[icon] }))}
          leftSection={<CourseIcon name={form.values.icon} size={16} />}
          allowDeselect={false}
          {...form.getInputProps('icon')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Credits"
            min={0}
            step={0.5}
            decimalScale={1}
            {...form.getInputProps('credits')}
          />
          <TextInput label="Section" {...form.getInputProps('section')} />
          <TextInput
            label="Syllabus URL"
            type="url"
            placeholder="https://"
            {...form.getInputProps('syllabusUrl')}
          />
        </SimpleGrid>
        <TextInput
          label="Exam date"
          type="date"
          description="Analytics counts down to it and shows how ready you are for this course."
          maw={280}
          {...form.getInputProps('examDate')}
        />
        {offerMakeActive && (
          <Checkbox
            label="Make this my active course"
            checked={makeActive}
            onChange={(event) => setMakeActive(event.currentTarget.checked)}
          />
        )}
        {!complete && prompted && (
          <Text size="sm" c="red" role="status">
            {COURSE_REQUIRED_MESSAGE}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!complete || saving} loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
