/**
 * A task named after its week, `Week 1 Assignment`, `Week 2 reflection due`, `Week 3 Problem Set` (an assignment
 * list's item, a link to the task's page): it names the week the task is for but opens no week of its own.
 */
const TASK_AFTER_WEEK =
  /^weeks?\s+\d{1,2}\s+(?:assignment|homework|hw|quiz|reflection|response|problem\s+set|pset|lab|exercise|worksheet|journal|essay|project)s?\b/i;

export function isTaskAfterWeek(text: string): boolean {
  return TASK_AFTER_WEEK.test(text);
}
