import {
  WEAK_SPOT_PRIORITIES,
  WEAK_SPOT_STATUSES,
  type WeakSpot,
  type WeakSpotPriority,
  type WeakSpotStatus,
} from '../model';
import { parseWeekNumber } from '../rpa/form';
import { isClosedStatus } from './stats';

export const MAX_TAG_LENGTH = 60;

export const STATUS_LABELS: Record<WeakSpotStatus, string> = {
  identified: 'Identified',
  investigating: 'Investigating',
  in_progress: 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export const PRIORITY_LABELS: Record<WeakSpotPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const STATUS_OPTIONS = WEAK_SPOT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const PRIORITY_OPTIONS = WEAK_SPOT_PRIORITIES.map((value) => ({
  value,
  label: PRIORITY_LABELS[value],
}));

export type AddTagResult =
  | { added: true; tags: string[] }
  | { added: false; tags: readonly string[]; reason: 'blank' | 'duplicate' | 'too-long' };

export const TAG_REFUSED_MESSAGE: Record<'blank' | 'duplicate' | 'too-long', string> = {
  blank: 'Type a tag first.',
  duplicate: 'That tag is already added.',
  'too-long': `Tags can be at most ${MAX_TAG_LENGTH} characters.`,
};

/** Adds a tag only when, trimmed, it is non-empty and not already present. */
export function addTag(tags: readonly string[], input: string): AddTagResult {
  const tag = input.trim();
  if (!tag) return { added: false, tags, reason: 'blank' };
  if (tag.length > MAX_TAG_LENGTH) return { added: false, tags, reason: 'too-long' };
  if (tags.includes(tag)) return { added: false, tags, reason: 'duplicate' };
  return { added: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Edit mode: comma-separated, each trimmed, empty ones dropped (and repeats kept once). */
export function parseTagList(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .map((t) => t.slice(0, MAX_TAG_LENGTH));
  return [...new Set(tags)];
}

export function formatTagList(tags: readonly string[]): string {
  return tags.join(', ');
}

/** Appends a note, trimmed; a blank note is ignored (null: nothing to save). */
export function appendNote(notes: readonly string[], input: string): string[] | null {
  const note = input.trim();
  return note ? [...notes, note] : null;
}

/**
 * A note and when it was written. noteTimes lines up with notes; notes written before times were kept get
 * none (the times of later notes still line up with their notes).
 */
export function appendTimedNote(
  spot: { notes: readonly string[]; noteTimes?: readonly string[] },
  input: string,
  now: string,
): { notes: string[]; noteTimes: string[] } | null {
  const notes = appendNote(spot.notes, input);
  if (!notes) return null;
  return { notes, noteTimes: [...(spot.noteTimes ?? []), now] };
}

/** When note i was written, if known (times are aligned with the last notes). */
export function noteTime(
  spot: { notes: readonly string[]; noteTimes?: readonly string[] },
  i: number,
): string | undefined {
  const times = spot.noteTimes ?? [];
  const offset = spot.notes.length - times.length;
  return i >= offset ? times[i - offset] : undefined;
}

export interface StatusPatch {
  status: WeakSpotStatus;
  resolvedAt: string | undefined;
}

/**
 * Any status may be set from any other. Setting resolved or dismissed records resolvedAt (now); setting an
 * open status again clears it, so a reopened item is not counted as resolved.
 */
export function statusChange(status: WeakSpotStatus, now: string): StatusPatch {
  return { status, resolvedAt: isClosedStatus(status) ? now : undefined };
}

/** Mark Occurrence: one more occurrence, seen now. */
export function markOccurrence(spot: Pick<WeakSpot, 'occurrences'>, now: string) {
  return { occurrences: spot.occurrences + 1, lastSeen: now };
}

/** What a finished focus session passes in its navigation state. */
export interface SessionPrefill {
  fromSession?: string;
  prompt?: string;
  answer?: string;
}

const ID = /^[\w:.-]{1,128}$/;
const MAX_PROMPT = 5_000;
const MAX_ANSWER = 200_000;

/** Reads the navigation state defensively: anything that is not the expected shape is dropped. */
export function readSessionState(state: unknown): SessionPrefill | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const out: SessionPrefill = {};
  if (typeof s.fromSession === 'string' && ID.test(s.fromSession)) out.fromSession = s.fromSession;
  if (typeof s.prompt === 'string' && s.prompt.trim()) out.prompt = s.prompt.trim().slice(0, MAX_PROMPT);
  if (typeof s.answer === 'string' && s.answer.trim()) out.answer = s.answer.slice(0, MAX_ANSWER);
  const fromSession = s.fromSession === true || out.fromSession !== undefined;
  if (!fromSession && out.prompt === undefined && out.answer === undefined) return null;
  return out;
}

/** A title from the session's prompt: its first line, cut at a word within 120 characters. */
export function titleFromPrompt(prompt: string, max = 120): string {
  const line = (prompt.split('\n')[0] ?? '').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface WeakSpotFormValues {
  title: string;
  description: string;
  status: WeakSpotStatus;
  priority: WeakSpotPriority;
  tags: string[];
  weekNumber: number | string;
}

export function emptyWeakSpotForm(prefill?: SessionPrefill | null): WeakSpotFormValues {
  return {
    title: prefill?.prompt ? titleFromPrompt(prefill.prompt) : '',
    description: prefill?.prompt ? `Came up in a focus session on: ${prefill.prompt}`.slice(0, 20_000) : '',
    status: 'identified',
    priority: 'medium',
    tags: [],
    weekNumber: '',
  };
}

/** title and description are required (after trimming). */
export function hasRequiredWeakSpotFields(
  values: Pick<WeakSpotFormValues, 'title' | 'description'>,
): boolean {
  return values.title.trim().length > 0 && values.description.trim().length > 0;
}

export const WEAK_SPOT_REQUIRED_MESSAGE = 'Title and description are required.';
export const WEAK_SPOT_NO_COURSE_MESSAGE =
  'Choose a course in "Currently viewing" (or create one) before adding a weak spot.';

/** What the repository is given to create a weak spot (occurrences, lastSeen and notes start fresh). */
export interface WeakSpotDraft {
  title: string;
  description: string;
  status: WeakSpotStatus;
  priority: WeakSpotPriority;
  tags: string[];
  courseId: string;
  weekNumber?: number;
  fromSession?: string;
  prompt?: string;
  answer?: string;
}

export type WeakSpotFormResult =
  | { ok: true; draft: WeakSpotDraft }
  | { ok: false; message: string; field?: keyof WeakSpotFormValues };

/** Turns the create form into a draft; the course comes from the current course (read-only). */
export function buildWeakSpotDraft(
  values: WeakSpotFormValues,
  courseId: string | undefined,
  session?: SessionPrefill | null,
): WeakSpotFormResult {
  if (!courseId) return { ok: false, message: WEAK_SPOT_NO_COURSE_MESSAGE };
  if (!hasRequiredWeakSpotFields(values)) return { ok: false, message: WEAK_SPOT_REQUIRED_MESSAGE };
  const week = parseWeekNumber(values.weekNumber);
  if (!week.ok) return { ok: false, message: week.message, field: 'weekNumber' };
  return {
    ok: true,
    draft: {
      title: values.title.trim(),
      description: values.description.trim(),
      status: values.status,
      priority: values.priority,
      tags: parseTagList(values.tags.join(',')),
      courseId,
      ...(week.value !== undefined ? { weekNumber: week.value } : {}),
      ...(session?.fromSession ? { fromSession: session.fromSession } : {}),
      ...(session?.prompt ? { prompt: session.prompt } : {}),
      ...(session?.answer ? { answer: session.answer } : {}),
    },
  };
}

/** Edit mode's values: tags as one comma-separated text. */
export interface WeakSpotEditValues {
  title: string;
  description: string;
  status: WeakSpotStatus;
  priority: WeakSpotPriority;
  tags: string;
  weekNumber: number | string;
}

export function weakSpotToEditValues(spot: WeakSpot): WeakSpotEditValues {
  return {
    title: spot.title,
    description: spot.description,
    status: spot.status,
    priority: spot.priority,
    tags: formatTagList(spot.tags),
    weekNumber: spot.weekNumber ?? '',
  };
}

export interface WeakSpotEditPatch {
  title: string;
  description: string;
  priority: WeakSpotPriority;
  tags: string[];
  weekNumber: number | undefined;
  status?: WeakSpotStatus;
  resolvedAt?: string | undefined;
}

export type WeakSpotEditResult =
  | { ok: true; patch: WeakSpotEditPatch }
  | { ok: false; message: string; field?: keyof WeakSpotEditValues };

/** Edit mode: required fields as on create, tags parsed from the comma list, status change rules applied. */
export function buildWeakSpotEdit(
  spot: Pick<WeakSpot, 'status'>,
  values: WeakSpotEditValues,
  now: string,
): WeakSpotEditResult {
  if (!hasRequiredWeakSpotFields(values)) return { ok: false, message: WEAK_SPOT_REQUIRED_MESSAGE };
  const week = parseWeekNumber(values.weekNumber);
  if (!week.ok) return { ok: false, message: week.message, field: 'weekNumber' };
  const patch: WeakSpotEditPatch = {
    title: values.title.trim(),
    description: values.description.trim(),
    priority: values.priority,
    tags: parseTagList(values.tags),
    weekNumber: week.value,
  };
  if (values.status !== spot.status) Object.assign(patch, statusChange(values.status, now));
  return { ok: true, patch };
}
