/** Test helper for the layout modules: structure a small made-up syllabus and see how each line was read. */
import type { StructuredSyllabus } from '../../model';
import { normalizeSyllabus } from '../normalize';
import { structureSyllabusText } from '../parse';
import { newTrace, type Region } from '../trace';

export interface Read {
  s: StructuredSyllabus;
  /** The region the first line starting with `text` was read as. */
  region(text: string): Region | undefined;
  /** [week, title, pages, date] of every reading. */
  rows: (string | number | null | undefined)[][];
  titles: string[];
}

export function read(lines: string[]): Read {
  const trace = newTrace();
  const s = normalizeSyllabus(structureSyllabusText(lines.join('\n'), { trace }));
  return {
    s,
    region: (text) => trace.lines.find((l) => l.text.startsWith(text))?.region,
    rows: s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.title, r.pages, r.date])),
    titles: s.weeks.flatMap((w) => w.readings.map((r) => r.title)),
  };
}

/**
 * Three sessions whose topic bullet (a case brief) stands above a `Reading Due:` label: the layouts take the
 * topic first and a later pass removes it (shared by the trace test and `--explain`'s test).
 */
export function topicAboveReadingLabel(): string {
  const block = (n: number, reading: string) => [
    `Session ${n}`,
    'Topics:',
    '* Review the brief for Hawkins v. McGee (N.H. 1929)',
    'Reading Due:',
    `* ${reading}`,
    '',
  ];
  return [
    ...block(1, 'Smith 1-20 (Structure)'),
    ...block(2, 'Smith 21-40 (Review)'),
    ...block(3, 'Smith 41-60 (States)'),
  ].join('\n');
}
