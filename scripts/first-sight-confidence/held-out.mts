/**
 * Leave-one-folder-out test of confidence rules on the first-sight dumps that run.sh writes
 * (docs/structurer.md, "Confidence on syllabi the structurer has never seen", rounds 4 to 6).
 *
 *   npx tsx scripts/first-sight-confidence/held-out.mts BASE_DIR WITH_DIR
 *
 * Both directories hold run.sh's `<folder>-signals.jsonl` and `.trace.json` dumps: BASE_DIR made by a
 * checkout WITHOUT the rules under test (FSC_RULES; round 4: run.sh at cd6a9eb with FSC_RULES="pageInput
 * publicationData takenReadingFloor"; round 5: run.sh at 7b17106, FSC_RULES=unconfirmed; round 6: run.sh with
 * FSC_NO_WEEK=1 or at c50656e, the default `weekUnsure`), WITH_DIR by one with them
 * (the same readings in the same order: confidence never changes which readings are found). Each
 * folder's dump is an out-of-sample sample of the code of its day. For every folder in turn, each rule
 * is adopted or not on the OTHER folders' base dumps alone, then applied to the held-out folder:
 * - a cap rule (a reading it marks leaves the top band, 79, or goes down to the rule's own cap, CAP_OF:
 *   weekUnsure 65) is adopted when, on the other folders, the
 *   readings at >= 80 it marks are right less often than MAX_RIGHT (the band's promise, 90 %; at least
 *   MIN_MARKED of them);
 * - the floor (a taken reading under 60 with no signal and nothing against it is raised to 60) is
 *   adopted when, on the other folders, such readings are right at least half of the time.
 * When every rule is adopted, the held-out folder's confidences are WITH_DIR's (the rules as the app runs
 * them); when none is, BASE_DIR's; otherwise the adopted rules are applied to the base dump here, from
 * the dumped title, features and document input (marked `~`: the span's features stand in for the
 * reading's). Prints the bands (count, % right) of the base dumps and held out, per folder and pooled,
 * and the rules each fold adopted. FSC_MAX_RIGHT and FSC_MIN_MARKED change the adoption thresholds.
 *
 * Round 7 adds `listInOneWeek` (one-week-list.ts), a cap rule about a reading's WEEK: its adoption is judged
 * by the readings it marks being paired with a true reading of their own week (`rightWeek`, dump.mts), since
 * a reading in the wrong week is still "paired" by the scorer when its title matches (FSC_JUDGE_WEEK=0 judges
 * it like the others); and `floorSignals` (taken-reading-floor.ts), a raise to the floor of readings the WITH
 * run raised and the base run did not, adopted when such readings on the other folders are right at least
 * half of the time. The bands are printed a second time judged by `rightWeek` (the `in week` line).
 *
 * FSC_TRAIN_UPTO=25 makes it a time split instead: the rules are chosen once on the folders numbered up
 * to 25 and applied to the later folders, which alone are printed (the folders gathered after the rules).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature } from '../../src/core/syllabus/classify';
import { layoutConfirmed } from '../../src/core/syllabus/layout-evidence';
import { AGAINST_A_READING } from '../../src/core/syllabus/taken-reading-floor';
import { titleIsPublicationData } from '../../src/core/syllabus/title-shape-signals';

interface Row {
  folder: string;
  id: string;
  conf: number | null;
  right: boolean;
  /** Paired with a true reading of its own week (dump.mts; dumps from before round 7 lack it). */
  rightWeek?: boolean;
  title: string;
  features: string[] | null;
  signals: string[];
  /** The document's input: 'lines' when read off a page (a PDF or an image), 'text' when typed. */
  input?: string;
}

const [base, withRules] = process.argv.slice(2);
if (!base || !withRules) throw new Error('usage: held-out.mts BASE_DIR WITH_DIR');

