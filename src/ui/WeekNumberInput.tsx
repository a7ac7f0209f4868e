import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_WEEK_NUMBER, MIN_WEEK_NUMBER } from '../core/rpa';

/**
 * "Week number": a whole week of the course. What is typed stays as typed (a negative or too large week is
 * not silently changed); the form's rule refuses it with a message.
 */
export function WeekNumberInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Week number"
      min={MIN_WEEK_NUMBER}
      max={MAX_WEEK_NUMBER}
      clampBehavior="none"
      allowDecimal={false}
      {...props}
    />
  );
}
