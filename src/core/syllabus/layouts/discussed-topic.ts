/**
 * A class day written as prose: "On Tuesday, November 27, we will discuss damages for breach. You
 * should read pp. 597-617; we will focus in discussion on problems 11-3 through 11-5, and on Delano
 * Growers." The reading is the read clause's pages, and what it covers is the topic the paragraph
 * says the class discusses just before it ("we will discuss ...", "we will turn to the topics of
 * ..."); the problems and cases named for the discussion are parts of those pages, not readings of
 * their own. A paragraph without both a discussed topic and a read clause with pages is left as it is.
 */
import { matchesOf } from '../matches';

/** "we will discuss X", "we will finish discussing X", "we will turn to the topics of X", "we will cover X". */
const DISCUSSES =
  /\bwe\s+will\s+(?:(?:finish|continue|begin|start)\s+discussing|discuss|cover|consider|take\s+up|turn\s+to(?:\s+the\s+topics?\s+of)?)\s+([^.;]{3,120}?)(?=\s*(?:[.;]|,\s*(?:and\s+)?then\b|$))/gi;
/** "You should read pp. 505-518", "read [or reread] pp. 597-617", "Please read pages 10-20". */
const READS_PAGES =
  /\bread\s*(?:\[[^\]]{0,30}\]\s*)?((?:pp?\.|pages?)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?){0,6})/gi;

/** The paragraph as `topic, pp. ...` for each read clause, or null when it is not such a paragraph. */
export function discussedReadings(text: string): string | null {
  const topics = matchesOf(DISCUSSES, text);
  if (!topics.length) return null;
  const reads = matchesOf(READS_PAGES, text);
  if (!reads.length) return null;
  const out: string[] = [];
  for (const r of reads) {
    const before = topics.filter((t) => t.index! < r.index!);
    const topic = before[before.length - 1];
    if (!topic) return null;
    out.push(`${topic[1]!.trim().replace(/,\s*focusing\b.*$/i, '')}, ${r[1]!.trim()}`);
  }
  return out.join('; ');
}
