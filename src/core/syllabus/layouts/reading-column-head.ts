/**
 * A table run into one line names its reading column in the header after its date column (`Date Topic
 * Readings`, `WEEK TOPIC READING ASSIGNMENT`). Used by header-dated-rows.ts and slash-dated-run.ts.
 */
const READING_HEAD = /^(?:readings?|chapters?|assignments?)$/i;

const bare = (w: string) => w.replace(/[^A-Za-z]/g, '');

/**
 * The index of the first word after the reading column's name (one word, or two: `Reading assignment`) found
 * within `span` words after the date column's name at `dateAt`, or -1; `stop` ends the search at a word that
 * already belongs to the rows.
 */
export function readingColumnEnd(
  words: readonly string[],
  dateAt: number,
  span: number,
  stop: (word: string) => boolean = () => false,
): number {
  for (let j = dateAt + 1; j < Math.min(words.length, dateAt + span); j++) {
    if (stop(words[j]!)) return -1;
    if (!READING_HEAD.test(bare(words[j]!))) continue;
    return READING_HEAD.test(bare(words[j + 1] ?? '')) ? j + 2 : j + 1;
  }
  return -1;
}
