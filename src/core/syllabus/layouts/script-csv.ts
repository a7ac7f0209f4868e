/**
 * A web page whose schedule is kept as CSV inside the page (`<script type="text/csv" id="schedule">`),
 * which the page's own script turns into the table a browser shows - the HTML table around it holds only
 * a `Loading schedule…` row. The block's text, from the end of the opening tag (the header row often sits
 * on the tag's own line) to `</script>`, is read as a CSV schedule file (csv-schedule.ts); the rest of the
 * page stays as it is (its headings, its footer's year). One output line per input line, so source lines keep their numbers.
 */
import { csvScheduleLines } from './csv-schedule';

const OPEN = /<script\b[^>]{0,200}\btype\s*=\s*["']text\/csv["'][^>]{0,200}>/i;
const CLOSE = '</script>';

/** The page's lines with its embedded CSV schedule as a pipe table, or null when it has none. */
export function scriptCsvLines(lines: readonly string[]): string[] | null {
  const at = lines.findIndex((l) => OPEN.test(l));
  if (at < 0) return null;
  const open = OPEN.exec(lines[at]!)!;
  const block: string[] = [];
  for (let i = at; i < lines.length; i++) {
    const text = i === at ? lines[i]!.slice(open.index + open[0].length) : lines[i]!;
    const end = text.indexOf(CLOSE);
    block.push(end >= 0 ? text.slice(0, end) : text);
    if (end >= 0) break;
  }
  const table = csvScheduleLines(block);
  if (!table) return null;
  const out = [...lines];
  table.forEach((t, k) => {
    out[at + k] = t;
  });
  return out;
}
