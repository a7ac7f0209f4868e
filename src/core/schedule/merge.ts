/**
 * Re-importing a syllabus into a course that already has one, by merging (SPEC: no silent loss).
 *
 * The new import's readings are matched to the saved ones (by title, citation, pages and week; against the
 * values the structurer gave the saved reading, so a title the student corrected still matches). A matched
 * reading keeps its id (so completion, notes and RPA links stay) and every field the student edited by hand;
 * the fields the student left alone take the new import's values. Readings the student added by hand are
 * always kept. Saved readings the new file no longer has are listed so the student chooses which go
 * (by default only those with none of the student's work on them). Readings the student removed from an
 * earlier import stay removed unless the student adds them back.
 */
import type { ImportedReading, Reading, RemovedImport, Syllabus } from '../model';
import {
  type DraftReading,
  type DraftWeek,
  EDITED_CONFIDENCE,
  type SyllabusDraft,
  savableReadings,
  savedDraftReading,
} from './draft';

/** A pair scoring at least this is the same reading. */
export const MATCH_THRESHOLD = 0.55;

export interface SavedSyllabus {
  syllabus: Syllabus;
  readings: readonly Reading[];
  /** Ids of readings an RPA links to. */
  linkedReadingIds: ReadonlySet<string>;
}

export interface IncomingReading {
  weekNumber: number;
  reading: DraftReading;
}

export interface MatchedReading {
  saved: Reading;
  incoming: IncomingReading;
  /** Fields whose saved value is the student's own and is kept. */
  keptEdits: Array<'title' | 'citation' | 'pages'>;
}

export interface MissingReading {
  saved: Reading;
  /** Completed, has notes, is linked from an RPA or was edited/added by the student. */
  hasWork: boolean;
}

export interface MergePreview {
  matched: MatchedReading[];
  added: IncomingReading[];
  /** Readings the student added by hand: always kept. */
  manual: Reading[];
  /** Imported readings the new file does not have: the student chooses which to remove. */
  missing: MissingReading[];
  /** New readings the student removed from an earlier import: left out unless added back. */
  previouslyRemoved: IncomingReading[];
}

export interface MergeChoices {
  /** Ids of missing readings to remove. */
  remove: ReadonlySet<string>;
  /** Keys of previously removed readings to add back. */
  addBack: ReadonlySet<string>;
}

const STOP = new Set(['a', 'an', 'and', 'the', 'of', 'v', 'vs', 'in', 'on', 'to', 'for', 'at', 'by']);

