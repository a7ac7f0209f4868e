/**
 * A dated class line whose text opens with a bare list of textbook section numbers, the sections column of
 * a table pasted as text with its cells run together (`(W) Sep 13  1.2  Row Reduction`, `(M) Sep 18  1.4
 * 1.5`): the section list is the class's reading and the words after it are the topic.
 *
 * Only numbers of the `chapter.section` shape (`1.2`, `11.3`, at most two digits on either side), one or
 * more, separated by spaces or commas, the cell alone or a list of two or more before the topic: one number
 * before a topic (`1.1 Introduction`, an outline's numbering), `1.5 million` (a quantity) do not count.
 */
const SECTION_LEAD = /^(\d{1,2}\.\d{1,2}(?:\s*,?\s+\d{1,2}\.\d{1,2}){0,5})(?:\s+(?=[A-Z"“(])|\s*$)/;

export interface SectionLead {
  sections: string;
  rest: string;
}

export function sectionLead(text: string): SectionLead | null {
  const m = SECTION_LEAD.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  // One number before a topic (`1.1 Introduction`) numbers the topic in an outline: no reading.
  if (rest && !/\s/.test(m[1]!)) return null;
  return { sections: m[1]!, rest };
}
