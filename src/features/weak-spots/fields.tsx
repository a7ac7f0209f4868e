import { Select, type SelectProps, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { WeakSpotPriority, WeakSpotStatus } from '../../core/model';
import { PRIORITY_OPTIONS, STATUS_OPTIONS, type WeakSpotFormValues } from '../../core/weakSpots';

type ChoiceProps<T extends string> = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: T;
  onChange: (value: T) => void;
};

/** The Status picker: one of the statuses, never cleared. */
export function StatusSelect({ value, onChange, ...rest }: ChoiceProps<WeakSpotStatus>) {
  return (
    <Select
      label="Status"
      data={STATUS_OPTIONS}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      value={value}
      onChange={(v) => v && onChange(v as WeakSpotStatus)}
      {...rest}
    />
  );
}

/** The Priority picker: one of the priorities, never cleared. */
export function PrioritySelect({ value, onChange, ...rest }: ChoiceProps<WeakSpotPriority>) {
  return (
    <Select
      label="Priority"
      data={PRIORITY_OPTIONS}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      value={value}
      onChange={(v) => v && onChange(v as WeakSpotPriority)}
      {...rest}
    />
  );
}

type MainValues = Pick<WeakSpotFormValues, 'title' | 'description' | 'status' | 'priority'>;

/** Title, Description, Status and Priority: the fields Create Weak Spot and edit mode share as they are. */
export function WeakSpotMainFields({
  form,
}: {
  form: Pick<UseFormReturnType<MainValues>, 'getInputProps' | 'values' | 'setFieldValue'>;
}) {
  return (
    <>
      <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatusSelect value={form.values.status} onChange={(v) => form.setFieldValue('status', v)} />
        <PrioritySelect value={form.values.priority} onChange={(v) => form.setFieldValue('priority', v)} />
      </SimpleGrid>
    </>
  );
}
