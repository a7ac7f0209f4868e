/**
 * Headings of the lists a handbook prints beside the assigned readings: `### Elective Reading` (the student
 * picks one category), `### General Further Reading`, `### Optional readings`, `### References`. Their
 * entries are written exactly like the assigned ones (author, title, pages), and such a list is often ten
 * times longer than the assignment, so read as more readings it buries the week's one or two required
 * works. Like a policy heading (`layouts/policy-heading.ts`) the heading ends the schedule region until the
 * next week, date or session heading opens one again.
 */
const NOT_ASSIGNED_LIST =
  /^(?:\d+\.?\s*)?(?:(?:(?:general|more)\s+)?further|elective|optional|additional|supplement(?:al|ary)|background)\s+(?:readings?|literature|sources)(?:\s*\([^)]{0,30}\))?\s*:?$/i;
const REFERENCE_LIST = /^(?:\d+\.?\s*)?references?\s*:?$/i;

/** Is the heading's text the name of a list beside the assignment (not its readings)? */
export function isNotAssignedListHeading(text: string): boolean {
  const t = text.replace(/[#*_]/g, '').trim();
  if (t.length > 80) return false;
  return NOT_ASSIGNED_LIST.test(t) || REFERENCE_LIST.test(t);
}
