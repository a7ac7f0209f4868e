/**
 * What saving a reviewed draft writes: the syllabus row (weeks without readings) and one row per reading.
 *
 * Completion is kept across re-saves: a draft reading takes over the previous reading with the same id
 * (review of a saved syllabus), else the previous reading of the same week with the same title (case and
 * spacing ignored; a fresh upload of a revised syllabus). A taken-over reading keeps its id, completed,
 * completedDate and notes. Previous readings nothing took over are removed.
 */
import type { Bbox, ImportedReading, Reading, Week } from '../model';
import type { DraftWeek, SyllabusDraft } from './draft';
import { savableReadings } from './draft';

export interface ReadingFields {
  courseId: string;
  syllabusId: string;
  title: string;
  citation: string;
  pages?: string;
  notes?: string;
  weekNumber: number;
  scheduledDate?: string;
  completed: boolean;
  completedDate?: string;
  order: number;
  confidence?: number;
  sourcePage?: number;
  sourceLine?: number;
  fileId?: string;
  bbox?: Bbox;
  origin?: 'import' | 'manual';
  imported?: ImportedReading;
}

export interface ReadingPlan {
  /** Readings written over an existing row (same id). */
  update: Array<{ id: string; fields: ReadingFields }>;
  create: Array<{ id: string; fields: ReadingFields }>;
  /** Ids of previous readings to delete. */
  remove: string[];
}

const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();

/** The week rows of the syllabus entity (readings live in their own collection). */
export function weeksOf(draft: SyllabusDraft): Week[] {
  return draft.weeks.map((w) => {
    const week: Week = { weekNumber: w.weekNumber, readings: [] };
    if (w.startDate) week.startDate = w.startDate;
    if (w.endDate) week.endDate = w.endDate;
    if (w.topic.trim()) week.topic = w.topic.trim();
    if (w.importedTopic?.trim()) week.importedTopic = w.importedTopic.trim();
    if (w.notes?.trim()) week.notes = w.notes.trim();
    return week;
  });
}

/** The day a reading without its own date is due: the week's first dated reading, else the week's start. */
function fallbackDate(w: DraftWeek): string | undefined {
  return w.readings.find((r) => r.scheduledDate)?.scheduledDate ?? w.startDate;
}

export function planReadings(
  draft: SyllabusDraft,
  syllabusId: string,
  previous: readonly Reading[],
  makeId: () => string,
): ReadingPlan {
  const byId = new Map(previous.map((r) => [r.id, r]));
  const used = new Set<string>();
  const plan: ReadingPlan = { update: [], create: [], remove: [] };

  // First pass: ids (so a title match never steals a reading the draft names by id).
  for (const w of draft.weeks) for (const r of w.readings) if (r.id && byId.has(r.id)) used.add(r.id);

  for (const w of draft.weeks) {
    const fallback = fallbackDate(w);
    savableReadings(w).forEach((r, i) => {
      let prev = r.id ? byId.get(r.id) : undefined;
      if (!prev) {
        const t = norm(r.title);
        prev = previous.find((p) => !used.has(p.id) && p.weekNumber === w.weekNumber && norm(p.title) === t);
        if (prev) used.add(prev.id);
      }
      const fields: ReadingFields = {
        courseId: draft.courseId,
        syllabusId,
        title: r.title.trim(),
        citation: r.citation.trim(),
        weekNumber: w.weekNumber,
        completed: prev?.completed ?? false,
        order: i + 1,
        confidence: Math.max(0, Math.min(100, Math.round(r.confidence))),
      };
      if (r.pages.trim()) fields.pages = r.pages.trim();
      const when = r.scheduledDate ?? fallback;
      if (when) fields.scheduledDate = when;
      if (prev?.completed && prev.completedDate) fields.completedDate = prev.completedDate;
      if (prev?.notes) fields.notes = prev.notes;
      if (r.sourcePage) fields.sourcePage = r.sourcePage;
      if (r.sourceLine) fields.sourceLine = r.sourceLine;
      if (r.bbox) fields.bbox = r.bbox;
      if (draft.fileId && (r.sourcePage || r.sourceLine)) fields.fileId = draft.fileId;
      if (r.origin) fields.origin = r.origin;
      if (r.imported) fields.imported = r.imported;
      if (prev) plan.update.push({ id: prev.id, fields });
      else plan.create.push({ id: makeId(), fields });
    });
  }
  const kept = new Set(plan.update.map((u) => u.id));
  for (const p of previous) if (!kept.has(p.id)) plan.remove.push(p.id);
  return plan;
}
