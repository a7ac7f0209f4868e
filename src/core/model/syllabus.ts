import { z } from 'zod';
import { Bbox, Id, IsoDay, Timestamp, WeekNumber } from './common';

export const MEETING_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const MeetingDay = z.enum(MEETING_DAYS);
export type MeetingDay = z.infer<typeof MeetingDay>;

export const Confidence = z.number().min(0).max(100);

/** Where a parsed item came from in the uploaded file. */
export const Provenance = z.object({
  sourcePage: z.number().int().min(1).optional(),
  sourceLine: z.number().int().min(1).optional(),
  fileId: Id.optional(),
  bbox: Bbox.optional(),
});

/** What the structurer produced for a reading, so a later re-import can tell the student's edits apart. */
export const ImportedReading = z.object({
  title: z.string().trim().max(1_000),
  citation: z.string().trim().max(1_000).default(''),
  pages: z.string().trim().max(200).optional(),
});
export type ImportedReading = z.infer<typeof ImportedReading>;

/** A reading the student removed from an imported syllabus: a re-import does not bring it back. */
export const RemovedImport = z.object({
  title: z.string().trim().max(1_000),
  weekNumber: WeekNumber,
});
export type RemovedImport = z.infer<typeof RemovedImport>;

export const Reading = Provenance.extend({
  id: Id,
  courseId: Id.optional(),
  title: z.string().trim().max(1_000),
  citation: z.string().trim().max(1_000).default(''),
  pages: z.string().trim().max(200).optional(),
  notes: z.string().max(20_000).optional(),
  weekNumber: WeekNumber,
  scheduledDate: IsoDay.optional(),
  completed: z.boolean().default(false),
  completedDate: Timestamp.optional(),
  order: z.number().int().min(0),
  confidence: Confidence.optional(),
  syllabusId: Id.optional(),
  /** 'manual': added by the student; 'import' (or absent, older data): came from a syllabus import. */
  origin: z.enum(['import', 'manual']).optional(),
  /** The structurer's values when it was imported (absent on manual and older readings). */
  imported: ImportedReading.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Reading = z.infer<typeof Reading>;

export const Week = z.object({
  weekNumber: WeekNumber,
  startDate: IsoDay.optional(),
  endDate: IsoDay.optional(),
  topic: z.string().trim().max(1_000).optional(),
  /** The topic as the structurer read it (a differing `topic` is the student's edit). */
  importedTopic: z.string().trim().max(1_000).optional(),
  /** What the syllabus says about the week beyond its heading. */
  notes: z.string().trim().max(5_000).optional(),
  readings: z.array(Reading).max(500).default([]),
});
export type Week = z.infer<typeof Week>;

export const Syllabus = z.object({
  id: Id,
  courseId: Id,
  semesterStart: IsoDay.optional(),
  semesterEnd: IsoDay.optional(),
  meetingDays: z.array(MeetingDay).max(7).default([]),
  weeks: z.array(Week).max(60).default([]),
  /** Which structurer produced what was saved. */
  source: z.enum(['ai', 'local', 'manual']).default('local'),
  fileId: Id.optional(),
  fileName: z.string().max(300).optional(),
  /** Imported readings the student removed (a merge keeps them out). */
  removedImports: z.array(RemovedImport).max(2_000).optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Syllabus = z.infer<typeof Syllabus>;

export const SyllabusPosition = z.object({
  weekNumber: WeekNumber.default(1),
  readingIndex: z.number().int().min(0).default(0),
  expectedWeek: WeekNumber.optional(),
  actualWeek: WeekNumber.optional(),
  behindByDays: z.number().int().min(0).optional(),
});
export type SyllabusPosition = z.infer<typeof SyllabusPosition>;

export const SemesterInfo = z
  .object({
    semesterStart: IsoDay,
    semesterEnd: IsoDay,
    meetingDays: z.array(MeetingDay).min(1),
  })
  .refine((s) => s.semesterStart <= s.semesterEnd, {
    message: 'Semester end must not be before its start',
    path: ['semesterEnd'],
  });
export type SemesterInfo = z.infer<typeof SemesterInfo>;

/** A reading as the structurer (local or AI) returns it. */
export const StructuredReading = z.object({
  title: z.string().trim().min(1).max(1_000),
  citation: z.string().trim().max(1_000).nullish(),
  pages: z.string().trim().max(200).nullish(),
  /** The date the syllabus itself gives for this reading, if any. */
  date: IsoDay.nullish(),
  /** Filled by normalize: the class meeting the reading is due for. */
  scheduledDate: IsoDay.nullish(),
  confidence: Confidence.default(50),
  sourcePage: z.number().int().min(1).nullish(),
  sourceLine: z.number().int().min(1).nullish(),
});
export type StructuredReading = z.infer<typeof StructuredReading>;

export const StructuredWeek = z.object({
  weekNumber: WeekNumber,
  topic: z.string().trim().max(1_000).nullish(),
  startDate: IsoDay.nullish(),
  endDate: IsoDay.nullish(),
  readings: z.array(StructuredReading).max(500).default([]),
});
export type StructuredWeek = z.infer<typeof StructuredWeek>;

/** The AI-structured syllabus response (also what the local structurer returns). */
export const StructuredSyllabus = z.object({
  weeks: z.array(StructuredWeek).max(60),
  semesterStart: IsoDay.nullish(),
  semesterEnd: IsoDay.nullish(),
  meetingDays: z.array(MeetingDay).max(7).default([]),
  courseCode: z.string().trim().max(50).nullish(),
  courseTitle: z.string().trim().max(300).nullish(),
  /**
   * Set when the year of the dates came from the uploaded file's name, not from the text
   * ('fileName'), or when the text names no such year and the written weekdays chose it ('weekdays').
   */
  yearSource: z.enum(['fileName', 'weekdays']).nullish(),
});
export type StructuredSyllabus = z.infer<typeof StructuredSyllabus>;

/** The API form of a saved syllabus (POST/GET /api/syllabi). */
export const ApiReading = z.object({
  id: Id,
  title: z.string().max(1_000),
  citation: z.string().max(1_000).default(''),
  pages: z.string().max(200).nullish(),
  weekNumber: WeekNumber,
  scheduledDate: IsoDay.nullish(),
  completed: z.boolean().default(false),
  order: z.number().int().min(0),
});
export const ApiWeek = z.object({
  weekNumber: WeekNumber,
  startDate: IsoDay.nullish(),
  endDate: IsoDay.nullish(),
  topic: z.string().max(1_000).nullish(),
  readings: z.array(ApiReading).max(500).default([]),
});
export const ApiSyllabusInput = z.object({
  courseId: Id,
  semesterStart: IsoDay.nullish(),
  semesterEnd: IsoDay.nullish(),
  weeks: z.array(ApiWeek).max(60),
});
export type ApiSyllabusInput = z.infer<typeof ApiSyllabusInput>;
export const ApiSyllabus = z.object({
  id: Id,
  course_id: Id,
  semester_start: IsoDay.nullish(),
  semester_end: IsoDay.nullish(),
  weeks: z.array(ApiWeek).max(60),
});
export type ApiSyllabus = z.infer<typeof ApiSyllabus>;
