import * as Y from 'yjs';

/** Top-level maps of the shared document, one per collection (each row a nested Y.Map keyed by id). */
export const MAP_COLLECTIONS = [
  'courses',
  'syllabi',
  'readings',
  'rpas',
  'weakSpots',
  'flowmaps',
  'flowmapNodes',
  'flowmapEdges',
  'flowmapVersions',
  'sessions',
  'prompts',
  'audits',
  'recommendations',
  'interlocks',
  'crossDoctrineMaps',
  'formulaSheets',
  'metadata',
  'readingFiles',
  'annotations',
] as const;
export type MapCollection = (typeof MAP_COLLECTIONS)[number];

/** Top-level arrays of the shared document (named collections with no screens yet). */
export const ARRAY_COLLECTIONS = ['weeklyPlans', 'miniExamLog', 'recitations'] as const;
export type ArrayCollection = (typeof ARRAY_COLLECTIONS)[number];

/** Transaction origins, so observers can tell local edits, remote updates and restores apart. */
export const Origin = {
  local: 'docket:local',
  snapshot: 'docket:snapshot',
  remote: 'docket:remote',
} as const;

/** Creates the Docket document with every collection declared up front. */
export function createDocketDoc(): Y.Doc {
  const doc = new Y.Doc();
  for (const name of MAP_COLLECTIONS) doc.getMap(name);
  for (const name of ARRAY_COLLECTIONS) doc.getArray(name);
  return doc;
}

export function collectionMap(doc: Y.Doc, name: MapCollection): Y.Map<Y.Map<unknown>> {
  return doc.getMap<Y.Map<unknown>>(name);
}
