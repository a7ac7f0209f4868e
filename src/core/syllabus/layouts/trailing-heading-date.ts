/**
 * A class heading whose date closes it, after its topic: `Class 3 - Automated Document Assembly -
 * September 25, 2020`, `Lecture 4 – Graphs – Oct. 2`. The last dash-separated part is the date (and
 * nothing else); what stands before it is the class's topic, not something to read.
 */
import { type LeadingDate, leadingDate } from '../dates';

export interface TrailingDate {
  date: LeadingDate;
  topic: string;
}

const SEPARATORS = [' - ', ' – ', ' — '];

export function trailingHeadingDate(rest: string): TrailingDate | null {
  const text = rest.trim();
  const cut = Math.max(...SEPARATORS.map((s) => text.lastIndexOf(s)));
  if (cut <= 0) return null;
  const date = leadingDate(text.slice(cut + 3).trim());
  if (!date || date.rest.replace(/[\s.,;:)]+/g, '')) return null;
  const topic = text
    .slice(0, cut)
    .replace(/^[\s:.,(|–—-]+/, '')
    .trim();
  return topic ? { date, topic } : null;
}
