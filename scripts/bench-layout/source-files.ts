/**
 * Source and data files (YAML schedule data, LaTeX, Org, raw HTML) are no pastes: a student never gets
 * their text through a browser or a word processor, so the layout styles, written for what a paste or
 * an export does to a page, leave them out (the bench counts them apart).
 */

/** A data key: lower case, no spaces (`reading:`, `- date:`), unlike a page's `Reading:` label. */
const YAML_KEY = /^\s*(?:- )?[a-z_][a-z0-9_-]*:(?:\s|$)/;
const NESTED_KEY = /^(?:\s+|\s*- )[a-z_][a-z0-9_-]*:(?:\s|$)/;

function mostlyYaml(lines: string[]): boolean {
  const filled = lines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const keys = filled.filter((l) => YAML_KEY.test(l)).length;
  const nested = filled.filter((l) => NESTED_KEY.test(l)).length;
  return filled.length >= 6 && keys >= 0.4 * filled.length && nested >= 3;
}

/** The kind of source file the text is, or null for a page's or a document's text. */
export function sourceKind(text: string): string | null {
  const lines = text.split('\n');
  if (/\\begin\{document\}|\\section\*?\{|\\item\b/.test(text)) return 'LaTeX';
  if (lines.filter((l) => /^#\+[A-Za-z_]+:/.test(l)).length >= 2) return 'Org';
  if (lines.filter((l) => /^\s*<(?:tr|td|li|p|div|h[1-6])\b/i.test(l)).length >= 3) return 'HTML';
  if (mostlyYaml(lines)) return 'YAML';
  return null;
}
