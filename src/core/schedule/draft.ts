/**
 * The review screen's editable model of a syllabus, built from a structured result (new upload) or from
 * a saved syllabus (/syllabus/review), and turned back into what the data layer saves.
 */
import type {
  Bbox,
  ImportedReading,
  MeetingDay,
  Reading,
  StructuredSyllabus,
  Syllabus,
  TextLine,
} from '../model';
import { splitTopic } from './topic';

export type SyllabusSource = 'ai' | 'local' | 'manual';

export interface DraftReading {
  /** Stable key for lists; the saved reading's id when it has one. */
  key: string;
  /** The saved reading's id (review of a saved syllabus); undefined for new readings. */
  id?: string;
  title: string;
  citation: string;
  pages: string;
  confidence: number;
  sourcePage?: number;
  sourceLine?: number;
  bbox?: Bbox;
  scheduledDate?: string;
  /** 'manual' for a row the student added; 'import' (or absent on older data) for an imported one. */
  origin?: 'import' | 'manual';
  /** The structurer's values for this reading (kept so a re-import can tell the student's edits apart). */
  imported?: ImportedReading;
  /** The student changed this row on the review: it is theirs (confidence 100, not highlighted). */
  edited?: boolean;
}

export interface DraftWeek {
  weekNumber: number;
  startDate?: string;
  endDate?: string;
  topic: string;
  /** The topic as the structurer read it. */
  importedTopic?: string;
  /** The rest of a long topic paragraph. */
  notes?: string;
  readings: DraftReading[];
}

export interface SyllabusDraft {
  courseId: string;
  semesterStart: string | null;
  semesterEnd: string | null;
  meetingDays: MeetingDay[];
  weeks: DraftWeek[];
  source: SyllabusSource;
  fileName?: string;
  fileId?: string;
}

/** A row the student corrected or typed is theirs: full confidence. */
export const EDITED_CONFIDENCE = 100;

/** SPEC §5: empty title, citation and pages; not completed; order = existing count + 1; confidence 50. */
export const NEW_READING_CONFIDENCE = 50;
export function newReadingDefaults(existingCount: number) {
  return {
    title: '',
    citation: '',
    pages: '',
    completed: false,
    order: existingCount + 1,
    confidence: NEW_READING_CONFIDENCE,
  };
}

export function newDraftReading(existingCount: number, key: string): DraftReading {
  const d = newReadingDefaults(existingCount);
  return {
    key,
    title: d.title,
    citation: d.citation,
    pages: d.pages,
    confidence: d.confidence,
    origin: 'manual',
  };
}

/** The structurer's values of a reading, as kept on the saved row. */
export function importedOf(r: { title: string; citation?: string; pages?: string }): ImportedReading {
  const out: ImportedReading = { title: r.title.trim(), citation: (r.citation ?? '').trim() };
  if (r.pages?.trim()) out.pages = r.pages.trim();
  return out;
}

/** A structured week's heading (short) and notes (the rest of a long topic paragraph). */
function topicOf(text: string | null | undefined): Pick<DraftWeek, 'topic' | 'importedTopic' | 'notes'> {
  const { topic, notes } = splitTopic(text ?? '');
  return notes ? { topic, importedTopic: topic, notes } : { topic, importedTopic: topic };
}

const lineKey = (page: number, line: number) => `${page}:${line}`;

/** Builds the draft of a new upload; bboxes come from the extracted lines by page and line. */
export function draftFromStructured(
  s: StructuredSyllabus,
  options: { courseId: string; source: SyllabusSource; lines?: readonly TextLine[]; fileName?: string },
): SyllabusDraft {
  const boxes = new Map<string, Bbox>();
  for (const l of options.lines ?? []) if (l.bbox) boxes.set(lineKey(l.page, l.line), l.bbox);
  const weeks = [...s.weeks]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .map<DraftWeek>((w) => ({
      weekNumber: w.weekNumber,
      ...(w.startDate ? { startDate: w.startDate } : {}),
      ...(w.endDate ? { endDate: w.endDate } : {}),
      ...topicOf(w.topic),
      readings: w.readings.map<DraftReading>((r, i) => {
        const out: DraftReading = {
          key: `w${w.weekNumber}-r${i + 1}`,
          title: r.title,
          citation: r.citation ?? '',
          pages: r.pages ?? '',
          confidence: Math.round(r.confidence),
          origin: 'import',
          imported: importedOf({ title: r.title, citation: r.citation ?? '', pages: r.pages ?? '' }),
        };
        if (r.sourcePage) out.sourcePage = r.sourcePage;
        if (r.sourceLine) out.sourceLine = r.sourceLine;
        const box = r.sourcePage && r.sourceLine ? boxes.get(lineKey(r.sourcePage, r.sourceLine)) : undefined;
        if (box) out.bbox = box;
        const when = r.scheduledDate ?? r.date;
        if (when) out.scheduledDate = when;
        return out;
      }),
    }));
  const draft: SyllabusDraft = {
    courseId: options.courseId,
    semesterStart: s.semesterStart ?? null,
    semesterEnd: s.semesterEnd ?? null,
    meetingDays: [...(s.meetingDays ?? [])],
    weeks,
    source: options.source,
  };
  if (options.fileName) draft.fileName = options.fileName;
  return draft;
}

/**
 * A saved reading as a draft row keyed by its id (so saving keeps its completion, notes and links); with
 * or without its place in the uploaded file.
 */
