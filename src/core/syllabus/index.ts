/** The local syllabus structurer (pure: no DOM, no Node, no network, no randomness). */
export { normalizeSyllabus, type SemesterOverride } from './normalize';
export { parseSyllabus, structureSyllabusText } from './parse';
export { textToLines } from './text';
