/**
 * Failure classes of round 34, continued: a task of answering questions on a page (its pages hold the
 * questions, not a reading), an assignment label before the read verb (`FLIP assignment: Read ...`), and a
 * web article titled by a question with its address after it.
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { fromReadInstruction } from './embedded-read';
import { read } from './layouts/testing';

const judged = (text: string) => classifySpan({ text, context: 'line', bulletPrior: 0 });

describe('a task of answering questions on a page', () => {
  it('is no reading, however its pages are written', () => {
    for (const text of [
      'Complete questions on pg. 12 of the reader and hand them in',
      'Answer the review questions, pp. 40-41',
      'Do all end-of-chapter questions on p. 88',
    ]) {
      expect(judged(text).features).toContain('exclusion');
      expect(judged(text).take).toBe(false);
    }
  });

  it('leaves a reading about questions alone', () => {
    expect(judged('Read Okafor, Hard Questions in Tort, pp. 3-19').take).toBe(true);
    expect(judged('Questions of Method, ch. 2').features).not.toContain('exclusion');
  });
});

describe('an assignment label before the read verb', () => {
  it('is cut off, so the reading is titled by what is read', () => {
    expect(fromReadInstruction('Prep assignment: Read the harbour reader pp. 4-9')).toBe(
      'Read the harbour reader pp. 4-9',
    );
    expect(fromReadInstruction('Homework for Tuesday: please read Okafor, ch. 2')).toBe('read Okafor, ch. 2');
    expect(
      fromReadInstruction('Week 2 Materials: Assignment for the next class: Skim Mensah, Tides, pp. 1-5'),
    ).toBe('Skim Mensah, Tides, pp. 1-5');
  });

  it('keeps a source named before the colon (`Okafor: read pp. 1-5`)', () => {
    expect(fromReadInstruction('Okafor: Please read pp. 1-5')).toBe('Okafor: Please read pp. 1-5');
  });

  it('titles the day’s reading by the work', () => {
    const r = read([
      'Monday, September 8, 2031',
      'Prep assignment: Read the harbour reader pgs. 4-9',
      'Wednesday, September 10, 2031',
      'Assignment for the next class: Read Okafor, Tides and Ports, ch. 2',
    ]);
    expect(r.rows.map((row) => [row[1], row[2]])).toEqual([
      ['the harbour reader', '4-9'],
      ['Okafor, Tides and Ports, ch. 2', null],
    ]);
  });
});

describe('a work titled by a question, its address after it', () => {
  it('is no question to the class', () => {
    const t = 'Should Ports Be Public? https://tidewater.org/should-ports-be-public';
    expect(classifySpan({ text: t, context: 'label', bulletPrior: 1 }).features).not.toContain('question');
    expect(judged('Should ports be public? Discuss in class.').features).toContain('question');
  });

  it('is read under a reading label', () => {
    const r = read([
      '## Week 1: Ports',
      'Read:',
      '* Should Ports Be Public? https://tidewater.org/should-ports-be-public',
      '* Tides and Walls. https://tidewater.org/tides',
    ]);
    expect(r.titles).toEqual(['Should Ports Be Public?', 'Tides and Walls.']);
  });
});

describe('an instruction to click in a web page', () => {
  it('is no reading (`Click Print for handouts`, `… go to the portal and click on the arrow`)', () => {
    expect(judged('Click Print / PDF for handouts').take).toBe(false);
    expect(judged('To reach both tools, go to the portal and click on the "Apps" arrow').take).toBe(false);
    expect(judged('Clicking Through: Okafor, ch. 2').features).not.toContain('exclusion');
  });
});
