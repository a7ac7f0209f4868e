/**
 * A bibliography after the schedule: a `Bibliography` / `Works Cited` heading once the schedule has
 * given readings ends the schedule region. Its entries are the full references of works the dated
 * lines already assigned (`Hobbes, Thomas. Leviathan. Oxford: ..., 1998.`), a book list, not more
 * readings of the last class. A bibliography before any reading (a reading list) is left alone.
 */
import type { Layout } from './context';
import { DIGIT } from './line-shape';

const BIBLIOGRAPHY =
  /^(?:(?:selected|select|course|full|annotated)\s+)?(?:bibliograph(?:y|ies)|works\s+cited)\s*:?\s*$/i;

export function isBibliographyHeading(text: string): boolean {
  return BIBLIOGRAPHY.test(text.replace(/[#*_]/g, '').trim());
}

export const bibliographyHeading: Layout = {
  name: 'bibliography heading',
  shape: { lacks: DIGIT },
  read(l, ctx) {
    if (!isBibliographyHeading(l.text) || (!l.heading && l.bullet)) return null;
    if (!ctx.sessions.some((s) => s.readings.length)) return null;
    ctx.current = null;
    ctx.columns = null;
    return 'policy heading';
  },
};