/** A cap rule is adopted when the other folders' readings at >= 80 it marks are right less often than this. */
const MAX_RIGHT = Number(process.env.FSC_MAX_RIGHT ?? 0.9);
/** ... and it marks at least this many of them. */
const MIN_MARKED = Number(process.env.FSC_MIN_MARKED ?? 5);
const TOP = 80;
/** The rules under test (FSC_RULES, space-separated): those BASE_DIR lacks and WITH_DIR has. */
const TESTED = (process.env.FSC_RULES ?? 'weekUnsure').split(' ').filter(Boolean);
/** A time split instead of leave one folder out: choose on the folders numbered up to this, test on the rest. */
const UPTO = process.env.FSC_TRAIN_UPTO ? Number(process.env.FSC_TRAIN_UPTO) : undefined;
const numberOf = (folder: string) => Number(folder.replace(/\D/g, ''));
const FLOOR = 60;

/** Each rule marks a reading of the base dump; `w` is the same reading in WITH_DIR's dump. */
const CAP_RULES: Record<string, (r: Row, w: Row) => boolean> = {
  pageInput: (r) => r.input === 'lines',
  publicationData: (r) =>
    !(r.features ?? []).some((f) => f === 'caseName' || f === 'statute') && titleIsPublicationData(r.title),
  unconfirmed: (r) => !layoutConfirmed({ features: (r.features ?? []) as Feature[] }),
  // Round 6 (week-evidence.ts): the session's week is not in the dump, so the mark is the one the WITH
  // run's trace recorded (a reading it lowered; every marked reading at >= 80 is lowered).
  weekUnsure: (_r, w) => w.signals.includes('weekUnsure'),
  // Round 7 (one-week-list.ts): a reading list put in one undated week, as the WITH run's trace records it.
  listInOneWeek: (_r, w) => w.signals.includes('listInOneWeek'),
};
/**
 * Rules about a reading's week, not about whether it is a reading: the readings they mark are judged by
 * whether they are paired with a true reading OF THEIR OWN WEEK (`rightWeek`) when the rule's adoption is
 * decided (FSC_JUDGE_WEEK=0: by the issue's `right`, paired in any week, like every other rule).
 */
const WEEK_RULES = new Set(process.env.FSC_JUDGE_WEEK === '0' ? [] : ['listInOneWeek']);
/**
 * Floor rules (round 7, taken-reading-floor.ts): a reading under 60 that the WITH run raised to the floor
 * and the base run did not (a title-extent signal or the weak context of a work named again no longer keep
 * it low). Adopted when such readings on the other folders are right at least half of the time.
 */
const RAISE_RULES: Record<string, (r: Row, w: Row) => boolean> = {
  floorSignals: (r, w) => (r.conf ?? 0) < FLOOR && (w.conf ?? 0) >= FLOOR,
};
/** The cap a rule applies when it is adopted alone (the app's own cap; the top band's edge otherwise). */
const CAP_OF: Record<string, number> = { weekUnsure: 65 };
const floorMarks = (r: Row) =>
  (r.conf ?? 0) < FLOOR &&
  r.signals.length === 0 &&
  !(r.features ?? []).some((f) => AGAINST_A_READING.has(f as Feature));

