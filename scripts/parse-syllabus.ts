/**
 * npm run parse-syllabus -- <file.pdf|.png|.jpg|.jpeg|.webp|.txt>
 *   [--semester-start YYYY-MM-DD] [--semester-end YYYY-MM-DD] [--meeting-days monday,wednesday]
 *   [--explain]
 *
 * --explain prints, instead of the JSON, every line with the layout it was read as and each
 * candidate reading with the classifier's decision, score and deciding features.
 * Runs the same pipeline stages as the app, in Node and offline, and prints one JSON object:
 * {"syllabus": ..., "stages": [{"name": ..., "ms": ...}]}. Bad input: the catalogue message on
 * stderr and exit code 1.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { IsoDay, MEETING_DAYS, type MeetingDay } from '../src/core/model';
import { PipelineError } from '../workers/pipeline/errors';
import type { PipelineInput, SemesterOverride } from '../workers/pipeline/types';

const MIME: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
};

interface Args {
  file?: string;
  semester: SemesterOverride;
  explain: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { semester: {}, explain: false };
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--explain') {
      args.explain = true;
    } else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      const value = eq > 0 ? a.slice(eq + 1) : (argv[++i] ?? '');
      flags.set(name, value);
    } else if (!args.file) {
      args.file = a;
    }
  }
  for (const name of flags.keys()) {
    if (!['semester-start', 'semester-end', 'meeting-days'].includes(name)) {
      throw new Error(`Unknown option --${name}`);
    }
  }
  for (const [flag, key] of [
    ['semester-start', 'semesterStart'],
    ['semester-end', 'semesterEnd'],
  ] as const) {
    const v = flags.get(flag);
    if (v === undefined) continue;
    if (!IsoDay.safeParse(v).success) throw new PipelineError('BAD_DATE', `--${flag} ${v || '(empty)'}`);
    args.semester[key] = v;
  }
  const { semesterStart, semesterEnd } = args.semester;
  if (semesterStart && semesterEnd && semesterEnd < semesterStart) throw new PipelineError('BAD_DATE_RANGE');
  const days = flags.get('meeting-days');
  if (days !== undefined) {
    const list = days
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
    if (list.length === 0) throw new PipelineError('NO_MEETING_DAYS');
    const bad = list.find((d) => !(MEETING_DAYS as readonly string[]).includes(d));
    if (bad) throw new PipelineError('BAD_MEETING_DAY', bad);
    args.semester.meetingDays = [...new Set(list)] as MeetingDay[];
  }
  return args;
}

async function readInput(file: string | undefined): Promise<PipelineInput> {
  if (!file) throw new PipelineError('NO_FILE');
  const ext = extname(file).toLowerCase();
  const mime = MIME[ext];
  if (!mime) throw new PipelineError('UNSUPPORTED_TYPE', ext || basename(file));
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new PipelineError('NO_FILE', `no such file: ${file}`);
  const bytes = new Uint8Array(await readFile(file));
  if (ext === '.txt') return { text: new TextDecoder().decode(bytes), name: basename(file) };
  return { bytes, name: basename(file), type: mime };
}

/**
 * The pipeline (pdf.js, tesseract, the structurer), loaded only once the arguments and the file are checked:
 * a bad argument is answered without it (a few seconds of imports per run).
 */
async function loadPipeline() {
  const [{ newTrace, parseSyllabus }, { createNodeEnv }, { runPipeline }, { disposeOcr }, { explainTrace }] =
    await Promise.all([
      import('../src/core/syllabus'),
      import('../workers/pipeline/env/node'),
      import('../workers/pipeline/run'),
      import('../workers/pipeline/stages/ocr'),
      import('./parse-syllabus/explain'),
    ]);
  return { newTrace, parseSyllabus, createNodeEnv, runPipeline, disposeOcr, explainTrace };
}

async function main(): Promise<number> {
  let dispose: (() => Promise<void>) | undefined;
  try {
    const args = parseArgs(process.argv.slice(2));
    const input = await readInput(args.file);
    const { newTrace, parseSyllabus, createNodeEnv, runPipeline, disposeOcr, explainTrace } =
      await loadPipeline();
    const env = createNodeEnv();
    dispose = () => disposeOcr(env);
    const semester = Object.keys(args.semester).length > 0 ? args.semester : undefined;
    const result = await runPipeline(input, { env, ...(semester ? { semester } : {}) });
    if (args.explain) {
      const trace = newTrace();
      parseSyllabus(result.lines, { trace });
      process.stdout.write(`${explainTrace(trace)}\n`);
      return 0;
    }
    process.stdout.write(`${JSON.stringify({ syllabus: result.syllabus, stages: result.stages })}\n`);
    return 0;
  } catch (e) {
    if (e instanceof PipelineError) {
      process.stderr.write(`${e.message}\n`);
      if (e.code === 'NO_FILE' && e.detail) process.stderr.write(`(${e.detail})\n`);
      return 1;
    }
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  } finally {
    await dispose?.();
  }
}

process.exitCode = await main();
