/**
 * A date / topic / reading table run into one paragraph whose rows open with a weekday letter and a day
 * of the month (`AUGUST W 28 Introduction F 30 Cell Division SEPTEMBER M2 Genetics W4 ...`): the month
 * is written once, in capitals, before its first row, and may be carried from an earlier paragraph of
 * the same run. A paragraph with six such markers or more whose days run forward (a smaller day only
 * after a month name, or at a month's end) is cut before each marker, and each piece opens with a
 * `W 8/28` date so the dated-row layouts read it as a class.
 */
const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];
const MARKER = new RegExp(
  `\\b(?:(${MONTHS.join('|')})\\s+)?(M|Tu|T|W|Th|R|F)\\s?([1-9]|[12]\\d|3[01])\\b(?![:/.-]\\d)`,
  'g',
);
const MIN_MARKERS = 6;
/** A month with no month name before its first row: the day fell by at least this much (28 → 2). */
const MONTH_TURN = 20;

interface Marker {
  index: number;
  end: number;
  weekday: string;
  day: number;
  month: number | null;
}

function markersOf(text: string): Marker[] {
  const out: Marker[] = [];
  for (const m of text.matchAll(MARKER))
    out.push({
      index: m.index!,
      end: m.index! + m[0].length,
      weekday: m[2]!,
      day: Number(m[3]),
      month: m[1] ? MONTHS.indexOf(m[1]) + 1 : null,
    });
  return out;
}

/** The month of each marker, or null when the days do not run forward as a calendar's do. */
function monthsOf(markers: Marker[], carried: number | null): number[] | null {
  const out: number[] = [];
  let month = carried;
  let last = 0;
  for (const m of markers) {
    if (m.month !== null) month = m.month;
    else if (m.day < last && last - m.day >= MONTH_TURN && month !== null) month = (month % 12) + 1;
    else if (m.day <= last) return null;
    if (month === null) return null;
    out.push(month);
    last = m.day;
  }
  return out;
}

/** Each line cut at its weekday-day markers (null when it is no such run), the month carried between lines. */
export function weekdayDayRuns(lines: readonly string[]): (string[] | null)[] {
  let carried: number | null = null;
  return lines.map((text) => {
    if (text.length < 100) return null;
    const markers = markersOf(text);
    if (markers.length < MIN_MARKERS) return null;
    const months = monthsOf(markers, carried);
    if (!months) return null;
    carried = months[months.length - 1]!;
    const out = [text.slice(0, markers[0]!.index).trim()];
    markers.forEach((m, i) => {
      const rest = text.slice(m.end, markers[i + 1]?.index ?? text.length).trim();
      out.push(`${m.weekday} ${months[i]}/${m.day} ${rest}`.trim());
    });
    return out.filter((t) => t.length > 0);
  });
}
