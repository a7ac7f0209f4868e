/**
 * A numbered course goal: `1. To understand what …`, `2) To become familiar with …`. A list of learning
 * objectives is numbered like a list of class topics, but each item opens with an infinitive `To <verb>`:
 * it opens no session and counts for no numbered-topic layout (sessions.ts, numbered-topic.ts).
 */
const COURSE_GOAL = /^\d{1,2}\s*[.)]\s+To\s+[a-z]/;

export function isCourseGoal(text: string): boolean {
  return COURSE_GOAL.test(text);
}
