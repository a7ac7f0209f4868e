import { EXAM_DATE_KEY, examDateOf } from '../analytics/exams';
import type { Course, CourseIcon, CourseMetadata } from '../model';
import { isIsoDay } from '../plan/dates';

export const COURSE_REQUIRED_MESSAGE = 'Name, code, and semester are required to create a course.';
export const SYLLABUS_URL_MESSAGE =
  'Syllabus URL must be a full web address starting with http:// or https://';
export const EXAM_DATE_MESSAGE = 'Exam date must be a real calendar date (YYYY-MM-DD), or left empty.';

/** The metadata keys the course form owns; an edit keeps every other key as it was. */
export const FORM_METADATA_KEYS = [
  'description',
  'credits',
  'section',
  'syllabusUrl',
  EXAM_DATE_KEY,
] as const;

/** What the course form holds: everything as typed. */
export interface CourseFormValues {
  name: string;
  code: string;
  semester: string;
  professor: string;
  color: string;
  icon: CourseIcon;
  description: string;
  credits: string | number;
  section: string;
  syllabusUrl: string;
  /** The exam day, YYYY-MM-DD, or '' for none (analytics counts down to it). */
  examDate: string;
}

export type CourseDraft = Pick<Course, 'name' | 'code' | 'semester' | 'color' | 'icon' | 'metadata'> & {
  professor?: string;
};

export type CourseFormResult =
  | { ok: true; draft: CourseDraft }
  | { ok: false; message: string; field?: string };

export function hasRequiredCourseFields(
  values: Pick<CourseFormValues, 'name' | 'code' | 'semester'>,
): boolean {
  return [values.name, values.code, values.semester].every((v) => v.trim().length > 0);
}

/** Credits: a number of at least 0; anything else is ignored (omitted). */
export function parseCredits(value: string | number): number | undefined {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const WEB_ADDRESS = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An http(s) address with a real host name (core has no URL class, so this is a pattern). */
export function isWebAddress(value: string): boolean {
  return value.length <= 2_000 && WEB_ADDRESS.test(value);
}

/** Turns the form into a course draft: required fields trimmed, empty optional fields omitted. */
export function buildCourseDraft(values: CourseFormValues): CourseFormResult {
  if (!hasRequiredCourseFields(values)) return { ok: false, message: COURSE_REQUIRED_MESSAGE };
  const syllabusUrl = values.syllabusUrl.trim();
  if (syllabusUrl && !isWebAddress(syllabusUrl)) {
    return { ok: false, message: SYLLABUS_URL_MESSAGE, field: 'syllabusUrl' };
  }
  const examDate = values.examDate.trim();
  if (examDate && !isIsoDay(examDate)) return { ok: false, message: EXAM_DATE_MESSAGE, field: 'examDate' };
  const metadata: CourseMetadata = {};
  const description = values.description.trim();
  const section = values.section.trim();
  const credits = parseCredits(values.credits);
  if (description) metadata.description = description;
  if (credits !== undefined) metadata.credits = credits;
  if (section) metadata.section = section;
  if (syllabusUrl) metadata.syllabusUrl = syllabusUrl;
  if (examDate) metadata[EXAM_DATE_KEY] = examDate;
  const professor = values.professor.trim();
  return {
    ok: true,
    draft: {
      name: values.name.trim(),
      code: values.code.trim(),
      semester: values.semester.trim(),
      ...(professor ? { professor } : {}),
      color: values.color,
      icon: values.icon,
      metadata,
    },
  };
}

/** The form's values for an existing course. */
export function courseToFormValues(course: Course): CourseFormValues {
  const m = course.metadata;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    name: course.name,
    code: course.code,
    semester: course.semester,
    professor: course.professor ?? '',
    color: course.color,
    icon: course.icon,
    description: text(m.description),
    credits: typeof m.credits === 'number' ? m.credits : '',
    section: text(m.section),
    syllabusUrl: text(m.syllabusUrl),
    examDate: examDateOf(course) ?? '',
  };
}

/** An edited course's metadata: the form's keys as the form has them now, every other stored key kept. */
export function mergeCourseMetadata(stored: CourseMetadata, fromForm: CourseMetadata): CourseMetadata {
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !(FORM_METADATA_KEYS as readonly string[]).includes(key)),
  );
  return { ...kept, ...fromForm };
}
