import type { StructuredSyllabus } from '../../../src/core/model';
import { describeError, PipelineError, throwIfAborted } from '../errors';
import { normalizeSyllabus } from '../structurer';
import type { SemesterOverride, StageContext } from '../types';

/** Stage 5: week dates from the semester start, scheduledDate per reading, readings ordered. */
export function normalize(
  syllabus: StructuredSyllabus,
  semester: SemesterOverride | undefined,
  ctx: Pick<StageContext, 'signal'>,
): StructuredSyllabus {
  throwIfAborted(ctx.signal, 'normalize');
  try {
    return normalizeSyllabus(syllabus, semester);
  } catch (e) {
    throw new PipelineError('PARSE_FAILED', describeError(e), { stage: 'normalize', cause: e });
  }
}
