import type { Rpa } from '../model';

/** The RPA form as typed (create and edit share it). */
export interface RpaFormValues {
  ruleName: string;
  /** The course picked in the form (the RPA belongs to it; its name is stored alongside). */
  courseId: string;
  course: string;
  ruleText: string;
  purposeText: string;
  applicationNotes: string;
  /** Mantine's NumberInput gives '' when empty. */
  weekNumber: number | string;
  readingIds: string[];
}

/** What the repository is given to create or update an RPA. */
export interface RpaDraft {
  ruleName: string;
  course: string;
  courseId: string;
  ruleText: string;
  purposeText?: string;
  applicationNotes?: string;
  readingIds: string[];
  weekNumber?: number;
}

export const MIN_WEEK_NUMBER = 1;
export const MAX_WEEK_NUMBER = 60;

export function emptyRpaForm(courseName = '', courseId = ''): RpaFormValues {
  return {
    ruleName: '',
    courseId,
    course: courseName,
    ruleText: '',
    purposeText: '',
    applicationNotes: '',
    weekNumber: '',
    readingIds: [],
  };
}

/** ruleName, course and ruleText are required (after trimming). */
export function hasRequiredRpaFields(
  values: Pick<RpaFormValues, 'ruleName' | 'course' | 'ruleText'>,
): boolean {
  return [values.ruleName, values.course, values.ruleText].every((v) => v.trim().length > 0);
}

/** The submit button is disabled while a required field is empty, there is no course, or while creating. */
export function canSubmitRpa(values: RpaFormValues, creating: boolean): boolean {
  return !creating && Boolean(values.courseId) && hasRequiredRpaFields(values);
}

export type WeekNumberResult = { ok: true; value: number | undefined } | { ok: false; message: string };

export const WEEK_NUMBER_MESSAGE = `Week must be a whole number from ${MIN_WEEK_NUMBER} to ${MAX_WEEK_NUMBER}`;

/** Optional week: empty is none; otherwise a whole number of at least 1 (and at most 60, the model's bound). */
export function parseWeekNumber(value: number | string | undefined | null): WeekNumberResult {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'string' && value.trim() === '') return { ok: true, value: undefined };
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < MIN_WEEK_NUMBER || n > MAX_WEEK_NUMBER) {
    return { ok: false, message: WEEK_NUMBER_MESSAGE };
  }
  return { ok: true, value: n };
}

export type RpaFormResult =
  | { ok: true; draft: RpaDraft }
  | { ok: false; message: string; field?: keyof RpaFormValues };

export const RPA_REQUIRED_MESSAGE = 'Rule name, course and rule text are required.';
export const RPA_NO_COURSE_MESSAGE =
  'Choose a course in "Currently viewing" (or create one) before adding an RPA.';

/**
 * Turns the form into a draft: text trimmed, empty optional fields omitted, readings de-duplicated. The
 * course is the one picked (courseId); `course` carries its name.
 */
export function buildRpaDraft(values: RpaFormValues): RpaFormResult {
  const courseId = values.courseId;
  if (!courseId) return { ok: false, message: RPA_NO_COURSE_MESSAGE };
  if (!hasRequiredRpaFields(values)) return { ok: false, message: RPA_REQUIRED_MESSAGE };
  const week = parseWeekNumber(values.weekNumber);
  if (!week.ok) return { ok: false, message: week.message, field: 'weekNumber' };
  const purposeText = values.purposeText.trim();
  const applicationNotes = values.applicationNotes.trim();
  return {
    ok: true,
    draft: {
      ruleName: values.ruleName.trim(),
      course: values.course.trim(),
      courseId,
      ruleText: values.ruleText.trim(),
      ...(purposeText ? { purposeText } : {}),
      ...(applicationNotes ? { applicationNotes } : {}),
      readingIds: [...new Set(values.readingIds)],
      ...(week.value !== undefined ? { weekNumber: week.value } : {}),
    },
  };
}

/** The form's values for an existing RPA (edit mode). */
export function rpaToFormValues(rpa: Rpa): RpaFormValues {
  return {
    ruleName: rpa.ruleName,
    courseId: rpa.courseId,
    course: rpa.course,
    ruleText: rpa.ruleText,
    purposeText: rpa.purposeText ?? '',
    applicationNotes: rpa.applicationNotes ?? '',
    weekNumber: rpa.weekNumber ?? '',
    readingIds: [...rpa.readingIds],
  };
}
