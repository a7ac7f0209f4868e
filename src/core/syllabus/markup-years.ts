/**
 * Years the markup hides from the visible text: an image's alt text ("![Fossils shown in lecture on
 * Jan. 24, 2019](banner.png)", `<img alt="Fall 2019 field trip">`) is dropped with the image, yet it
 * is the page author's own words about the term; a linked file's name may carry the year it was
 * written. These texts are year evidence only: the calendar
 * pass weighs them with the text's other years (the rows' weekdays must still fit), and no reading,
 * topic or date is taken from them.
 */
import type { TextLine } from '../model';

const MD_ALT = /!\[([^\]\n]{0,300})\]\(/g;
const HTML_ALT = /<img\b[^<>]{0,500}?\balt\s*=\s*["']([^"'<>]{0,300})["']/gi;
const YEAR = /(?<!\d)(?:19[5-9]\d|20[0-4]\d)(?!\d)/;
const YEARS = new RegExp(YEAR.source, 'g');
/** A link's target: Markdown "](target)" or HTML href="target". */
const MD_TARGET = /\]\(([^()\s]{1,500})\)/g;
const HREF = /\bhref\s*=\s*["']([^"'<>]{1,500})["']/gi;

/**
 * The alt texts of the document's images that name a year, then each year in a link's target
 * ("./papers/2015_Close_Phasors.pdf", "/bulletin/2017/12/21/"), in document order. A linked file's
 * year is a year the page was written in or after.
 */
export function markupYearTexts(lines: readonly TextLine[]): string[] {
  const out: string[] = [];
  for (const { text } of lines) {
    // Most lines have no image or link: two substring checks, no pattern run.
    if (!text.includes('](') && !text.includes('<')) continue;
    if (!YEAR.test(text)) continue;
    if (text.includes('![') || /<img\b/i.test(text)) {
      for (const m of text.matchAll(MD_ALT)) if (YEAR.test(m[1]!)) out.push(m[1]!);
      for (const m of text.matchAll(HTML_ALT)) if (YEAR.test(m[1]!)) out.push(m[1]!);
    }
    for (const re of [MD_TARGET, HREF])
      for (const m of text.matchAll(re)) for (const y of m[1]!.matchAll(YEARS)) out.push(y[0]);
  }
  return out;
}
