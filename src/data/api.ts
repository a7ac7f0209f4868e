/**
 * The relay's syllabus API (SPEC §7). Same origin: the app is served by the relay.
 * - ingest: POST /api/syllabus/ingest {courseId, rawText}, no device header; the answer is validated.
 * - save:   POST /api/syllabi with X-Device-ID; offline, the service worker's background-sync queue
 *           keeps the request and the fetch here rejects (the caller says it will be sent later).
 * - list:   GET /api/syllabi with X-Device-ID.
 */
import { z } from 'zod';
import { ApiSyllabus, type ApiSyllabusInput, StructuredSyllabus } from '../core/model';

export type Fetch = typeof fetch;

export interface ApiOptions {
  /** Base URL of the relay ('' = same origin). */
  baseUrl?: string;
  fetch?: Fetch;
  signal?: AbortSignal;
}

export const NO_DATA_RETURNED = 'No data returned';
export const AI_COULD_NOT_PARSE =
  'AI could not parse syllabus data. Please try a different file or check the syllabus format.';

/** An API call that reached the relay and failed (as opposed to a network failure). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const doFetch = (o: ApiOptions): Fetch => o.fetch ?? globalThis.fetch.bind(globalThis);
const url = (o: ApiOptions, path: string) => `${o.baseUrl ?? ''}${path}`;

/** The generic failure text: the response's error field, else 'API error {status}'. */
async function failure(res: Response): Promise<ApiError> {
  let message = `API error ${res.status}`;
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body?.error === 'string' && body.error) message = body.error;
  } catch {
    // not JSON: keep the generic text
  }
  return new ApiError(message, res.status);
}

export interface IngestAnswer {
  syllabus: StructuredSyllabus;
  source: 'ai' | 'local';
}

const IngestBody = z.object({
  syllabus: z.unknown(),
  source: z.enum(['ai', 'local']).optional(),
});

/** Asks the relay to structure raw text. Failures: 'Ingest failed: {status} {body}', or the AI text. */
export async function ingestSyllabus(
  input: { courseId: string; rawText: string },
  options: ApiOptions = {},
): Promise<IngestAnswer> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ courseId: input.courseId, rawText: input.rawText }),
  };
  if (options.signal) init.signal = options.signal;
  const res = await doFetch(options)(url(options, '/api/syllabus/ingest'), init);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(`Ingest failed: ${res.status} ${text}`.trim(), res.status);
  }
  const body = IngestBody.safeParse(await res.json().catch(() => null));
  const syllabus = body.success ? StructuredSyllabus.safeParse(body.data.syllabus) : undefined;
  if (!body.success || !syllabus?.success) throw new ApiError(AI_COULD_NOT_PARSE, res.status);
  return { syllabus: syllabus.data, source: body.data.source ?? 'ai' };
}

const deviceHeaders = (deviceId: string) => ({
  'Content-Type': 'application/json',
  'X-Device-ID': deviceId,
});

/** Mirrors a saved syllabus to the relay; answers the API form it stored. */
export async function postSyllabus(
  input: ApiSyllabusInput,
  deviceId: string,
  options: ApiOptions = {},
): Promise<ApiSyllabus> {
  const init: RequestInit = { method: 'POST', headers: deviceHeaders(deviceId), body: JSON.stringify(input) };
  if (options.signal) init.signal = options.signal;
  const res = await doFetch(options)(url(options, '/api/syllabi'), init);
  if (!res.ok) throw await failure(res);
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  if (!body?.data) throw new ApiError(NO_DATA_RETURNED, res.status);
  const data = ApiSyllabus.safeParse(body.data);
  if (!data.success) throw new ApiError(NO_DATA_RETURNED, res.status);
  return data.data;
}

/** This device's saved syllabi (default empty); entries that do not validate are dropped. */
export async function listSyllabi(deviceId: string, options: ApiOptions = {}): Promise<ApiSyllabus[]> {
  const init: RequestInit = { method: 'GET', headers: deviceHeaders(deviceId) };
  if (options.signal) init.signal = options.signal;
  const res = await doFetch(options)(url(options, '/api/syllabi'), init);
  if (!res.ok) throw await failure(res);
  const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
  const list = Array.isArray(body?.data) ? body.data : [];
  return list.flatMap((item) => {
    const parsed = ApiSyllabus.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
