/**
 * A reading listed with a class activity after a comma, in one cell: `Ch. 2, Student Presentations`,
 * `Smith pp. 1-10, in-class exercise`. The activity's exclusion word dropped the whole span. When the
 * last comma part is short (at most four words), carries an exclusion word and names no reading,
 * and the words before it are taken as a reading in the span's context, the activity is cut off.
 */
import { classifySpan, hasExclusionMark, looksLikeReadingOnItsOwn, type SpanContext } from './classify';

export function withoutActivityTail(text: string, context: SpanContext): string {
  const comma = text.lastIndexOf(', ');
  if (comma < 0) return text;
  const head = text.slice(0, comma).trim();
  const tail = text.slice(comma + 2).trim();
  // The exclusion word first: most tails have none, and it is cheaper to find than whether a tail names a reading.
  if (!tail || tail.split(/\s+/).length > 4 || !hasExclusionMark(tail) || looksLikeReadingOnItsOwn(tail))
    return text;
  return classifySpan({ text: head, context, bulletPrior: 0 }).take ? head : text;
}
