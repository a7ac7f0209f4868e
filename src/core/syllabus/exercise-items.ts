/**
 * An exercise set named as an item of the assignment (`Discussion Questions 1.01-1.02 (6-7)`, `ALL:
 * Discussion Questions 1.03-1.04(a) & (b) (7)`, `OXYGEN: Discussion Question 1.15 (14)`): its page
 * reference says where the questions are printed, not a text to read. Never a reading, whatever its
 * pages; a group's upper-case label before it (`ALL:`, `OXYGEN:`) or an outline letter does not change
 * that. A veto in classify.ts. (`Review Problems` are not vetoed: syllabi assign them as reading.)
 */
const EXERCISE_SET =
  /^(?:[A-Z][A-Z&]{1,15}:\s*)?(?:[A-Za-z0-9]{1,3}[.)]\s+)?(?:discussion|study|DISCUSSION|STUDY|Discussion|Study)\s+(?:questions?|QUESTIONS?|Questions?)\b/;

export function isExerciseSet(text: string): boolean {
  return EXERCISE_SET.test(text.trim());
}
