/** Line shapes shared by several layouts. */

export const CLASS_HEADING =
  /^(?:class|session|day|lecture|lesson|meeting|seminar|topic)\s*#?\s*(\d{1,3})\b\s*[:.,)–—·-]?\s*/i;
/**
 * "Reading:", "Reading Assignment: Casebook …" (not before a verb: "Reading Assignments: are subject to change" is a
 * sentence), "Readings (required) -", "Read for today:", "Reading to prepare for class:", and a media label before a dash: "reading – Plato, Republic",
 * "watching/reading – The Melian Dialogue", "listening – Adamson, Episode 25", and "Reading includes Kraut, ...".
 */
export const READING_LABEL =
  /^(?:(?:required\s+)?(?:readings?(?:\s+due|\s+assignments?(?!\s*[:|–—-]\s*(?:are|is|will|may|can|could|should|must|might|have|has|were|was)\b)|\s+to\s+prepare(?:\s+for\s+(?:today|class|next\s+class))?)?|read(?:\s+(?:for|before)\s+(?:today|class|next\s+class|this\s+class))?|assigned reading|assignment|materials?|(?:review\s+)?cases?(?:\s+due|\s+for\s+(?:class\s+)?discussion)?)\s*(?:\(.*?\))?\s*[:|–—-]|(?:(?:read|watch|listen|view)(?:ing)?(?:\s+to)?\s*(?:\/|and\s+)?){1,3}\s*[–—-]|readings?\s+includes?\s+(?=[A-Z"“]))\s*/i;
/** A line that is only a reading label: "Readings:", "_Required reading:_", "Read before class:", "For Monday, read:". */
export const READING_BLOCK_LABEL =
  /^(?:for\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+(?:class|time|session|week)|today)\s?,?\s)?(?:(?:required|assigned|suggested)\s+)?(?:readings?(?:\s+due)?|reading assignments?|(?:before\s+(?:the\s+|next\s+)?class,?\s+)?read(?:\s+(?:before|for)\s+class)?|(?:chapter|textbook|text|book)\s+references?|(?:extracts?|excerpts?|selections?)\s+from)\s*:?\s*$/i;
/** A label that starts some other block: "Assignment:", "Discussion questions:", "Due:". */
export const OTHER_BLOCK_LABEL =
  /^(?:assignments?|homework|discussion(?: questions)?|questions|due|in[- ]class(?: (?:topics|activities|agenda))?|tasks?|activities|exercises?|problems?|notes?)(?:\s+due)?\s*:?\s*$/i;
