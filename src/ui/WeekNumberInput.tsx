import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_WEEK_NUMBER, MIN_WEEK_NUMBER } from '../core/rpa';

/** "Week number": a whole week of the course, within the bounds the forms' rules accept. */
export function WeekNumberInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Week number"
      min={MIN_WEEK_NUMBER}
      max={MAX_WEEK_NUMBER}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
