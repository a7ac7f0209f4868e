/**
 * An item that opens with its own label saying it is not an assigned reading: `Watch 8 videos: <link>`,
 * `Optionally read: David Rolph, 'Publication ...'`, `Alternative/Supplemental reading: Liboff ch 3.1`,
 * `(video) Peter Donnelly's TED talk`, `(browse) Reviews in Digital Humanities`. The work after the label
 * is written exactly like an assigned one, so only the label tells them apart; the label is a
 * lower-case phrase (a title such as `Video Games: A History` capitalises its words) ending in a colon,
 * or a short parenthesis at the item's start. A veto in classify.ts.
 */
const COLON_LABEL = /^([A-Za-z][A-Za-z0-9 /&-]{0,44}):\s/;
const PAREN_LABEL = /^\(([A-Za-z][A-Za-z /&-]{0,30})\)\s/;
const NOT_ASSIGNED_WORD =
  /\b(?:watch|view|listen|optional(?:ly)?|alternatives?|supplemental|explore|browse|videos?|podcasts?)\b/i;

/** Only the first word (or slash-joined first words) may be capitalised; later capitals make it a title. */
function isLowerCasePhrase(label: string): boolean {
  const words = label.trim().split(/\s+/);
  return words.slice(1).every((w) => !/^[A-Z]/.test(w));
}

export function isNonReadingLabel(text: string): boolean {
  const t = text.trim();
  const label = COLON_LABEL.exec(t)?.[1] ?? PAREN_LABEL.exec(t)?.[1];
  if (label === undefined || !isLowerCasePhrase(label)) return false;
  return NOT_ASSIGNED_WORD.test(label) || TASK_LABEL.test(label);
}

/** `Do: Problems on pages 46; 53`, `To do: ...`: a label of the class's tasks, alone as the whole label. */
const TASK_LABEL = /^(?:to[ -])?do$/i;

/** A later label that assigns what follows it: `Watch: the lecture; Read: Smith, ch. 2`. */
const LATER_READ_LABEL = /;\s*(?:read|re-?read|readings?|required|study|skim)\b/i;

/**
 * A line opened by such a label whose items are joined by semicolons (`Alternative readings: Imai,
 * chapter 3 (3.1 to 3.6); Ross, chapter 2 (p. 17-70); chapter 3 (p. 71-138)`): the label covers every
 * item, not only the first one it stands before; a later reading label (`; Read ...`) ends it.
 */
export function isNonReadingLabelLine(text: string): boolean {
  return isNonReadingLabel(text) && !LATER_READ_LABEL.test(text);
}

const BLOCK_LABEL = /^[A-Za-z][A-Za-z /&-]*$/;
const MAX_BLOCK_LABEL = 60;

/**
 * The same label alone on its line (`*Explore*`, `Additional/Alternative suggestions for reading:`,
 * `Optionally read:`): it opens a block whose items are not readings (media-block.ts), until a heading
 * or another label.
 */
export function isNonReadingBlockLabel(text: string): boolean {
  let label = text.trim();
  if (label.endsWith(':')) label = label.slice(0, -1).trimEnd();
  return (
    label.length <= MAX_BLOCK_LABEL &&
    BLOCK_LABEL.test(label) &&
    isLowerCasePhrase(label) &&
    NOT_ASSIGNED_WORD.test(label)
  );
}
