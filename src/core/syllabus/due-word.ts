/**
 * The word `due` of a deadline (`Paper 2 due`, `Due: Friday`, `Homework due 1/28`), not the `due` of due
 * process (`Amateurism: pp. 845-63; Due Process and Judicial Scrutiny: pp. 748-59`), a doctrine every
 * constitutional law, procedure and administrative law course has a class on. Read as a deadline, the
 * doctrine's name dropped the whole line or cell that named it.
 */
export const DUE_WORD = /\bdue\b(?!\s+process)/i;

/** Whether the text says something is due (see the module comment). */
export function saysDue(text: string): boolean {
  return DUE_WORD.test(text);
}

/** `due ` before `process`. */
const DUE_PROCESS = /\bdue(?=\s+process)\s+/gi;

/** The text with `due process` written `process`, for the checks that read `due` as a deadline. */
export function withoutDueProcess(text: string): string {
  return text.replace(DUE_PROCESS, 'process');
}
