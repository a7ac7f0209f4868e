/**
 * A reading label answered with "none": `Readings: None during orientation week, but you may want to
 * read: …`, `Reading: none`, `Readings: N/A`, `Readings: No readings this week`. No reading is assigned;
 * what follows is at most a suggestion. Read as a reading, the week held one, and a schedule printed
 * from week 0 was counted from 1 (schedule.ts counts from 1 only when week 0 assigns something).
 */
const NONE = /^(?:(?:required\s+)?(?:readings?|read)\s*:\s*)?(?:none|n\/a|no\s+(?:assigned\s+)?readings?)\b/i;

export const isNoReadingNote = (text: string): boolean => NONE.test(text.trimStart());
