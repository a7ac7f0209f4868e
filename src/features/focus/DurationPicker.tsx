import { Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_CUSTOM_MINUTES, MIN_CUSTOM_MINUTES, PRESET_MINUTES, parseCustomMinutes } from '../../core/focus';

export const CUSTOM = 'custom';
export const CUSTOM_MINUTES_MESSAGE = `Enter whole minutes from ${MIN_CUSTOM_MINUTES} to ${MAX_CUSTOM_MINUTES}.`;

export interface DurationChoice {
  preset: string;
  custom: string | number;
}

/** The minutes a choice stands for, or null when Start must stay disabled. */
export function chosenMinutes(c: DurationChoice): number | null {
  return c.preset === CUSTOM ? parseCustomMinutes(c.custom) : Number(c.preset);
}

/** Presets 15, 30, 45, 60, 90 minutes, or custom 1-180 whole minutes. */
export function DurationPicker({
  value,
  onChange,
}: {
  value: DurationChoice;
  onChange: (c: DurationChoice) => void;
}) {
  const invalid =
    value.preset === CUSTOM && String(value.custom).trim() !== '' && chosenMinutes(value) === null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="duration-label">
        Duration
      </Text>
      <Chip.Group multiple={false} value={value.preset} onChange={(preset) => onChange({ ...value, preset })}>
        <Group gap={6} role="radiogroup" aria-labelledby="duration-label">
          {PRESET_MINUTES.map((m) => (
            <Chip key={m} value={String(m)} size="sm">
              {m} min
            </Chip>
          ))}
          <Chip value={CUSTOM} size="sm">
            Custom
          </Chip>
        </Group>
      </Chip.Group>
      {value.preset === CUSTOM && (
        <NumberInput
          label="Custom minutes"
          min={MIN_CUSTOM_MINUTES}
          max={MAX_CUSTOM_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={value.custom}
          onChange={(custom) => onChange({ ...value, custom })}
          error={invalid ? CUSTOM_MINUTES_MESSAGE : undefined}
          description={invalid ? undefined : `${MIN_CUSTOM_MINUTES} to ${MAX_CUSTOM_MINUTES}`}
          maw={220}
        />
      )}
    </Stack>
  );
}
