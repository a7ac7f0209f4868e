/**
 * Failure classes seen at first sight on the `fresh10` corpus folder (corpus/syllabi/fresh10/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { bookLabelSegments } from './book-labels';
import { classifySpan } from './classify';
import { columnKind } from './columns';
import { isExerciseList } from './exercise-list';
import { isFormula } from './formula-line';
import { read } from './layouts/testing';
import { splitTopLevel } from './readings';
import { hasReadingSignal } from './signals';
import { splitSourcedList } from './sourced-list';

describe('exercise lists beside the readings', () => {
  it('knows an exercise list by its Ex number with a section dot', () => {
    expect(isExerciseList('Ex 3.2, 4, 7--9')).toBe(true);
    expect(isExerciseList('Ex.4.1, 5')).toBe(true);
    expect(isExerciseList('worked notes Ex 2.3')).toBe(true);
    expect(isExerciseList('Ex parte Young, 209 U.S. 123')).toBe(false);
    expect(isExerciseList('Ch. 3.2, then Ex 3.2')).toBe(false);
  });

  it('never takes one as a reading, even with section numbers', () => {
    expect(classifySpan({ text: 'Ex 2.1, 2, 6, 10–14', context: 'bullet', bulletPrior: 0.5 }).take).toBe(
      false,
    );
    expect(classifySpan({ text: 'Ch. 2.1–2.6', context: 'bullet', bulletPrior: 0.5 }).take).toBe(true);
  });

  it('reads the weeks of a week-bullet list and drops their exercise lists', () => {
    const r = read([
      '### Reading',
      '',
      '* Week 1: [A] Ch.1--Ch.3',
      '* Week 2: [A] Ch.4.1--9',
      '* Week 3: [A] Ch.5',
      '',
      '### Homework',
      '',
      '* Week 1: [A] Ex 1.2, 5; Ex 2.4',
      '* Week 2: [A] Ex 4.3, 7',
      '* Week 3: [A] Ex 5.1--3',
    ]);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'Ch.1–Ch.3'],
      [2, 'Ch.4.1–9'],
      [3, 'Ch.5'],
    ]);
  });
});

describe('a reading column headed "Pre-reading"', () => {
  it('is a reading column', () => {
    expect(columnKind('Pre-reading')).toBe('reading');
    expect(columnKind('Prereading')).toBe('reading');
    expect(columnKind('Pre-lab')).toBe('other');
  });

  it('reads the table by its header: readings from that column, weeks from the Week# column', () => {
    const r = read([
      '|       |         |           |  Smith  |         |',
      '| Week# | Date    | Topic     | Pre-reading | HW Due |',
      '|-------|---------|-----------|---------|---------|',
      '| 1     | 9/2/25  | Lists     | Ch. 2   | HW1     |',
      '|-------|---------|-----------|---------|---------|',
      '| 2     | 9/9/25  | Trees     | Ch. 5-5.3 |       |',
    ]);
    expect(r.rows).toEqual([
      [1, 'Ch. 2', null, '2025-09-02'],
      [2, 'Ch. 5-5.3', null, '2025-09-09'],
    ]);
  });
});

describe('a case name whose first party ends in "et al"', () => {
  it('is a case name', () => {
    expect(hasReadingSignal('Lessees of Lawson et al v Whitman, (1851), 1 NSR 208')).toBe(true);
    expect(hasReadingSignal('Smith et al. v. Jones')).toBe(true);
    expect(hasReadingSignal('notes by Smith et al on the reading')).toBe(false);
  });
});

describe('label lines in capitals under a dated heading', () => {
  it('keeps "IN CLASS:" apart from the long reading line above it', () => {
    const r = read([
      '#### Tuesday September 08',
      'BEFORE CLASS: Read [Writing Clearly](https://example.org/a) from the Campus Writing Lab and come ready to talk about the examples in it  ',
      'IN CLASS: Discuss how writers revise their paragraphs and compare drafts written by the class today  ',
      'HOMEWORK: Post one revised paragraph to your blog.',
    ]);
    expect(r.region('IN CLASS:')).toBeDefined();
    expect(r.titles.some((t) => /IN CLASS|Discuss/.test(t))).toBe(false);
  });
});

describe('"Due Process" is a subject, not a deadline', () => {
  it('keeps a reading whose subject opens with Due Process', () => {
    const r = read([
      '| Week | Pages | Subject |',
      '|---|---|---|',
      '| 1 | 1-30 | Procedural Due Process |',
      '| 2 | 31-70 | Due Process and Incorporation |',
      '| 3 | 71-90 | Equal Protection |',
    ]);
    expect(r.rows.map(([w, , p]) => [w, p])).toEqual([
      [1, '1-30'],
      [2, '31-70'],
      [3, '71-90'],
    ]);
  });
});

describe('formulas in a study guide', () => {
  it('knows an equation by its relation sign and mathematical marks', () => {
    expect(isFormula('Ka = [H₃O⁺][A⁻]/[HA] at 25 °C')).toBe(true);
    expect(isFormula('ΔG = ΔH − TΔS')).toBe(true);
    expect(isFormula('Chapter 5: Thermochemistry')).toBe(false);
    expect(isFormula('Boyle, Notes on gases (pp. 1 = 3)')).toBe(false);
  });

  it('never takes one as a reading', () => {
    const r = read([
      '## Week 1 - Gases',
      '### Chapter References',
      '- [Chapter 10: Gases](https://example.org/ch10)',
      '### Key Topics',
      '- **Ideal gas law**: PV = nRT, with R = 8.314 J·mol⁻¹·K⁻¹',
      '- **Kw = 1.0 × 10⁻¹⁴** at 25 °C',
    ]);
    expect(r.titles).toEqual(['Chapter 10: Gases']);
  });
});

describe('bracketed book labels before section lists', () => {
  it('splits at each label, not at the ";" inside one book', () => {
    expect(bookLabelSegments('[AB] Ch.2.1--4; Ch.3.1; [C] Ch.7')).toEqual([
      { label: 'AB', text: 'Ch.2.1--4; Ch.3.1' },
      { label: 'C', text: 'Ch.7' },
    ]);
    expect(bookLabelSegments('[PDF] Ch. 2 of the notes')).toBeNull();
    expect(bookLabelSegments('Smith, Ch. 2 [optional]')).toBeNull();
  });

  it('gives one reading per book a week names', () => {
    const r = read([
      '## Week 3',
      'Reading: [AB] Ch.2.1--4; Ch.3.1; [C] Ch.7',
      '## Week 4',
      'Reading: [C] Ch.8; Ch.9.2',
    ]);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [3, 'Ch.2.1–4; Ch.3.1'],
      [3, 'Ch.7'],
      [4, 'Ch.8; Ch.9.2'],
    ]);
  });
});

describe('works listed with their sources, the links of the page lost', () => {
  const split = (t: string) => splitSourcedList(t, splitTopLevel);

  it('cuts at the commas when every part names its source or author', () => {
    expect(
      split(
        'Read Style Basics from Campus Center, Clear Writing from Writers Hub, and Editing Basics by Ann Lee',
      ),
    ).toEqual([
      'Read Style Basics from Campus Center',
      'Clear Writing from Writers Hub',
      'Editing Basics by Ann Lee',
    ]);
    expect(split('Smith, Cities and Towns, pp. 1-20')).toEqual(['Smith, Cities and Towns, pp. 1-20']);
    expect(split('Style Basics from Campus Center, then discuss it in class')).toEqual([
      'Style Basics from Campus Center, then discuss it in class',
    ]);
  });

  it('gives one reading per work', () => {
    const r = read([
      '#### Tuesday September 08',
      'BEFORE CLASS: Read [Style Basics](https://example.org/a) from Campus Center, [Clear Writing](https://example.org/b) from Writers Hub, and [Editing Basics](https://example.org/c) by Ann Lee',
    ]);
    expect(r.titles.length).toBe(3);
  });
});
