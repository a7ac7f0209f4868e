import type { StructuredSyllabus } from '../../src/core/model';
import { structureSyllabusText } from '../../src/core/syllabus';

export type Structurer = (rawText: string) => StructuredSyllabus;

/** The local structurer of src/core/syllabus: works offline, always available. */
export const localStructurer: Structurer = structureSyllabusText;
