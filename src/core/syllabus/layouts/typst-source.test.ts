import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { typstSourceLines } from './typst-source';

const SOURCE = [
  '// Definitions the converter writes.',
  '#let note(body) = [',
  '  #set text(size: 0.9em)',
  '  #block(inset: 1em)[#body]',
  ']',
  '#show heading: it => {',
  '  if it.level == 1 { upper(it) } else { it }',
  '}',
  '#set page(numbering: "1")',
  '',
  '= Seminar in Urban History',
  '<seminar>',
  'We meet on Tuesdays. See the #link("https://example.edu")[course page];.',
  '',
  '= Schedule',
  '<schedule>',
  '== Origins',
  '#strong[Reading];: #cite(<Mumford1961>, form: "prose") Chapters 1-2.',
  '== Industry',
  '#strong[Reading];: #emph[Hard Times] (whole novel). @Engels1845[ch. 3]',
  '== Suburbs',
  '#strong[Reading];: #cite(<Jackson1985>, form: "prose") Chapter 5.',
  '#bibliography("readings.bib")',
];

describe('a Typst source', () => {
  it('is rewritten line for line: definitions and labels empty, headings `#` headings, units numbered, calls their text', () => {
    const out = typstSourceLines(SOURCE)!;
    expect(out).toHaveLength(SOURCE.length);
    expect(out.slice(0, 10).every((l) => l === '')).toBe(true);
    expect(out[10]).toBe('# Seminar in Urban History');
    expect(out[11]).toBe('');
    expect(out[12]).toBe('We meet on Tuesdays. See the course page.');
    expect(out[16]).toBe('1. Origins');
    expect(out[18]).toBe('2. Industry');
    expect(out[17]).toBe('Reading: Mumford1961 Chapters 1-2.');
    expect(out[19]).toBe('Reading: Hard Times (whole novel). Engels1845 ch. 3');
    expect(out[22]).toBe('');
  });

  it('reads the undated units as weeks in order, their readings, no template code', () => {
    const r = read(SOURCE);
    expect(r.s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
    expect(r.titles.some((t) => /Mumford1961/.test(t))).toBe(true);
    expect(r.titles.some((t) => /Jackson1985/.test(t))).toBe(true);
    expect(r.titles.some((t) => /inset|numbering|upper/.test(t))).toBe(false);
  });

  it('is no Typst source without definitions and `=` headings', () => {
    expect(typstSourceLines(['= Title', 'Some text', '= Other'])).toBeNull();
    expect(typstSourceLines(['#let a = 1', '#set page()', 'text'])).toBeNull();
  });
});
