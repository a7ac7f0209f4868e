import type { StructuredSyllabus, TextLine } from '../../../src/core/model';
import { describeError, PipelineError, throwIfAborted } from '../errors';
import { parseSyllabus } from '../structurer';
import type { StageContext } from '../types';

/**
 * Stage 4: the local structurer, lines with provenance in, the structured syllabus out. `fileName`
 * (the uploaded file's name) is a hint: a year in it dates a syllabus whose text gives none.
 */
export function parse(
  lines: TextLine[],
  ctx: Pick<StageContext, 'signal'>,
  fileName?: string,
): StructuredSyllabus {
  throwIfAborted(ctx.signal, 'parse');
  try {
    return parseSyllabus(lines, fileName ? { hints: { fileName } } : {});
  } catch (e) {
    throw new PipelineError('PARSE_FAILED', describeError(e), { stage: 'parse', cause: e });
  }
}
