/**
 * An assignment cell that runs its items together on one line: due notes, homework labels and read
 * items one after another, `Assignment #2 Due (solutions) Online HW: "Fields HW" due Read §22.2
 * "Flux", §22.3 "Gauss' Law" (lecture notes)`. The line is cut before each read item that follows a due
 * note, a parenthesis or a closing quote, and then before each homework label, so the due notes no
 * longer sink the readings beside them; a read item listing sections each with its own quoted title
 * (`Read §21.1 "Charge", §21.2 "Conductors"`) is cut into one piece per titled section. A line with no
 * such read item is left whole. Lookbehinds of fixed width and lookaheads after one `\s+`: linear.
 */

/** A read verb after a due note, a closing parenthesis or quote: a new item of a run-on cell. */
const RUN_ON_READ = /(?:(?<=[)"”’])|(?<=\b[Dd]ue))\s+(?=(?:Read|Reread|Skim)\s+(?:§|["“]|[A-Z0-9]))/g;
/** `Online HW:`, `HW:`, `Homework:`, `Problems:` in mid-line: a homework item of the same cell. */
const MID_HOMEWORK =
  /(?:(?<=[)"”’0-9])|(?<=\b[Dd]ue))\s+(?=(?:[A-Z][a-z]{1,10}\s)?(?:HW|Homework|Problems|Exercises)\s*:)/g;
/** `, §21.2 "` / `, 21.2 "`: the next titled section of a list. */
const NEXT_SECTION = /,\s+(?=§\s?\d|\d{1,3}\.\d)/;
/** A titled section, optionally after the read verb: `Read §21.1 "Electric Charge"`. */
const TITLED_SECTION = /^(?:(?:Read|Reread|Skim)\s+)?(?:§\s?)?\d{1,3}(?:\.\d{1,3})*\s+["“]/;

/** The sections of a `Read §a "Title", §b "Title"` list, one piece each; the piece when it is not one. */
function titledSections(piece: string): string[] {
  if (!TITLED_SECTION.test(piece)) return [piece];
  const items = piece.split(NEXT_SECTION);
  return items.length > 1 && items.every((i) => TITLED_SECTION.test(i)) ? items : [piece];
}

/** The items of a run-on assignment cell; `[text]` when it has no read item run on after a note. */
export function splitRunOnReadItems(text: string): string[] {
  if (!text.includes('Read') && !text.includes('Skim')) return [text];
  const reads = text.split(RUN_ON_READ);
  const pieces = reads.length > 1 ? reads.flatMap((p) => p.split(MID_HOMEWORK)) : reads;
  const out = pieces.flatMap((p) => titledSections(p.trim())).filter((p) => p.length > 0);
  return out.length > 1 ? out : [text];
}
