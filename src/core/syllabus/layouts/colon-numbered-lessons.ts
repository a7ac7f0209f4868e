/**
 * A list of lessons numbered with a colon (`2: The Case of the Speluncean Explorers`, the lesson's
 * readings and submissions as bullets under it; an online course's schedule page flattened): three or
 * more lines, each opening with a number, a colon, a space and a capital or a quote, whose numbers count
 * up by one from 1 in the document's order (any other lines may sit between them). Such lines are written
 * back as the usual numbered list (`2. The Case of ...`) so the numbered-topic layout makes each lesson
 * one unit. Day numbers under printed weeks (`Week 2` / `30: What is History For?` / `1: Greek ...`)
 * belong to the day-number layout: a document with a `Week N` line is left alone, and so is a lone
 * `3: Note`, a run that does not start at 1 or skips a number, and `1: 1-8` problem numbers.
 */
const COLON_NUMBER = /^(\d{1,3}): (?=[A-Z"“‘'])/;
const WEEK_LINE = /^[#*\s]*week \d/i;
const MIN_RUN = 3;

/** For each text, whether it is a lesson line of a colon-numbered run. */
export function colonNumberedLessons(texts: readonly string[]): boolean[] {
  const out = texts.map(() => false);
  if (texts.some((t) => WEEK_LINE.test(t))) return out;
  let run: number[] = [];
  let last = -1;
  const close = () => {
    if (run.length >= MIN_RUN) for (const i of run) out[i] = true;
    run = [];
  };
  texts.forEach((t, i) => {
    const m = COLON_NUMBER.exec(t);
    if (!m) return;
    const n = Number(m[1]);
    const next = run.length > 0 && n === last + 1;
    if (!next) close();
    if (next || n === 1) run.push(i);
    last = n;
  });
  close();
  return out;
}

/** `2: The Case of ...` -> `2. The Case of ...`. */
export function pointColonNumber(text: string): string {
  const m = COLON_NUMBER.exec(text);
  return m ? `${m[1]}. ${text.slice(m[0].length)}` : text;
}
