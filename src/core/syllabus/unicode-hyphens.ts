/**
 * Hyphens written as the Unicode HYPHEN character U+2010 (`458‐60`, `Oliver‐Smith`) read as the
 * hyphen-minus every page-range and date rule reads. A word processor that maps one hyphen glyph to a
 * hyphen-minus, a soft hyphen and U+2010 (`458-` + soft hyphen + `‐60`; the soft hyphen is dropped before this)
 * printed one hyphen: a hyphen-minus directly before U+2010 is that one hyphen, not two. The
 * NON-BREAKING HYPHEN U+2011 is kept: writers use it to hold a compound together (`Exercise 3‑5`,
 * `TI‑84`), which is no range.
 */
const UNICODE_HYPHEN = /-?\u2010/g;

export function plainHyphens(text: string): string {
  // Nearly every line has none: it is returned as it is.
  return text.includes('\u2010') ? text.replace(UNICODE_HYPHEN, '-') : text;
}
