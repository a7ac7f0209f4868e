import type { StructuredSyllabus, TextLine } from '../../../src/core/model';
import { describeError, PipelineError, throwIfAborted } from '../errors';
import { parseSyllabus } from '../structurer';
import type { StageContext } from '../types';

/** Stage 4: the local structurer, lines with provenance in, the structured syllabus out. */
export function parse(lines: TextLine[], ctx: Pick<StageContext, 'signal'>): StructuredSyllabus {
  throwIfAborted(ctx.signal, 'parse');
  try {
    return parseSyllabus(lines);
  } catch (e) {
    throw new PipelineError('PARSE_FAILED', describeError(e), { stage: 'parse', cause: e });
  }
}
