/**
 * Deterministic bounds on the work of text readers (no clock: a loaded machine makes each step slower, not
 * more numerous). Two tools:
 *
 * - `recordWork(run)`: runs `run` with RegExp.prototype.exec and String.prototype.indexOf counted (every regex
 *   literal's test/exec/match/replace/split goes through exec). It returns the patterns that ran, the number
 *   of calls and the characters offered to them (from the search start to the end of the string). A reader
 *   that rescans its input from each position offers quadratically many characters: doubling the input then
 *   quadruples the count (`expectLinearWork`).
 * - `backtrackingShape(source)`: the shapes of a pattern that make V8's backtracking engine super-linear on
 *   hostile input: a repeat inside an unbounded repeat (`(a+)+`, `(?:\s*\w+)*`) and an unbounded repeat of
 *   an alternation whose branches can start alike (`(a|ab)*`). A pattern's own work inside one exec is not
 *   countable from JavaScript; its shape is, and is what the project's rule forbids.
 */

export interface Work {
  /** The source of every pattern that ran. */
  patterns: Set<string>;
  calls: number;
  /** Characters offered to exec/indexOf: the string's length from where each search starts. */
  offered: number;
}

/** The patterns that ran in `run` whose shape can backtrack (pattern: reason); empty when none. */
export function backtrackingPatterns(run: () => void): Record<string, string> {
  const found: Record<string, string> = {};
  for (const source of recordWork(run).patterns) {
    const why = backtrackingShape(source);
    if (why) found[source] = why;
  }
  return found;
}

export function recordWork(run: () => void): Work {
  const work: Work = { patterns: new Set(), calls: 0, offered: 0 };
  const proto = RegExp.prototype;
  const exec = proto.exec;
  const indexOf = String.prototype.indexOf;
  proto.exec = function counted(this: RegExp, input: string) {
    const text = String(input);
    work.calls++;
    work.patterns.add(this.source);
    const from = this.global || this.sticky ? Math.min(this.lastIndex, text.length) : 0;
    const found = exec.call(this, text);
    // A sticky pattern tries one position (split() runs one at each position): what it read is its match.
    work.offered += this.sticky ? 1 + (found?.[0].length ?? 0) : text.length - from;
    return found;
  };
  String.prototype.indexOf = function counted(this: string, search: string, from?: number) {
    const text = String(this);
    work.calls++;
    work.offered += text.length - Math.max(0, Math.min(from ?? 0, text.length));
    return indexOf.call(text, search, from);
  };
  try {
    run();
  } finally {
    proto.exec = exec;
    String.prototype.indexOf = indexOf;
  }
  return work;
}

/**
 * The work of `read` on an input of `n` units and of `2n` units, and their ratio: about 2 for a linear
 * reader, about 4 for one that rescans (quadratic). Deterministic: the same input gives the same counts.
 */
export function workOnDoubling<T>(input: (units: number) => T, read: (text: T) => void, n: number) {
  const small = recordWork(() => read(input(n)));
  const large = recordWork(() => read(input(2 * n)));
  return { small: small.offered, large: large.offered, ratio: large.offered / Math.max(1, small.offered) };
}

interface Frame {
  /** A repeat of more than one (max > 1) somewhere inside. */
  repeats: boolean;
  /** Top-level branches' first characters (null: cannot tell, e.g. a class or an escape). */
  branchStarts: Array<string | null>;
  branchStart: boolean;
  alternation: boolean;
}

const newFrame = (): Frame => ({ repeats: false, branchStarts: [], branchStart: true, alternation: false });

/** Reads a quantifier at `i`: its length and maximum (Infinity when unbounded), or null. */
function quantifierAt(src: string, i: number): { length: number; max: number } | null {
  const c = src[i];
  let length = 0;
  let max = 0;
  if (c === '*' || c === '+') [length, max] = [1, Number.POSITIVE_INFINITY];
  else if (c === '?') [length, max] = [1, 1];
  else if (c === '{') {
    const close = src.indexOf('}', i);
    const body = close > i ? src.slice(i + 1, close) : '';
    const parts = body.split(',');
    const allDigits = (s: string) => s.length > 0 && [...s].every((d) => d >= '0' && d <= '9');
    if (parts.length === 1 && allDigits(parts[0] ?? '')) max = Number(parts[0]);
    else if (
      parts.length === 2 &&
      allDigits(parts[0] ?? '') &&
      (parts[1] === '' || allDigits(parts[1] ?? ''))
    )
      max = parts[1] === '' ? Number.POSITIVE_INFINITY : Number(parts[1]);
    else return null;
    length = close - i + 1;
  } else return null;
  if (src[i + length] === '?') length++;
  return { length, max };
}

/** The length of the atom at `i` (an escape or a character class), or 1. */
function atomLength(src: string, i: number): number {
  if (src[i] === '\\') return 2;
  if (src[i] !== '[') return 1;
  let j = i + 1;
  if (src[j] === '^') j++;
  if (src[j] === ']') j++;
  while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
  return j - i + 1;
}

/**
 * Why `source` can backtrack super-linearly, or null. Nested: a group repeated without bound that holds a
 * repeat. Overlapping alternation: a group repeated without bound whose branches can start with the same
 * character (or one cannot be told). A bounded repeat of a group (`(?:\s+\w+){0,3}`) is allowed: its cost
 * is bounded by its count, as the project's rule asks ("bound every repeat on free text").
 */
export function backtrackingShape(source: string): string | null {
  const stack: Frame[] = [newFrame()];
  let i = 0;
  while (i < source.length) {
    const top = stack[stack.length - 1] as Frame;
    const c = source[i];
    if (c === '(') {
      stack.push(newFrame());
      i++;
      if (source[i] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        i++;
        if (source[i] === '<' && source[i + 1] !== '=' && source[i + 1] !== '!') {
          const close = source.indexOf('>', i);
          i = close + 1;
        } else i += source[i] === '<' ? 2 : 1;
      }
      continue;
    }
    if (c === ')') {
      const inner = stack.pop() as Frame;
      const outer = stack[stack.length - 1] as Frame;
      if (outer.branchStart) outer.branchStarts.push(null);
      outer.branchStart = false;
      i++;
      const q = quantifierAt(source, i);
      if (q) {
        i += q.length;
        if (q.max === Number.POSITIVE_INFINITY && inner.repeats)
          return `nested quantifier: a group holding a repeat is repeated without bound (at ${i})`;
        if (q.max === Number.POSITIVE_INFINITY && inner.alternation) {
          const starts = inner.branchStarts;
          const known = starts.filter((s): s is string => s !== null);
          if (known.length < starts.length || new Set(known).size < known.length)
            return `alternation repeated without bound whose branches can start alike (at ${i})`;
        }
        if (q.max > 1 || inner.repeats) outer.repeats = true;
      } else if (inner.repeats) outer.repeats = true;
      continue;
    }
    if (c === '|') {
      top.alternation = true;
      top.branchStart = true;
      i++;
      continue;
    }
    if (c === '^' || c === '$') {
      i++;
      continue;
    }
    const length = atomLength(source, i);
    if (top.branchStart) {
      top.branchStarts.push(length === 1 && c !== '.' ? (c as string).toLowerCase() : null);
      top.branchStart = false;
    }
    i += length;
    const q = quantifierAt(source, i);
    if (q) {
      i += q.length;
      if (q.max > 1) top.repeats = true;
    }
  }
  return null;
}
