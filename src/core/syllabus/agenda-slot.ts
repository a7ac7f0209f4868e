/**
 * A class plan's time slot: a line opened by a duration and a dash or colon (`~40 min — Floor + § 2 +
 * synthesis`, `20 minutes: debate`, `(15 min) - case briefs`). It budgets time in or for the class;
 * the works it names are those of the day's assignment, listed again (or study-time guidance), not
 * readings of their own. A veto in classify.ts.
 */
const DURATION_LEAD =
  /^\(?[~≈]?\s?\d{1,3}(?:\s?[-–]\s?\d{1,3})?\s?(?:min(?:ute)?s?|hrs?|hours?)\b\.?\)?\s*[-–—:|]/i;

export function isAgendaSlot(text: string): boolean {
  return DURATION_LEAD.test(text.trim());
}
