/**
 * The layouts the layout bench writes a syllabus in: general changes a student's paste or export makes
 * to the lines of the same syllabus, each keeping the readings' words, their order and their dates, so
 * the truth stays valid. A style that finds nothing to change leaves the text as it is (not counted).
 */
import {
  capitalHeadings,
  noBlankLines,
  numberedAs,
  plainPunctuation,
  plainText,
  smartPunctuation,
} from './markup';
import { cellPerLine, spacedColumns, tabCells } from './tables';
import { hardWrap } from './wrap';

export interface LayoutStyle {
  name: string;
  rewrite(text: string): string;
}

export const STYLES: readonly LayoutStyle[] = [
  { name: 'table, TAB cells', rewrite: tabCells },
  { name: 'table, cell a line', rewrite: cellPerLine },
  { name: 'table, spaced columns', rewrite: spacedColumns },
  { name: 'wrapped at 70', rewrite: (t) => hardWrap(t, false) },
  { name: 'wrapped at 70, indented', rewrite: (t) => hardWrap(t, true) },
  { name: 'markdown stripped, •', rewrite: (t) => plainText(t, 'dot') },
  { name: 'markdown stripped, bare', rewrite: (t) => plainText(t, 'none') },
  { name: 'headings in capitals', rewrite: capitalHeadings },
  { name: 'no blank lines', rewrite: noBlankLines },
  { name: 'numbered 1)', rewrite: (t) => numberedAs(t, 'paren') },
  { name: 'numbered a.', rewrite: (t) => numberedAs(t, 'letter') },
  { name: 'plain quotes, dashes', rewrite: plainPunctuation },
  { name: 'smart quotes, dashes', rewrite: smartPunctuation },
];
