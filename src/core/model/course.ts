import { z } from 'zod';
import { EntityBase, Id, OptionalText, RequiredText, Timestamp } from './common';

/** The nine course colours; the first is the spec's #0EA5E9 (sky), the rest chosen to stay distinct. */
export const COURSE_COLORS = [
  '#0EA5E9',
  '#6366F1',
  '#10B981',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#EC4899',
  '#14B8A6',
  '#64748B',
] as const;

/** What each course colour is called (swatches are named by colour for screen readers, not by hex). */
export const COURSE_COLOR_NAMES: Record<(typeof COURSE_COLORS)[number], string> = {
  '#0EA5E9': 'Sky blue',
  '#6366F1': 'Indigo',
  '#10B981': 'Emerald green',
  '#F59E0B': 'Amber',
  '#EF4444': 'Red',
  '#8B5CF6': 'Violet',
  '#EC4899': 'Pink',
  '#14B8A6': 'Teal',
  '#64748B': 'Slate grey',
};

export const COURSE_ICONS = [
  'scale-balance',
  'gavel',
  'book-open',
  'briefcase',
  'lightbulb',
  'target',
  'bookmark',
  'inbox',
] as const;
export const CourseIcon = z.enum(COURSE_ICONS);
export type CourseIcon = z.infer<typeof CourseIcon>;

export const HexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Invalid colour');

/** Free key/value map; the form writes description, credits (number), section, syllabusUrl. */
export const CourseMetadata = z.record(
  z.string().max(64),
  z.union([z.string().max(2_000), z.number().finite(), z.boolean()]),
);
export type CourseMetadata = z.infer<typeof CourseMetadata>;

export const Course = EntityBase.extend({
  name: RequiredText(200),
  code: RequiredText(50),
  semester: RequiredText(100),
  professor: OptionalText(200),
  color: HexColor.default(COURSE_COLORS[0]),
  icon: CourseIcon.default('scale-balance'),
  metadata: CourseMetadata.default({}),
  archived: z.boolean().default(false),
});
export type Course = z.infer<typeof Course>;

/** The device-local pointer to the current course (storage key `currentCourse`). */
export const CurrentCourse = z.object({
  courseId: Id.nullable(),
  /** True when the student chose 'No course selected' (then no course is used, not the first). */
  explicitNone: z.boolean().default(false),
  updatedAt: Timestamp,
});
export type CurrentCourse = z.infer<typeof CurrentCourse>;
