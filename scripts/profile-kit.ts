/**
 * What the profiling scripts (profile-analytics, profile-flowmap) share: the shape of a DevTools CPU profile,
 * the source a sampled frame of the build comes from (through the chunk's source map, read with Node's own
 * node:module SourceMap), and the top entries of a table of self times.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { ms } from './bench-kit';

export interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface Profile {
  nodes: Array<{ id: number; callFrame: Frame; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame of the build came from: its original source file, 1-based line and name (if the map has them). */
export interface Origin {
  source: string;
  line: number;
  name?: string;
}

/** Reads `frame`'s origin from `dist`'s source maps (undefined for a frame of no chunk, or a chunk without a map). */
export function originsIn(dist: string): (frame: Frame) => Origin | undefined {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    const file = path.join(dist, new URL(url).pathname);
    if (!maps.has(file)) {
      const map = `${file}.map`;
      maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    if (!frame.url.startsWith('http')) return undefined;
    // 0-based lines and columns, as the profile gives them.
    const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
    const name = (entry as { name?: string }).name;
    return { source: entry.originalSource, line: entry.originalLine + 1, ...(name ? { name } : {}) };
  };
}

/** The `n` largest entries of a table of times, one per line, largest first. */
export const topTimes = (totals: Map<string, number>, n: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, t]) => `      ${ms(t).padStart(10)}  ${key}`)
    .join('\n');
