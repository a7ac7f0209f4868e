import type { StructuredSyllabus } from '../../src/core/model';

export type Structurer = (rawText: string) => StructuredSyllabus;

/**
 * The local structurer of src/core/syllabus. Loaded on first use so that the relay still starts
 * (and serves the app and sync) if that module is broken; ingest then answers 503.
 */
let cached: Promise<Structurer> | undefined;

export function loadLocalStructurer(): Promise<Structurer> {
  // TODO: a static import once src/core/syllabus/index.ts lands (being written concurrently).
  const url = new URL('../../src/core/syllabus/index.ts', import.meta.url).href;
  cached ??= (import(url) as Promise<{ structureSyllabusText?: unknown }>).then((mod) => {
    if (typeof mod.structureSyllabusText !== 'function') {
      throw new Error('src/core/syllabus does not export structureSyllabusText');
    }
    return mod.structureSyllabusText as Structurer;
  });
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
