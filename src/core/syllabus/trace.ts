/**
 * What the structurer decided and why, line by line and span by span. Filled only when a caller
 * asks for it (`parseSyllabus(lines, { trace })`, used by `npm run parse-syllabus -- FILE --explain`
 * and by the weight-fitting script); the structure itself never reads it.
 */
import type { Feature, SpanContext } from './classify';

/** Pass (a): the layout the line was read as. */
export type Region =
  | 'outside schedule'
  | 'policy heading'
  | 'table header'
  | 'table row'
  | 'fixed-width table'
  | 'dated class marker'
  | 'week heading'
  | 'unit heading'
  | 'post date'
  | 'due heading'
  | 'day-number heading'
  | 'dated heading'
  | 'class heading'
  | 'numbered topic'
  | 'page list'
  | 'bullet'
  | 'reading label row'
  | 'field label'
  | 'task label'
  | 'line';

export interface LineTrace {
  page: number;
  line: number;
  text: string;
  region: Region;
}

/** Pass (c): one candidate reading span and the classifier's verdict on it. */
export interface SpanTrace {
  page: number;
  line: number;
  text: string;
  context: SpanContext;
  take: boolean;
  score: number;
  confidence: number;
  features: Feature[];
  /** Set when a later pass removed a span the classifier took (take is then false). */
  removedBy?: string;
}

/** A reading whose confidence the document-level signals changed (confidence-signals.ts; raised only by taken-reading-floor.ts). */
export interface SignalTrace {
  page: number;
  line: number;
  title: string;
  signals: string[];
  /** The classifier's confidence, and what the signals left of it. */
  before: number;
  after: number;
}

export interface Trace {
  lines: LineTrace[];
  spans: SpanTrace[];
  /** Filled by newTrace; optional so a trace made elsewhere stays valid. */
  signals?: SignalTrace[];
}

export const newTrace = (): Trace => ({ lines: [], spans: [], signals: [] });
