/**
 * A numbered plan of hours (`2. What is a U.S. “search”? Open fields and Curtilage 2 hours`, under a
 * `No. Topic Planned amount in hours` header): each row ends in the hours the topic is given, so the rows
 * are a course plan, not the weeks of a schedule, and no numbered topic.
 */
const PLANNED_HOURS = /\s\d{1,2}(?:[.,]5)?\s*(?:hours?|hrs?\.?)\s*$/i;

export function isPlannedHoursRow(text: string): boolean {
  return PLANNED_HOURS.test(text);
}