export function savedDraftReading(r: Reading, withSource: boolean): DraftReading {
  const out: DraftReading = {
    key: r.id,
    id: r.id,
    title: r.title,
    citation: r.citation,
    pages: r.pages ?? '',
    confidence: r.confidence ?? EDITED_CONFIDENCE,
  };
  if (withSource && r.sourcePage) out.sourcePage = r.sourcePage;
  if (withSource && r.sourceLine) out.sourceLine = r.sourceLine;
  if (withSource && r.bbox) out.bbox = r.bbox;
  if (r.scheduledDate) out.scheduledDate = r.scheduledDate;
  if (r.origin) out.origin = r.origin;
  if (r.imported) out.imported = r.imported;
  return out;
}

/** Builds the draft of a saved syllabus and its readings (for /syllabus/review). */
export function draftFromSaved(syllabus: Syllabus, readings: readonly Reading[]): SyllabusDraft {
  const weekNumbers = new Set(syllabus.weeks.map((w) => w.weekNumber));
  for (const r of readings) weekNumbers.add(r.weekNumber);
  const weekOf = new Map(syllabus.weeks.map((w) => [w.weekNumber, w]));
  const weeks = [...weekNumbers]
    .sort((a, b) => a - b)
    .map<DraftWeek>((n) => {
      const w = weekOf.get(n);
      return {
        weekNumber: n,
        ...(w?.startDate ? { startDate: w.startDate } : {}),
        ...(w?.endDate ? { endDate: w.endDate } : {}),
        topic: w?.topic ?? '',
        ...(w?.importedTopic !== undefined ? { importedTopic: w.importedTopic } : {}),
        ...(w?.notes ? { notes: w.notes } : {}),
        readings: readings
          .filter((r) => r.weekNumber === n)
          .sort((a, b) => a.order - b.order)
          .map((r) => savedDraftReading(r, true)),
      };
    });
  const draft: SyllabusDraft = {
    courseId: syllabus.courseId,
    semesterStart: syllabus.semesterStart ?? null,
    semesterEnd: syllabus.semesterEnd ?? null,
    meetingDays: [...syllabus.meetingDays],
    weeks,
    source: syllabus.source,
  };
  if (syllabus.fileName) draft.fileName = syllabus.fileName;
  if (syllabus.fileId) draft.fileId = syllabus.fileId;
  return draft;
}

/** Every reading's confidence (for the overall bar). */
export const draftConfidences = (d: SyllabusDraft): number[] =>
  d.weeks.flatMap((w) => w.readings.map((r) => r.confidence));

// Edits: each returns a new draft, leaving the old one as it was.

export function setWeekTopic(d: SyllabusDraft, weekNumber: number, topic: string): SyllabusDraft {
  return { ...d, weeks: d.weeks.map((w) => (w.weekNumber === weekNumber ? { ...w, topic } : w)) };
}

export type ReadingEdit = Partial<Pick<DraftReading, 'title' | 'citation' | 'pages'>>;

/** An edited row is the student's: it is marked edited and its confidence becomes 100. */
export function editReading(d: SyllabusDraft, key: string, edit: ReadingEdit): SyllabusDraft {
  return {
    ...d,
    weeks: d.weeks.map((w) => ({
      ...w,
      readings: w.readings.map((r) =>
        r.key === key ? { ...r, ...edit, edited: true, confidence: EDITED_CONFIDENCE } : r,
      ),
    })),
  };
}

export function removeReading(d: SyllabusDraft, key: string): SyllabusDraft {
  return { ...d, weeks: d.weeks.map((w) => ({ ...w, readings: w.readings.filter((r) => r.key !== key) })) };
}

export function addReading(d: SyllabusDraft, weekNumber: number, key: string): SyllabusDraft {
  return {
    ...d,
    weeks: d.weeks.map((w) =>
      w.weekNumber === weekNumber
        ? { ...w, readings: [...w.readings, newDraftReading(w.readings.length, key)] }
        : w,
    ),
  };
}

/** Readings with a blank title are left out when saving (an added row the student never filled in). */
export const savableReadings = (w: DraftWeek): DraftReading[] =>
  w.readings.filter((r) => r.title.trim() !== '');

/**
 * Attaches page and line to readings that lack them (an AI answer) by finding the extracted line that
 * contains the reading's title (case and spacing ignored; the first 40 characters are enough).
 */
export function attachProvenance(s: StructuredSyllabus, lines: readonly TextLine[]): StructuredSyllabus {
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const normLines = lines.map((l) => ({ l, t: norm(l.text) }));
  return {
    ...s,
    weeks: s.weeks.map((w) => ({
      ...w,
      readings: w.readings.map((r) => {
        if (r.sourcePage && r.sourceLine) return r;
        const needle = norm(r.title).slice(0, 40);
        if (!needle) return r;
        const hit = normLines.find((x) => x.t.includes(needle));
        return hit ? { ...r, sourcePage: hit.l.page, sourceLine: hit.l.line } : r;
      }),
    })),
  };
}

/** Applies the semester step's answers to a draft (the caller normalizes the structured result). */
export function withSemester(
  d: SyllabusDraft,
  s: { semesterStart: string; semesterEnd: string; meetingDays: MeetingDay[] },
): SyllabusDraft {
  return {
    ...d,
    semesterStart: s.semesterStart,
    semesterEnd: s.semesterEnd,
    meetingDays: [...s.meetingDays],
  };
}
