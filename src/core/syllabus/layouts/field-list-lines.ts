/**
 * A reStructuredText FIELD LIST used as a schedule: one field per class, the field name the class's day
 * (`:Thursday 27/03: Introduction. Chapter I "Persons".`), a long body WRAPPED onto lines indented under it.
 * Read as it is, the leading colon hides the date that opens the line, and a wrapped body is read line by line
 * (or, when the paragraph is joined back, several fields glue into one line). This writes each field as the
 * dated line it stands for (`Thursday 27/03: Introduction. Chapter I "Persons".`) with its wrapped lines joined
 * onto it, and leaves their own lines empty. Only a run of three fields or more whose names hold a digit (a
 * date, a number) is read so; one output line per input line.
 */

/** `:Name: body`: a field line; the name has no colon and holds a digit somewhere (a date or a number). */
const FIELD = /^:([^:\s][^:]{0,38}):[ \t]+(\S.*)$/;
/** How many fields a run needs to be read as a list of dated classes. */
const MIN_FIELDS = 3;

/** The field a line opens, if its name holds a digit: name and body. */
function field(line: string): { name: string; body: string } | null {
  const m = FIELD.exec(line);
  if (!m || !/\d/.test(m[1]!)) return null;
  return { name: m[1]!.trim(), body: m[2]!.trim() };
}

/** Is the line a wrapped body line of the field above (indented, not blank, not a field itself)? */
const isContinuation = (line: string) => /^[ \t]+\S/.test(line) && !field(line.trim());

/** The lines with each dated field's wrapped body joined onto its field line, or the lines as they are. */
export function fieldListLines(texts: string[]): string[] {
  if (texts.filter((t) => field(t) !== null).length < MIN_FIELDS) return texts;
  const out = texts.slice();
  for (let i = 0; i < texts.length; i++) {
    const f = field(texts[i]!);
    if (!f) continue;
    const parts = [f.body];
    let j = i + 1;
    for (; j < texts.length && isContinuation(texts[j]!); j++) {
      parts.push(texts[j]!.trim());
      out[j] = '';
    }
    out[i] = `${f.name}: ${parts.join(' ')}`;
    i = j - 1;
  }
  return out;
}
