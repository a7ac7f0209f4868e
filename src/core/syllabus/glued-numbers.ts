/**
 * A numbered item whose number lost the space after it in extraction (`1.Read the following cases`,
 * `2.Compare your outline`): the space is put back so the line reads as the numbered item it is. Only
 * a number of one or two digits, a dot and a capitalised word (`1.1`, `3.B` and `No.5` are left alone).
 */

const GLUED_NUMBER = /^(\s*\d{1,2}\.)(?=[A-Z][a-z])/;

export function unglueItemNumber(raw: string): string {
  const m = GLUED_NUMBER.exec(raw);
  return m ? `${m[1]} ${raw.slice(m[0].length)}` : raw;
}
