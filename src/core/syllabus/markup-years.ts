/**
 * Years the markup hides from the visible text: an image's alt text ("![Fossils shown in lecture on
 * Jan. 24, 2019](banner.png)", `<img alt="Fall 2019 field trip">`) is dropped with the image, yet it
 * is the page author's own words about the term. These texts are year evidence only: the calendar
 * pass weighs them with the text's other years (the rows' weekdays must still fit), and no reading,
 * topic or date is taken from them.
 */
import type { TextLine } from '../model';

const MD_ALT = /!\[([^\]\n]{0,300})\]\(/g;
const HTML_ALT = /<img\b[^<>]{0,500}?\balt\s*=\s*["']([^"'<>]{0,300})["']/gi;
const YEAR = /(?<!\d)(?:19[5-9]\d|20[0-4]\d)(?!\d)/;

/** The alt texts of the document's images that name a year, in document order. */
export function markupYearTexts(lines: readonly TextLine[]): string[] {
  const out: string[] = [];
  for (const { text } of lines) {
    if (!text.includes('![') && !/<img\b/i.test(text)) continue;
    for (const m of text.matchAll(MD_ALT)) if (YEAR.test(m[1]!)) out.push(m[1]!);
    for (const m of text.matchAll(HTML_ALT)) if (YEAR.test(m[1]!)) out.push(m[1]!);
  }
  return out;
}
