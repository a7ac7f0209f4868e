/**
 * Meeting days written as single-letter weekday codes separated by commas, slashes or `and` at the
 * start of a course-header line with the class time: "T, Th 6:30-7:50", "M, W, F 10:00", "Tu/Th 2:00
 * pm", "Classes: T and R 10:00 - 11:50 a.m.". The compact codes ("TTh", "MWF") are read by
 * `statedMeetingDays`; this is the same header line with the codes spaced out. Only at the start of
 * the line, or right after a class-time label ("Classes:", "Lecture:", "Meets:"), so initials
 * elsewhere in a sentence are not read as days.
 */
export const SPACED_DAY_CODES =
  /^(?:(?:[Cc]lass(?:es)?|[Ll]ectures?|[Mm]eets|[Mm]eetings?|[Cc]lass\s+[Tt]imes?|[Mm]eeting\s+[Tt]imes?)\s*:\s*)?((?:Th|Tu|M|T|W|R|F)\.?(?:(?:\s*[,/&]\s*|\s+and\s+)(?:Th|Tu|M|T|W|R|F)\.?){1,4})(?=\s)/;
