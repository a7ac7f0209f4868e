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

/**
 * A stand-in for React DevTools' hook: counts each commit and, in it, the components that rendered (mounted,
 * or ran their render: React's PerformedWork flag), by the panel (section data-testid) they are in. Like
 * DevTools, a subtree whose child fibers were reused untouched is not walked.
 */
export const COMMIT_PROBE = `(() => {
  const commits = [];
  window.__docketCommits = commits;
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const walk = (fiber, panel, out, mounting) => {
    for (let c = fiber.child; c; c = c.sibling) {
      const mount = mounting || !c.alternate;
      const id = c.tag === 5 && c.type === 'section' && c.memoizedProps && c.memoizedProps['data-testid'];
      const where = id || panel;
      if (COMPONENT.has(c.tag) && (mount || (c.flags & 1) === 1)) {
        out.renders++;
        out.panels[where] = (out.panels[where] || 0) + 1;
      }
      if (c.tag === 5 && c.type === 'svg' && String(c.memoizedProps && c.memoizedProps.className).includes('recharts-surface'))
        out.chartSvgs[mount ? 'mounted' : 'updated']++;
      if (mount || c.child !== c.alternate.child) walk(c, where, out, mount);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const out = { at: performance.now(), renders: 0, panels: {}, chartSvgs: { mounted: 0, updated: 0 } };
      walk(root.current, '(outside panels)', out, false);
      commits.push(out);
    },
  };
})();`;

/** The package a bundled source file belongs to: node_modules/<pkg>, else our folder (src/features/x). */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a = '', b = ''] = source.slice(nm + 13).split('/');
    const name = a.startsWith('@') ? `${a}/${b}` : a;
    return name.startsWith('d3-') || name === 'victory-vendor' ? `d3 (${name})` : name;
  }
  const src = source.indexOf('src/');
  return src >= 0 ? `our code: ${source.slice(src).split('/').slice(0, 3).join('/')}` : source;
}

/**
 * Self time of a CPU profile by package and by function, through the build's source maps; `keep(i)` says
 * which samples count (all by default).
 */
export function attribute(dist: string, profile: Profile, keep: (i: number) => boolean = () => true) {
  const originOf = originsIn(dist);
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
  profile.samples.forEach((id, i) => {
    const t = (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = byNode.get(id);
    if (!frame || !keep(i)) return;
    if (!frame.url.startsWith('http')) {
      const what = frame.functionName.startsWith('(') ? frame.functionName : '(browser, native)';
      add(byPackage, what, t);
      add(byFunction, `${frame.functionName || '(anonymous)'} ${frame.url}`.trim(), t);
      return;
    }
    const at = originOf(frame);
    const pkg = at ? packageOf(at.source) : `chunk ${path.basename(frame.url)}`;
    add(byPackage, pkg, t);
    const where = at ? `${path.basename(at.source)}:${at.line}` : path.basename(frame.url);
    add(byFunction, `${frame.functionName || '(anonymous)'} [${pkg}] ${where}`, t);
  });
  return { byPackage, byFunction };
}
