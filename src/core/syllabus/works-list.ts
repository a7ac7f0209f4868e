/**
 * Several works named in one item: `Whitman's “Song of Myself” and Hughes's “Let America Be America”`,
 * `Hempel's “In the Cemetery,” Schutt's “Blood Jet”`, `Parmenides (PP, ch.2) & Taber's “Non-Being”`.
 * Each is a reading of its own. The item is cut where one work ends (a closing quotation mark or a
 * closing parenthesis) and the next begins with a capital letter or an opening quotation mark, at a
 * joining word or mark outside quotes and parentheses (`and`, `&`, `;`, `,`, or only a space when the
 * title's own comma closed it: `“Title,” Next`). It is cut only when every later part names a quoted
 * work WITH its author outside the quotes and the first does too or reads as a reading on its own:
 * `Author, “Title”, Journal 12: 45-67` (one entry) and a run of bare quoted titles (`the videos
 * “Quick search,” “Advanced search,”`: parts of one thing) stay whole. A scanner, not a regular
 * expression: no backtracking.
 */
import { looksLikeReadingOnItsOwn } from './classify';

const OPEN_QUOTE = '“';
const CLOSE_QUOTE = '”';
const JOINERS = [', and ', ' and ', ' & ', '; ', ', '] as const;

function startsWork(text: string): boolean {
  const c = text.charAt(0);
  return c === OPEN_QUOTE || c === '"' || (c >= 'A' && c <= 'Z');
}

function hasQuotedTitle(text: string): boolean {
  return (text.includes(OPEN_QUOTE) && text.includes(CLOSE_QUOTE)) || text.split('"').length >= 3;
}

/** A quoted title with its author outside the quotes (`Schutt's “Blood Jet”`, `“Pig” by Dahl`). */
function hasAuthoredTitle(text: string): boolean {
  if (!hasQuotedTitle(text)) return false;
  let outside = '';
  let quoted = false;
  for (const c of text) {
    if (c === OPEN_QUOTE || c === CLOSE_QUOTE || c === '"')
      quoted = c === OPEN_QUOTE || (c === '"' && !quoted);
    else if (!quoted) outside += c;
  }
  return /\b[A-Z][a-z]+/.test(outside);
}

/** Where a work may end: after a closing quote or a closing parenthesis, outside quotes and parentheses. */
function cutPoints(text: string): number[] {
  const cuts: number[] = [];
  let inCurly = false;
  let inStraight = false;
  let depth = 0;
  let lastQuoteEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === OPEN_QUOTE) inCurly = true;
    else if (c === CLOSE_QUOTE) {
      inCurly = false;
      lastQuoteEnd = i + 1;
    } else if (c === '"' && depth === 0) {
      inStraight = !inStraight;
      if (!inStraight) lastQuoteEnd = i + 1;
    } else if (!inCurly && !inStraight) {
      if (c === '(') depth++;
      else if (c === ')' && depth > 0) {
        depth--;
        if (depth === 0) lastQuoteEnd = i + 1;
      }
    }
    if (inCurly || inStraight || depth > 0 || i + 1 !== lastQuoteEnd) continue;
    const rest = text.slice(i + 1);
    const joiner = JOINERS.find((j) => rest.startsWith(j));
    const titleComma = text.charAt(i - 1) === ',' && rest.startsWith(' ');
    const width = joiner ? joiner.length : titleComma ? 1 : 0;
    if (width && startsWork(rest.slice(width))) cuts.push(i + 1, i + 1 + width);
  }
  return cuts;
}

/** The works of `item`, or the item alone when it names one work (or cannot be cut safely). */
export function splitWorks(item: string): string[] {
  if (!item.includes(CLOSE_QUOTE) && !item.includes('"')) return [item];
  const cuts = cutPoints(item);
  if (!cuts.length) return [item];
  const parts: string[] = [];
  let from = 0;
  for (let k = 0; k < cuts.length; k += 2) {
    parts.push(item.slice(from, cuts[k]).trim());
    from = cuts[k + 1]!;
  }
  parts.push(item.slice(from).trim());
  const [first, ...later] = parts;
  const ok =
    later.every(hasAuthoredTitle) &&
    first !== undefined &&
    (hasAuthoredTitle(first) || looksLikeReadingOnItsOwn(first));
  return ok ? parts : [item];
}
