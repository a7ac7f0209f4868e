/**
 * The scorer's one-to-one pairing of predicted and true readings (corpus/tools/score-syllabus.mjs,
 * scoreOne), reproduced so the bench can say which predicted readings were paired: that is what
 * "right" means in the confidence reliability table. The bench checks that this pairing finds as
 * many pairs as the scorer itself, so a drift between the two is caught.
 */
const STOP = new Set('the a an of and in on to for v vs pp pgs pg p read reading ch chapter'.split(' '));

function tokens(s: string | null | undefined): string[] {
  return (s ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t && !STOP.has(t));
}

function f1(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const pool = new Map<string, number>();
  for (const t of b) pool.set(t, (pool.get(t) ?? 0) + 1);
  let hit = 0;
  for (const t of a) {
    const n = pool.get(t) ?? 0;
    if (n > 0) {
      hit++;
      pool.set(t, n - 1);
    }
  }
  if (!hit) return 0;
  const p = hit / b.length;
  const r = hit / a.length;
  return (2 * p * r) / (p + r);
}

function contained(a: string[], b: string[]): number {
  if (!a.length) return 0;
  const set = new Set(b);
  return a.filter((t) => set.has(t)).length / a.length;
}

export function normPages(p: string | null | undefined): string | null {
  if (p == null) return null;
  const s = String(p)
    .toLowerCase()
    .replace(/\b(pp?|pgs?|pages?)\.?/g, '')
    .replace(/[\u2013\u2014\u2012]/g, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/[^0-9a-z,\- ]/g, '')
    .trim();
  return s || null;
}

export interface FlatReading {
  title: string;
  citation: string | null;
  pages: string | null;
  week: number | null;
  confidence?: number;
}

function titleSim(t: FlatReading, p: FlatReading): number {
  const tt = tokens(t.title);
  const tc = tokens(`${t.title} ${t.citation ?? ''}`);
  const pt = tokens(p.title);
  const pc = tokens(`${p.title ?? ''} ${p.citation ?? ''}`);
  const near = pc.length <= 2 * tc.length + 2 ? 0.5 * contained(tt, pc) + 0.5 * f1(tc, pc) : 0;
  return Math.max(f1(tt, pt), f1(tc, pc), near);
}

interface WeekLike {
  weekNumber?: number | null;
  readings?: { title?: string; citation?: string | null; pages?: string | null; confidence?: number }[];
}

export function flatten(s: { weeks?: WeekLike[] } | null): FlatReading[] {
  const out: FlatReading[] = [];
  for (const w of s?.weeks ?? []) {
    for (const r of w.readings ?? []) {
      out.push({
        title: r.title ?? '',
        citation: r.citation ?? null,
        pages: r.pages ?? null,
        week: w.weekNumber ?? null,
        ...(r.confidence === undefined ? {} : { confidence: r.confidence }),
      });
    }
  }
  return out;
}

/** For each predicted reading: was it paired with a true one? */
export function pairedPredictions(
  truth: FlatReading[],
  pred: FlatReading[],
  /** Pair on equal pages alone (candidates whose week is not known yet; the weight fit). */
  options: { pagesAlone?: boolean } = {},
): boolean[] {
  const pairs: { i: number; j: number; score: number }[] = [];
  truth.forEach((t, i) => {
    pred.forEach((p, j) => {
      const sim = titleSim(t, p);
      const pagesEq = t.pages != null && normPages(t.pages) === normPages(p.pages);
      const weekEq = t.week != null && t.week === p.week;
      if (sim >= 0.5 || (pagesEq && (sim >= 0.2 || weekEq || options.pagesAlone)))
        pairs.push({ i, j, score: sim + (pagesEq ? 0.6 : 0) + (weekEq ? 0.1 : 0) });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const usedT = new Set<number>();
  const paired = pred.map(() => false);
  for (const pr of pairs) {
    if (usedT.has(pr.i) || paired[pr.j]) continue;
    usedT.add(pr.i);
    paired[pr.j] = true;
  }
  return paired;
}
