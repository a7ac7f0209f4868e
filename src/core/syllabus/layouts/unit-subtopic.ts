/**
 * Where numbered units are the only structure (unit-heading.ts: `### Module 2: Title` headings, no date,
 * no week heading), the numbered items under a unit heading (`1. Law as a System`, `2. Legal Memetics`,
 * numbered again from 1 under the next unit) are the unit's sub-topics: they name what the unit covers,
 * they open no class of their own, so the unit's readings stay in the unit's week. An item that carries
 * its own material (pages, a reading label, an author's work) is left to the numbered-topic rules.
 */
import { findPages } from '../pages';

const READING_LABEL = /\b(?:readings?|read)\s*:/i;

/** True when the numbered item's text is a sub-topic of the open unit (see the module comment). */
export function isUnitSubtopic(text: string, underUnit: boolean): boolean {
  return underUnit && !findPages(text) && !READING_LABEL.test(text);
}
