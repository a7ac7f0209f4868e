/**
 * Class-activity labels: a label alone on its line that says what follows happens in class ("In
 * Class", "In-class activities", "During class", "Discussion questions:", "Assignment Due", a bare "Due:"
 * over the work to hand in, a bare "Activities:", a numbered homework's "Homework #3 due:"). Weekly
 * schedules that put `Reading Due` / `In Class` / `Assignment Due` label lines over their items list
 * the class activities as bullets shaped like readings ("Questions of experience in King Richard
 * II."); the media block (`media-block.ts`) treats such a label like "Watch:": its items are no
 * readings until a heading, a reading label or another label.
 */
const ACTIVITY_LABEL =
  /^(?:in[- ]class(?:\s+(?:activities|activity|work|discussion))?|(?:class\s+)?activit(?:y|ies)|during\s+class|discussion(?:\s+questions)?|assignments?\s+due|homework\s{0,2}#?\s{0,2}\d{1,2}\s{1,2}due|due)\s*:?\s*$/i;

/** Is the line only a class-activity label? */
export function isActivityLabel(text: string): boolean {
  return ACTIVITY_LABEL.test(text.trim());
}
