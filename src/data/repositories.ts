import type * as Y from 'yjs';
import {
  Course,
  CustomPrompt,
  Flowmap,
  FlowmapEdge,
  FlowmapNode,
  FlowmapVersion,
  PdfAnnotation,
  Reading,
  ReadingFile,
  RecommendationDismissal,
  Rpa,
  SessionRecord,
  Syllabus,
  WeakSpot,
  WeeklyBoard,
} from '../core/model';
import { Repository, type RepositoryOptions } from './repository';

/** One typed repository per synced collection that has an entity schema. */
export function createRepositories(doc: Y.Doc, options: RepositoryOptions = {}) {
  return {
    courses: new Repository(doc, 'courses', Course, options),
    rpas: new Repository(doc, 'rpas', Rpa, options),
    weakSpots: new Repository(doc, 'weakSpots', WeakSpot, options),
    flowmaps: new Repository(doc, 'flowmaps', Flowmap, options),
    flowmapNodes: new Repository(doc, 'flowmapNodes', FlowmapNode, options),
    flowmapEdges: new Repository(doc, 'flowmapEdges', FlowmapEdge, options),
    flowmapVersions: new Repository(doc, 'flowmapVersions', FlowmapVersion, options),
    syllabi: new Repository(doc, 'syllabi', Syllabus, options),
    readings: new Repository(doc, 'readings', Reading, options),
    sessions: new Repository(doc, 'sessions', SessionRecord, options),
    prompts: new Repository(doc, 'prompts', CustomPrompt, options),
    audits: new Repository(doc, 'audits', WeeklyBoard, options),
    recommendations: new Repository(doc, 'recommendations', RecommendationDismissal, options),
    readingFiles: new Repository(doc, 'readingFiles', ReadingFile, options),
    annotations: new Repository(doc, 'annotations', PdfAnnotation, options),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
