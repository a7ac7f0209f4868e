/** The local syllabus structurer (pure: no DOM, no Node, no network, no randomness). */
export { normalizeSyllabus, type SemesterOverride } from './normalize';
export { type ParseOptions, parseSyllabus, structureSyllabusText, type SyllabusPass } from './parse';
export { newTrace, type Trace } from './trace';
export { textToLines } from './text';
