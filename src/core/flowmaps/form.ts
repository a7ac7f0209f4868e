import { z } from 'zod';
import { Id, OptionalText, RequiredText, WeekNumber } from '../model/common';

/** Categories offered by the form (a flowmap may carry any short category). */
export const FLOWMAP_CATEGORIES = ['principle', 'test', 'defence', 'procedure', 'remedy', 'other'] as const;

/** What the create form saves: checked before anything is written. */
export const FlowmapDraft = z.object({
  title: RequiredText(300),
  description: OptionalText(5_000),
  doctrine: OptionalText(300),
  category: z.string().trim().min(1).max(60),
  tags: z.array(z.string().trim().min(1).max(60)).max(50),
  courseId: Id.optional(),
  weekNumber: WeekNumber.optional(),
  readingId: Id.optional(),
});
export type FlowmapDraft = z.input<typeof FlowmapDraft>;

/** The form's first field messages, by field. */
export const FLOWMAP_FORM_TEXT = {
  titleRequired: 'Title is required',
  weekInvalid: 'Week must be a whole number from 1 to 60',
} as const;

/** Field errors of a draft (empty when it can be saved). */
export function flowmapDraftErrors(input: { title: string; weekNumber?: number | undefined }) {
  const errors: { title?: string; weekNumber?: string } = {};
  if (input.title.trim() === '') errors.title = FLOWMAP_FORM_TEXT.titleRequired;
  if (input.weekNumber !== undefined && !WeekNumber.safeParse(input.weekNumber).success)
    errors.weekNumber = FLOWMAP_FORM_TEXT.weekInvalid;
  return errors;
}

/** Tags typed as "a, b, a" become ['a', 'b'] (trimmed, no blanks, no repeats). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const tag = part.trim().slice(0, 60);
    if (tag) seen.add(tag);
  }
  return [...seen].slice(0, 50);
}
