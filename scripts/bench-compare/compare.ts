/**
 * Per document, what got worse and what got better between two saved outputs of
 * `npm run -s bench:syllabus` (the check every structurer change runs: no document of any folder
 * worse in any measure).
 *
 *   npm run -s bench:compare -- BEFORE.txt AFTER.txt
 */

/** The measures compared, as bench:syllabus prints them per document. */
export const MEASURES = ['F1', 'week', 'pages', 'date', 'dates'] as const;
type Measure = (typeof MEASURES)[number];
type Scores = Record<Measure, number | null>;

/** One measure of one document that changed: `folder id`, the measure, before, after (null: not scored). */
export interface Change {
  doc: string;
  measure: Measure;
  before: number | null;
  after: number | null;
}

const COLUMNS = ['P', 'R', 'F1', 'week', 'pages', 'date', 'dates'] as const;

/** The per-document rows of a bench output, keyed `folder id`. */
export function documentScores(output: string): Map<string, Scores> {
  const docs = new Map<string, Scores>();
  let folder: string | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith('folder ')) folder = null;
    else if (line.startsWith('== ')) folder = line.slice(3).trim();
    else if (folder) {
      const parts = line.trim().split(/\s+/);
      if (parts.length !== 11 || parts[0] === 'id' || parts[0] === 'ALL') continue;
      const values = parts.slice(4);
      const row = Object.fromEntries(
        COLUMNS.map((c, i) => [c, values[i] === '-' ? null : Number(values[i])]),
      );
      docs.set(`${folder} ${parts[0]}`, row as Scores);
    }
  }
  return docs;
}

/** Every measure that changed, split into worse and better; documents in only one output listed apart. */
export function compareOutputs(before: string, after: string) {
  const a = documentScores(before);
  const b = documentScores(after);
  const worse: Change[] = [];
  const better: Change[] = [];
  const onlyInOne = [...new Set([...a.keys(), ...b.keys()])].filter((k) => !a.has(k) || !b.has(k)).sort();
  for (const [doc, x] of a) {
    const y = b.get(doc);
    if (!y) continue;
    for (const measure of MEASURES) {
      if (x[measure] === y[measure]) continue;
      const change = { doc, measure, before: x[measure], after: y[measure] };
      const lost = y[measure] === null || (x[measure] !== null && y[measure]! < x[measure]!);
      (lost ? worse : better).push(change);
    }
  }
  return { worse, better, onlyInOne };
}
