/**
 * A public holiday named alone where a class would be (`MLK Day`, `Labor Day`, `Thanksgiving`,
 * `Presidents' Day - no classes`): the day has no class. Only the name, with at most a short note,
 * so a reading that mentions a holiday in its title is not a holiday.
 */
const HOLIDAY_NAME =
  /^(?:(?:MLK|Martin Luther King(?:,?\s+Jr\.?)?|Labou?r|Memorial|Presidents?['’]?|Veterans['’]?|Columbus|Indigenous Peoples['’]?|Independence|Juneteenth|Patriots['’]?|Family|Victoria|Canada|Remembrance)\s+Day|Thanksgiving(?:\s+(?:Day|Break))?)\b[\s.!:;,()-]{0,4}(?:[A-Za-z]+(?:\s+|\)?$)){0,3}$/i;

export function isHolidayName(text: string): boolean {
  const t = text.trim();
  return t.length <= 60 && HOLIDAY_NAME.test(t);
}