/** Lower-case words without punctuation: the comparable form of a title. */
export function titleWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const ch of text.toLowerCase()) {
    if (/[\p{L}\p{N}]/u.test(ch)) word += ch;
    else if (word) {
      words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  return words;
}

const normTitle = (text: string) => titleWords(text).join(' ');

/** Dice coefficient over the significant words of two titles (1 when both normalise the same). */
export function titleSimilarity(a: string, b: string): number {
  const na = normTitle(a);
  const nb = normTitle(b);
  if (!na || !nb) return 0;
  if (na === nb) return 1;
  const wa = new Set(titleWords(a).filter((w) => !STOP.has(w)));
  const wb = new Set(titleWords(b).filter((w) => !STOP.has(w)));
  if (wa.size === 0 || wb.size === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return (2 * shared) / (wa.size + wb.size);
}

const same = (a: string | undefined, b: string | undefined) =>
  Boolean(a?.trim()) && normTitle(a ?? '') === normTitle(b ?? '');

/** The structurer's values of a saved reading (older rows: their current values). */
export const baselineOf = (r: Reading): ImportedReading =>
  r.imported ?? { title: r.title, citation: r.citation, ...(r.pages ? { pages: r.pages } : {}) };

/** How alike a saved reading and a new one are, 0-1: title mostly, then citation, pages and week. */
export function matchScore(saved: Reading, incoming: IncomingReading): number {
  const base = baselineOf(saved);
  const r = incoming.reading;
  const title = Math.max(titleSimilarity(base.title, r.title), titleSimilarity(saved.title, r.title));
  let score = 0.65 * title;
  if (same(base.citation, r.citation) || same(saved.citation, r.citation)) score += 0.15;
  if (same(base.pages, r.pages) || same(saved.pages, r.pages)) score += 0.1;
  if (saved.weekNumber === incoming.weekNumber) score += 0.1;
  return score;
}

/** Fields of a saved reading that differ from what the structurer gave it: the student's edits. */
export function editedFields(r: Reading): Array<'title' | 'citation' | 'pages'> {
  if (!r.imported) return [];
  const out: Array<'title' | 'citation' | 'pages'> = [];
  if (r.title.trim() !== r.imported.title) out.push('title');
  if (r.citation.trim() !== r.imported.citation) out.push('citation');
  if ((r.pages ?? '').trim() !== (r.imported.pages ?? '')) out.push('pages');
  return out;
}

const isManual = (r: Reading) => r.origin === 'manual';

function hasWork(r: Reading, linked: ReadonlySet<string>): boolean {
  return r.completed || Boolean(r.notes?.trim()) || linked.has(r.id) || editedFields(r).length > 0;
}

function isRemovedBefore(removed: readonly RemovedImport[], i: IncomingReading): boolean {
  const t = normTitle(i.reading.title);
  return removed.some((x) => x.weekNumber === i.weekNumber && normTitle(x.title) === t);
}

const incomingOf = (draft: SyllabusDraft): IncomingReading[] =>
  draft.weeks.flatMap((w) => savableReadings(w).map((reading) => ({ weekNumber: w.weekNumber, reading })));

/** What a merge would do, before the student confirms it. */
export function previewMerge(saved: SavedSyllabus, draft: SyllabusDraft): MergePreview {
  const imported = saved.readings.filter((r) => !isManual(r));
  const incoming = incomingOf(draft);
  const pairs: Array<{ s: number; i: number; score: number }> = [];
  imported.forEach((s, si) => {
    incoming.forEach((inc, ii) => {
      const score = matchScore(s, inc);
      if (score >= MATCH_THRESHOLD) pairs.push({ s: si, i: ii, score });
    });
  });
  // Best pairs first; ties in document order, so the result never depends on anything else.
  pairs.sort((a, b) => b.score - a.score || a.s - b.s || a.i - b.i);
  const usedSaved = new Set<number>();
  const usedIncoming = new Set<number>();
  const matched: MatchedReading[] = [];
  for (const p of pairs) {
    if (usedSaved.has(p.s) || usedIncoming.has(p.i)) continue;
    usedSaved.add(p.s);
    usedIncoming.add(p.i);
    const s = imported[p.s] as Reading;
    matched.push({ saved: s, incoming: incoming[p.i] as IncomingReading, keptEdits: editedFields(s) });
  }
  const added: IncomingReading[] = [];
  const previouslyRemoved: IncomingReading[] = [];
  incoming.forEach((inc, ii) => {
    if (usedIncoming.has(ii)) return;
    if (isRemovedBefore(saved.syllabus.removedImports ?? [], inc)) previouslyRemoved.push(inc);
    else added.push(inc);
  });
  const missing = imported
    .filter((_, si) => !usedSaved.has(si))
    .map((r) => ({ saved: r, hasWork: hasWork(r, saved.linkedReadingIds) }));
  return {
    matched,
    added,
    manual: saved.readings.filter(isManual),
    missing,
    previouslyRemoved,
  };
}

/** The default choices: remove only missing readings without the student's work; add nothing back. */
export function defaultChoices(preview: MergePreview): MergeChoices {
  return {
    remove: new Set(preview.missing.filter((m) => !m.hasWork).map((m) => m.saved.id)),
    addBack: new Set(),
  };
}

/** A kept saved reading: its id stays; its place in the old file goes (the merge keeps the new file). */
const keptRow = (r: Reading): DraftReading => savedDraftReading(r, false);

/** A matched reading: the saved id and the student's edits, the new import's other values. */
function mergedRow(m: MatchedReading): DraftReading {
  const s = m.saved;
  const r = m.incoming.reading;
  const kept = new Set(m.keptEdits);
  return {
    ...r,
    key: s.id,
    id: s.id,
    title: kept.has('title') ? s.title : r.title,
    citation: kept.has('citation') ? s.citation : r.citation,
    pages: kept.has('pages') ? (s.pages ?? '') : r.pages,
    confidence: kept.size > 0 ? EDITED_CONFIDENCE : r.confidence,
    origin: 'import',
    imported: r.imported ?? { title: r.title, citation: r.citation, ...(r.pages ? { pages: r.pages } : {}) },
  };
}

interface WeekRows {
  week: DraftWeek | undefined;
  rows: Array<{ row: DraftReading; order: number }>;
}

/**
 * The draft to save for a merge: the new import's weeks (a topic the student edited is kept), matched rows
 * merged, new rows added, manual rows and kept missing rows in their saved weeks.
 */
export function mergeDraft(
  saved: SavedSyllabus,
  draft: SyllabusDraft,
  preview: MergePreview,
  choices: MergeChoices,
): SyllabusDraft {
  const weeks = new Map<number, WeekRows>();
  const at = (n: number) => {
    let w = weeks.get(n);
    if (!w) {
      w = { week: undefined, rows: [] };
      weeks.set(n, w);
    }
    return w;
  };
  for (const w of draft.weeks) at(w.weekNumber).week = w;
  const position = new Map<DraftReading, number>();
  for (const w of draft.weeks) for (const [i, r] of w.readings.entries()) position.set(r, i);
  for (const m of preview.matched)
    at(m.incoming.weekNumber).rows.push({ row: mergedRow(m), order: position.get(m.incoming.reading) ?? 0 });
  for (const a of preview.added)
    at(a.weekNumber).rows.push({ row: a.reading, order: position.get(a.reading) ?? 0 });
  for (const p of preview.previouslyRemoved)
    if (choices.addBack.has(p.reading.key))
      at(p.weekNumber).rows.push({ row: p.reading, order: position.get(p.reading) ?? 0 });
  const savedRows = [
    ...preview.manual,
    ...preview.missing.filter((m) => !choices.remove.has(m.saved.id)).map((m) => m.saved),
  ];
  for (const r of savedRows) at(r.weekNumber).rows.push({ row: keptRow(r), order: r.order + 0.5 });

  const savedWeeks = new Map(saved.syllabus.weeks.map((w) => [w.weekNumber, w]));
  const merged: DraftWeek[] = [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, { week, rows }]) => {
      const old = savedWeeks.get(n);
      const topicEdited = old?.importedTopic !== undefined && (old.topic ?? '') !== old.importedTopic;
      const base: DraftWeek = week ?? {
        weekNumber: n,
        topic: old?.topic ?? '',
        readings: [],
        ...(old?.startDate ? { startDate: old.startDate } : {}),
        ...(old?.endDate ? { endDate: old.endDate } : {}),
      };
      return {
        ...base,
        topic: topicEdited ? (old?.topic ?? '') : base.topic,
        readings: rows.sort((a, b) => a.order - b.order).map((x) => x.row),
      };
    });
  return { ...draft, weeks: merged };
}