function load(dir: string, folder: string): Row[] {
  const rows = readFileSync(join(dir, `${folder}-signals.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row);
  const docs = JSON.parse(readFileSync(join(dir, `${folder}-signals.trace.json`), 'utf8')) as Record<
    string,
    { input?: string }
  >;
  for (const r of rows) r.input = docs[`${folder}/${r.id}`]?.input;
  return rows;
}

const folders = readdirSync(base)
  .map((f) => /^(.+)-signals\.jsonl$/.exec(f)?.[1])
  .filter((f): f is string => f !== undefined)
  .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));
const rowsOf = new Map(folders.map((f) => [f, load(base, f)]));
const withOf = new Map(folders.map((f) => [f, load(withRules, f)]));
for (const f of folders)
  if (withOf.get(f)!.length !== rowsOf.get(f)!.length)
    throw new Error(`${f}: the two dumps differ in readings`);

function rightShare(
  rows: [Row, Row][],
  mark: (r: Row, w: Row) => boolean,
  band: (r: Row) => boolean,
  byWeek = false,
) {
  const marked = rows.filter(([r, w]) => band(r) && mark(r, w)).map(([r]) => r);
  return { n: marked.length, right: marked.filter((r) => (byWeek ? r.rightWeek : r.right)).length };
}

/** The rules the other folders support, and the confidence each held-out reading gets with them. */
function heldOut(folder: string) {
  const train = folders
    .filter((f) => (UPTO === undefined ? f !== folder : numberOf(f) <= UPTO))
    .flatMap((f) => rowsOf.get(f)!.map((r, i): [Row, Row] => [r, withOf.get(f)![i]!]));
  const top = (r: Row) => (r.conf ?? 0) >= TOP;
  const caps = TESTED.filter((k) => k in CAP_RULES).filter((k) => {
    const s = rightShare(train, CAP_RULES[k]!, top, WEEK_RULES.has(k));
    return s.n >= MIN_MARKED && s.right < MAX_RIGHT * s.n;
  });
  const raises = TESTED.filter((k) => k in RAISE_RULES).filter((k) => {
    const s = rightShare(train, RAISE_RULES[k]!, () => true);
    return s.n > 0 && 2 * s.right >= s.n;
  });
  const fl = rightShare(
    train,
    (r) => floorMarks(r),
    () => true,
  );
  const floor = TESTED.includes('takenReadingFloor') && fl.n > 0 && 2 * fl.right >= fl.n;
  const rules = [...caps, ...raises, ...(floor ? ['takenReadingFloor'] : [])];
  const all = rules.length === TESTED.length;
  const withRows = withOf.get(folder)!;
  const conf = (r: Row, i: number) => {
    if (all) return withRows[i]!.conf ?? 0;
    const c = r.conf ?? 0;
    // A rule with a cap of its own lowers to it from any band; the others only take a reading out of the top band.
    const capped = caps
      .filter((k) => CAP_RULES[k]!(r, withRows[i]!))
      .reduce((x, k) => (CAP_OF[k] !== undefined ? Math.min(x, CAP_OF[k]!) : x >= TOP ? TOP - 1 : x), c);
    if (capped !== c) return capped;
    if (floor && floorMarks(r)) return FLOOR;
    if (raises.some((k) => RAISE_RULES[k]!(r, withRows[i]!))) return FLOOR;
    return c;
  };
  return { rules: rules.length === 0 || all ? rules : [...rules, '~'], conf };
}

const BANDS: [string, (c: number) => boolean][] = [
  ['>= 80', (c) => c >= TOP],
  ['60-79', (c) => c >= FLOOR && c < TOP],
  ['< 60', (c) => c < FLOOR],
];
type Tally = { n: number; right: number }[];
const tally = (): Tally => BANDS.map(() => ({ n: 0, right: 0 }));
function add(t: Tally, c: number, right: boolean) {
  const b = t[BANDS.findIndex(([, test]) => test(c))]!;
  b.n++;
  if (right) b.right++;
}
const cell = ({ n, right }: { n: number; right: number }) =>
  `${String(n).padStart(5)} ${n ? ((100 * right) / n).toFixed(1).padStart(5) : '    -'}`;
const line = (t: Tally) => t.map(cell).join('  ');

console.log(
  `${'folder'.padEnd(9)} as dumped:  >= 80        60-79         < 60  | held out:   >= 80        60-79         < 60  | rules`,
);
const total = { as: tally(), held: tally() };
/** The same bands judged by the week measure: paired with a true reading of the reading's own week. */
const inWeek = { as: tally(), held: tally() };
for (const folder of folders.filter((f) => UPTO === undefined || numberOf(f) > UPTO)) {
  const { rules, conf } = heldOut(folder);
  const as = tally();
  const held = tally();
  rowsOf.get(folder)!.forEach((r, i) => {
    add(as, r.conf ?? 0, r.right);
    add(total.as, r.conf ?? 0, r.right);
    add(held, conf(r, i), r.right);
    add(total.held, conf(r, i), r.right);
    add(inWeek.as, r.conf ?? 0, r.rightWeek === true);
    add(inWeek.held, conf(r, i), r.rightWeek === true);
  });
  console.log(`${folder.padEnd(9)} ${line(as)}  | ${line(held)}  | ${rules.join(' ')}`);
}
console.log(`${'ALL'.padEnd(9)} ${line(total.as)}  | ${line(total.held)}`);
console.log(
  `${'in week'.padEnd(9)} ${line(inWeek.as)}  | ${line(inWeek.held)}  | right = paired in its own week`,
);
