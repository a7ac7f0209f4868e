/**
 * The pipeline's error codes and the one place their user-facing texts are written.
 * Texts marked "catalogue" are the spec's error catalogue, verbatim (SPEC §5 and §8).
 */

export const PIPELINE_ERROR_CODES = [
  'NO_FILE',
  'FILE_TOO_LARGE',
  'NO_TEXT',
  'PDF_FAILED',
  'OCR_FAILED',
  'CANCELLED',
  'WORKER_NOT_INITIALIZED',
  'WORKER_INIT_FAILED',
  'PARSE_FAILED',
  'UNSUPPORTED_TYPE',
  'BAD_DATE',
  'BAD_DATE_RANGE',
  'BAD_MEETING_DAY',
  'NO_MEETING_DAYS',
] as const;
export type PipelineErrorCode = (typeof PIPELINE_ERROR_CODES)[number];

/** Maximum accepted upload, in bytes. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

const MESSAGES: Record<PipelineErrorCode, (detail: string) => string> = {
  NO_FILE: () => 'Please select a file', // catalogue
  NO_TEXT: () => 'No text extracted from file', // catalogue
  PDF_FAILED: (d) => `Failed to extract text from PDF: ${d}`, // catalogue
  OCR_FAILED: (d) => `Failed to perform OCR: ${d}`, // catalogue
  WORKER_NOT_INITIALIZED: () => 'Worker not initialized', // catalogue
  WORKER_INIT_FAILED: (d) => `Worker initialization failed: ${d}`, // catalogue
  // Not in the catalogue: worded like it.
  FILE_TOO_LARGE: (d) => `File is too large: ${d} (the limit is ${MAX_FILE_BYTES / 1024 / 1024} MB)`,
  CANCELLED: () => 'Processing cancelled',
  PARSE_FAILED: (d) => `Failed to structure syllabus: ${d}`,
  // Command-line input (scripts/parse-syllabus.ts).
  UNSUPPORTED_TYPE: (d) => `Unsupported file type: ${d} (supported: PDF, PNG, JPG, JPEG, WebP, TXT)`,
  BAD_DATE: (d) => `Invalid date: ${d} (use YYYY-MM-DD)`,
  BAD_DATE_RANGE: () => 'Semester end must not be before its start',
  BAD_MEETING_DAY: (d) => `Unknown meeting day: ${d} (use monday to sunday)`,
  NO_MEETING_DAYS: () => 'Please select at least one meeting day', // catalogue
};

/** The user-facing text for a code (with its detail where the text has one). */
export function messageFor(code: PipelineErrorCode, detail = ''): string {
  return MESSAGES[code](detail || 'unknown error');
}

export interface SerializedPipelineError {
  code: PipelineErrorCode;
  message: string;
  detail?: string;
  stage?: string;
}

export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  readonly code: PipelineErrorCode;
  readonly detail: string | undefined;
  readonly stage: string | undefined;

  constructor(code: PipelineErrorCode, detail?: string, options?: { stage?: string; cause?: unknown }) {
    super(messageFor(code, detail), options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.detail = detail;
    this.stage = options?.stage;
  }

  toJSON(): SerializedPipelineError {
    const out: SerializedPipelineError = { code: this.code, message: this.message };
    if (this.detail !== undefined) out.detail = this.detail;
    if (this.stage !== undefined) out.stage = this.stage;
    return out;
  }

  static fromJSON(e: SerializedPipelineError): PipelineError {
    return new PipelineError(e.code, e.detail, e.stage === undefined ? undefined : { stage: e.stage });
  }
}

export function isPipelineError(e: unknown): e is PipelineError {
  return e instanceof PipelineError;
}

/** A short human detail for any thrown value (never a stack). */
export function describeError(e: unknown): string {
  if (e === undefined || e === null) return 'unknown error';
  if (e instanceof Error) return e.message || e.name;
  if (typeof e === 'string') return e;
  try {
    return JSON.stringify(e) ?? String(e);
  } catch {
    return String(e);
  }
}

/** Wraps anything thrown inside a stage as a PipelineError of the given code (aborts stay aborts). */
export function asPipelineError(
  e: unknown,
  code: PipelineErrorCode,
  stage: string,
  signal?: AbortSignal,
): PipelineError {
  if (e instanceof PipelineError) return e;
  if (signal?.aborted) return new PipelineError('CANCELLED', undefined, { stage, cause: e });
  return new PipelineError(code, describeError(e), { stage, cause: e });
}

export function throwIfAborted(signal: AbortSignal | undefined, stage: string): void {
  if (signal?.aborted) throw new PipelineError('CANCELLED', undefined, { stage });
}

/** Any thrown value as data that survives postMessage (non-pipeline errors become PARSE_FAILED). */
export function serializeError(e: unknown): SerializedPipelineError {
  if (e instanceof PipelineError) return e.toJSON();
  return new PipelineError('PARSE_FAILED', describeError(e)).toJSON();
}
