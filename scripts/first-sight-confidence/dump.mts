/**
 * One line of JSON per predicted reading of the named corpus folders, structured by the checkout at
 * ROOT (any commit since the bench helpers existed): folder, document, confidence, whether the
 * scorer's pairing counts it right, title, pages, and what the trace says about it (the line's region
 * and text, the taken span's context, features, text and classifier confidence) so a signal can be measured on the dump.
 * Used by run.sh to band a first-sight commit's readings, with and without confidence-signals.ts.
 *
 *   npx tsx scripts/first-sight-confidence/dump.mts ROOT OUT.jsonl folder...
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Line = { page: number; line: number; region: string; text: string };
type Span = {
  page: number;
  line: number;
  take: boolean;
  text: string;
  context?: string;
  features?: string[];
  confidence?: number;
};
type Lowered = { page: number; line: number; title: string; signals: string[] };
type Reading = { sourcePage?: number; sourceLine?: number; title: string };

const [root, outFile, ...only] = process.argv.slice(2);
if (!root || !outFile) throw new Error('usage: dump.mts ROOT OUT.jsonl folder...');
const S = await import(`${root}/src/core/syllabus/index.ts`);
const C = await import(`${root}/scripts/bench-syllabus/corpus.ts`);
const P = await import(`${root}/scripts/bench-syllabus/pairs.ts`);

/** The trace's line and taken span behind a reading (the span whose text holds the title's start). */
function traced(trace: { lines: Line[]; spans: Span[]; signals: Lowered[] }, r: Reading) {
  const line = trace.lines.find((l) => l.page === r.sourcePage && l.line === r.sourceLine);
  const spans = trace.spans.filter((s) => s.page === r.sourcePage && s.line === r.sourceLine && s.take);
  const span = spans.find((s) => r.title && s.text.includes(r.title.slice(0, 12))) ?? spans[0];
  return {
    region: line?.region ?? null,
    lineText: line?.text ?? null,
    context: span?.context ?? null,
    features: span?.features ?? null,
    spanText: span?.text ?? null,
    /** The classifier's own confidence, before any document-level signal. */
    spanConf: span?.confidence ?? null,
    /** The document-level signals that lowered its confidence (confidence-signals.ts, then week-evidence.ts). */
    signals: trace.signals
      .filter((g) => g.page === r.sourcePage && g.line === r.sourceLine && g.title === r.title)
      .flatMap((g) => g.signals),
  };
}

type Flat = { week: number | null };

/**
 * For each predicted reading: is it paired with a true reading OF ITS OWN WEEK (the scorer's pairing run
 * week by week)? "Right and in the right week", the measure a week-level signal is judged on; `right`
 * (paired in any week) is the issue's.
 */
function pairedInOwnWeek(truth: Flat[], pred: Flat[]): boolean[] {
  const out = pred.map(() => false);
  for (const w of new Set(pred.map((p) => p.week))) {
    if (w === null) continue;
    const idx = pred.flatMap((p, k) => (p.week === w ? [k] : []));
    const got: boolean[] = P.pairedPredictions(
      truth.filter((t) => t.week === w),
      idx.map((k) => pred[k]),
    );
    idx.forEach((k, i) => {
      out[k] = got[i]!;
    });
  }
  return out;
}

const rows: string[] = [];
/** Per document, the whole trace (every line's region, every candidate span's verdict): document- and
 * layout-level signals are measured on it offline (OUT.jsonl's neighbour OUT.trace.json). */
const docs: Record<string, unknown> = {};
for (const folder of C.corpusFolders(only)) {
  for (const doc of C.corpusDocs(folder)) {
    if (!doc.truthFile) continue;
    const input = await C.linesOf(doc.file);
    const trace = S.newTrace();
    // Older checkouts' traces have no list of lowered confidences; the copied module fills one.
    trace.signals ??= [];
    const value = S.normalizeSyllabus(
      typeof input === 'string'
        ? S.structureSyllabusText(input, { trace })
        : S.parseSyllabus(input, { trace }),
    );
    const pred = P.flatten(value);
    const truth = P.flatten(JSON.parse(readFileSync(doc.truthFile, 'utf8')));
    const paired: boolean[] = P.pairedPredictions(truth, pred);
    const inWeek = pairedInOwnWeek(truth, pred);
    const readings: Reading[] = value.weeks.flatMap((w: { readings: Reading[] }) => w.readings);
    const weekOf: number[] = value.weeks.flatMap((w: { readings: Reading[] }, i: number) =>
      w.readings.map(() => i),
    );
    docs[`${folder}/${doc.id}`] = {
      lines: trace.lines.map((l: Line) => [l.page, l.line, l.region, l.text]),
      spans: trace.spans.map((s: Span & { score?: number; removedBy?: string }) => [
        s.page,
        s.line,
        s.take,
        s.score ?? null,
        s.confidence ?? null,
        s.removedBy ?? null,
        s.features ?? [],
        s.text,
      ]),
      semester: [value.semesterStart ?? null, value.semesterEnd ?? null, value.meetingDays ?? []],
      weeks: value.weeks.length,
      datedWeeks: value.weeks.filter((w: { startDate?: string | null }) => w.startDate).length,
      input: typeof input === 'string' ? 'text' : 'lines',
    };
    pred.forEach((r: { title: string; pages: string | null; confidence?: number }, k: number) => {
      const reading = readings[k];
      rows.push(
        JSON.stringify({
          folder,
          id: doc.id,
          conf: r.confidence,
          right: paired[k],
          rightWeek: inWeek[k],
          weekNumber: pred[k]?.week ?? null,
          title: r.title,
          pages: r.pages,
          page: reading?.sourcePage ?? null,
          line: reading?.sourceLine ?? null,
          week: weekOf[k] ?? null,
          weekDated: Boolean(value.weeks[weekOf[k] ?? -1]?.startDate),
          date: (reading as { date?: string | null } | undefined)?.date ?? null,
          ...(reading ? traced(trace, reading) : {}),
        }),
      );
    });
  }
}
writeFileSync(outFile, `${rows.join('\n')}\n`);
writeFileSync(outFile.replace(/\.jsonl$/, '.trace.json'), JSON.stringify(docs));
const ocr = await import(`${root}/scripts/bench-syllabus/ocr-lines.ts`);
await ocr.closeOcr?.();
