/**
 * Issue 18: every pattern the structurer runs over user text is linear in its input. These inputs
 * (about 1 MB each) made the old patterns backtrack for minutes; the test checks the results are
 * right. No timing assertion: `npm run bench:syllabus` prints the speed.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';
import { CASE_NAME, hasReadingSignal, isAdministrative, QUOTED_TITLE } from './signals';
import { stripMarkup } from './text';

const MB = 1 << 20;
const run = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

describe('linear patterns on adversarial input', () => {
  it('strips markup from long runs of spaces, dots, digits and brackets correctly', () => {
    expect(stripMarkup(`a${run(' ')}b`)).toBe('a b');
    expect(stripMarkup(`Torts${run(' ')}, ch. 2`)).toBe('Torts, ch. 2');
    expect(stripMarkup(run('.'))).toBe(run('.'));
    expect(stripMarkup(run('1'))).toBe(run('1'));
    expect(stripMarkup(run('['))).toBe(run('['));
    expect(stripMarkup(run('!['))).toBe(run('!['));
    expect(stripMarkup(run('[a]('))).toBe(run('[a]('));
    expect(stripMarkup(run('<a'))).toBe(run('<a'));
    expect(stripMarkup(run('<http:'))).toBe(run('<http:'));
    expect(stripMarkup(`[${'\\'.repeat(MB)}x`)).toBe(`[${'\\'.repeat(MB / 2)}x`);
    expect(stripMarkup(`${run('[')}[Casebook](https://x.test) 1-5`)).toBe(`${run('[')}Casebook 1-5`);
  });

  it('finds case names and quoted titles without rescanning the text', () => {
    expect(CASE_NAME.test(run('A '))).toBe(false);
    expect(CASE_NAME.test(run('1 '))).toBe(false);
    expect(CASE_NAME.test(run('A'))).toBe(false);
    expect(CASE_NAME.test(`${run('A ')} v. Perry`)).toBe(true);
    expect(CASE_NAME.test(`${run(' ')}Lucy v. Zehmer`)).toBe(true);
    expect(QUOTED_TITLE.test(run('“'))).toBe(false);
    expect(QUOTED_TITLE.test(`${run('“')}“Recitatif”`)).toBe(true);
  });

  it('classifies long adversarial lines', () => {
    expect(hasReadingSignal(run(' '))).toBe(false);
    expect(hasReadingSignal(run('.'))).toBe(false);
    expect(hasReadingSignal(`${run(' ')} pp. 10-20`)).toBe(true);
    expect(isAdministrative(run('A '))).toBe(false);
  });

  it('structures long runs of the markers the fresh2 layouts read (counted items, page lines, bullets, HTML rows)', () => {
    // 128 KB each: every line opens a session or a row, so this also checks nothing rescans the sessions.
    for (const unit of ['[1] A ', '18-26\n', '  • ', '<tr><td>1</td></tr>\n', 'Monday-', '———. “']) {
      expect(structureSyllabusText(run(unit, MB / 8)).weeks.flatMap((w) => w.readings)).toEqual([]);
    }
  });

  it('structures long runs inside a line (trailing punctuation and closing hashes are trimmed linearly)', () => {
    // A run that is not at the end of its line: a `[.;,]+$` pattern tried it from every position (quadratic).
    for (const unit of ['.', ',', ';', '#', '. ', ' .', ', ', '; ', '• ']) {
      const syllabus = structureSyllabusText(`Week 1 ${run(unit, MB / 8)}x`);
      expect(syllabus.weeks.flatMap((w) => w.readings)).toEqual([]);
    }
  });

  it('structures a megabyte of runs without a reading', () => {
    for (const unit of [' ', '.', '1', '[', '“', '|']) {
      expect(structureSyllabusText(run(unit)).weeks.flatMap((w) => w.readings)).toEqual([]);
    }
  });
});
