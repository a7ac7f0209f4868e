/**
 * Failure classes of round 38 (fresh51, branch work-f51). Small made-up examples of the same shapes (no text of
 * a corpus document).
 *
 * 1. A YAML data file of nested records whose `date:` values are a month and day WITHOUT A YEAR (`date: 02/09`):
 *    `- unit:` items holding `classes:` records holding `reading:` lists of `- name:` items. The reading lists were
 *    read, but no date heading was written for `02/09` (only ISO, slashed-with-year and month-name values were), so
 *    the readings had no class to fall under and none was kept (`yaml-schedule.ts` `monthDayHeading`).
 */
import { describe, expect, it } from 'vitest';
import { fieldListLines } from './layouts/field-list-lines';
import { read } from './layouts/testing';
import { yamlScheduleLines } from './layouts/yaml-schedule';

const NESTED = [
  '- unit: Rivers',
  '  classes:',
  '    - date: 02/09',
  '      topic:',
  '        title: Meanders',
  '        guest: A. Visitor',
  '      slides:',
  '        - name: Meander slides',
  '          file: meander.pdf',
  '      reading:',
  '        - name: The Shape of Rivers',
  '          file: shape.pdf',
  '        - name: Floodplain Sediments Revisited',
  '          link: https://example.org/flood',
  '    - date: 02/16',
  '      topic:',
  '        title: Deltas',
  '      reading:',
  '        - name: Delta Growth and Subsidence',
  '          file: delta.pdf',
  '- unit: Coasts',
  '  classes:',
  '    - date: 03/02',
  '      topic:',
  '        title: Beaches',
  '      reading:',
  '        - name: Longshore Drift Explained',
  '          link: https://example.org/drift',
];

describe('a YAML data file of nested records dated by month and day without a year', () => {
  it('writes each month/day date as a dated heading, the reading items as bullets, the slides not', () => {
    const out = yamlScheduleLines(NESTED)!;
    expect(out[2]).toBe('#### 2/9');
    expect(out[14]).toBe('#### 2/16');
    expect(out[22]).toBe('#### 3/2');
    expect(out[10]).toBe('- The Shape of Rivers');
    expect(out.some((l) => /Meander slides/.test(l))).toBe(false);
  });

  it('keeps every reading, in the weeks of its date', () => {
    const r = read(NESTED);
    expect(r.titles).toEqual([
      'The Shape of Rivers',
      'Floodplain Sediments Revisited',
      'Delta Growth and Subsidence',
      'Longshore Drift Explained',
    ]);
    const weeks = r.s.weeks.filter((w) => w.readings.length).map((w) => w.weekNumber);
    expect(weeks).toEqual([1, 2, 4]);
  });

  it('leaves a date value that is no month and day as it was', () => {
    const out = yamlScheduleLines(NESTED.map((l) => l.replace('date: 02/16', 'date: 13/40')))!;
    expect(out[14]).toBe('');
  });
});

/**
 * 2. A reStructuredText FIELD LIST used as the schedule: `:Tuesday 14/10: ...` fields, the field name the class's
 *    weekday and day-first date, a body wrapped onto lines indented under it. The leading colon hid the date
 *    opening the line, and the wrapped lines were read apart or glued across fields (`field-list-lines.ts`).
 */
const FIELDS = [
  'Course plan, autumn 2031',
  '=======================',
  '',
  ':Tuesday 14/10: Welcome. Chapter I "Sources of Law" and chapter II',
  '                "Courts and Judges".',
  ':Tuesday 21/10: Chapter III "Contracts". Hand in exercise 1.',
  ':Tuesday 28/10: Holiday. No class.',
  ':Tuesday 04/11: Chapter IV "Torts and Damages", chapter V',
  '                "Property".',
];

describe('a reStructuredText field list of dated classes', () => {
  it('writes each field as its dated line, its wrapped body joined onto it', () => {
    const out = fieldListLines(FIELDS);
    expect(out).toHaveLength(FIELDS.length);
    expect(out[3]).toBe(
      'Tuesday 14/10: Welcome. Chapter I "Sources of Law" and chapter II "Courts and Judges".',
    );
    expect(out[4]).toBe('');
    expect(out[5]).toBe('Tuesday 21/10: Chapter III "Contracts". Hand in exercise 1.');
    expect(out[7]).toBe('Tuesday 04/11: Chapter IV "Torts and Damages", chapter V "Property".');
    expect(out[8]).toBe('');
  });

  it('leaves a list of fewer than three fields, or fields without a digit, as it is', () => {
    const few = [':Tuesday 14/10: Welcome.', ':Tuesday 21/10: Chapter III.'];
    expect(fieldListLines(few)).toBe(few);
    const named = [':Author: A. Writer', ':Version: draft', ':Status: open', ':Contact: a@b.c'];
    expect(fieldListLines(named)).toBe(named);
  });

  it('reads the wrapped chapter of a field in the week of its date', () => {
    const r = read(FIELDS);
    const property = r.rows.find((row) => /Property/.test(String(row[1])));
    expect(property).toBeDefined();
    expect(property?.[0]).toBe(4);
    expect(property?.[3]).toBe('2031-11-04');
    expect(r.rows.find((row) => /Contracts/.test(String(row[1])))?.[0]).toBe(2);
  });
});
