/**
 * Row dates of a table run into one line, read in order across a school year: a month/day is a row's date only
 * if it runs forward from the last one taken (a January after an autumn month is the next year's). Used by the
 * layouts that cut such a line into dated rows (header-dated-rows.ts, slash-dated-run.ts).
 */
export function forwardDates(): (month: number, day: number) => boolean {
  let last = -1;
  let lastMonth = 0;
  let years = 0;
  return (month, day) => {
    const wraps = lastMonth >= 8 && month <= 5;
    const key = ((wraps ? years + 1 : years) * 12 + month) * 32 + day;
    if (key <= last) return false;
    last = key;
    if (wraps) years++;
    lastMonth = month;
    return true;
  };
}
