/** The one import of the local structurer (src/core/syllabus), so its API is adapted in one place. */
export { normalizeSyllabus, parseSyllabus, textToLines } from '../../src/core/syllabus';
