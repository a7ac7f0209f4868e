#!/usr/bin/env node
// Enforces the layer rules of docs/architecture.md:
//   app -> features -> ui/data/core; data -> core; ui -> core; workers -> core; relay -> core.
//   A feature never imports another feature. Nothing imports app (but the entry point).
//   core imports no React, DOM libraries, Dexie or Yjs providers: only zod, date-fns, ical.js and itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
// @dagrejs/dagre: the flowmap tidy layout is a pure function (it runs in Node too).
const CORE_PACKAGES = new Set(['zod', 'date-fns', 'ical.js', '@dagrejs/dagre']);
// The one door from features into workers/: the syllabus pipeline's main-thread client (and its error
// and type modules). It only starts a worker and lazy-loads the stages, so a feature may hold it.
const FEATURE_WORKER_ENTRIES = new Set([
  'workers/pipeline/client',
  'workers/pipeline/errors',
  'workers/pipeline/types',
]);
const ALLOWED = {
  entry: ['app', 'core', 'data'],
  app: ['app', 'features', 'ui', 'data', 'core'],
  features: ['ui', 'data', 'core'],
  ui: ['ui', 'core'],
  data: ['data', 'core'],
  core: ['core'],
  testing: ['testing', 'data', 'core'],
  workers: ['workers', 'core'],
  relay: ['relay', 'core'],
};

/** The layer of a repo-relative path, and for features the feature's name. */
export function layerOf(path) {
  const parts = path.split(/[\\/]/);
  if (parts[0] === 'workers') return { layer: 'workers' };
  if (parts[0] === 'relay') return { layer: 'relay' };
  if (parts[0] !== 'src') return { layer: 'other' };
  if (parts[1] === 'main.tsx') return { layer: 'entry' };
  if (parts[1] === 'features') return { layer: 'features', feature: parts[2] };
  if (['app', 'ui', 'data', 'core', 'testing'].includes(parts[1])) return { layer: parts[1] };
  return { layer: 'other' };
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

/** The problems with one file's imports (empty when it keeps the rules). */
export function checkFile(path, source) {
  const from = layerOf(path);
  if (from.layer === 'other') return [];
  const problems = [];
  const isTest = /\.test\.tsx?$/.test(path);
  for (const spec of importsOf(source)) {
    if (!spec.startsWith('.')) {
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (from.layer === 'core' && !CORE_PACKAGES.has(pkg) && !(isTest && pkg === 'vitest')) {
        problems.push(`${path}: core may not import '${spec}'`);
      }
      continue;
    }
    const target = relative(root, resolve(root, dirname(path), spec))
      .split(sep)
      .join('/');
    const to = layerOf(target);
    if (to.layer === 'other' && !target.startsWith('src/') && from.layer !== 'other') {
      if (!(isTest && target.startsWith('tests/')))
        problems.push(`${path}: imports '${spec}' outside the layers`);
      continue;
    }
    if (from.layer === 'features' && to.layer === 'features') {
      if (to.feature !== from.feature)
        problems.push(`${path}: feature '${from.feature}' imports feature '${to.feature}'`);
      continue;
    }
    if (from.layer === to.layer) continue;
    if (
      from.layer === 'features' &&
      to.layer === 'workers' &&
      FEATURE_WORKER_ENTRIES.has(target.replace(/\.tsx?$/, ''))
    )
      continue;
    if (!ALLOWED[from.layer].includes(to.layer))
      problems.push(`${path}: ${from.layer} may not import ${to.layer} ('${spec}')`);
  }
  return problems;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield full;
  }
}

function main() {
  const problems = [];
  let files = 0;
  for (const top of ['src', 'workers', 'relay']) {
    for (const file of walk(join(root, top))) {
      files++;
      problems.push(...checkFile(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')));
    }
  }
  if (problems.length) {
    console.error(`Import rules broken (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Import rules hold in ${files} files.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
