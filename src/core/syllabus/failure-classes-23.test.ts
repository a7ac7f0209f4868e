/**
 * Reading failure classes of the pass over the `fresh16` folder, each on a small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const weekOf = (text: string) =>
  structureSyllabusText(text)
    .weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]))
    .filter(([, pages]) => pages !== null);

describe('lessons numbered with a colon over reading bullets', () => {
  it('puts each lesson in its own week', () => {
    const r = weekOf(
      [
        'Course Schedule',
        '1: Orientation',
        '  • Course guide',
        '2: Rivers and Cities',
        '  • Ames, "Water Towns" (CR, pp. 4-19)',
        '  • Submit the lesson 2 questions',
        '3: Trade Routes',
        '  • Bell, "Caravans and Ports" (CR, pp. 20-31)',
        '4: Empires',
        '  • Cole, "The Long Road" (CR, pp. 32-47)',
      ].join('\n'),
    );
    expect(r).toEqual([
      [2, '4-19'],
      [3, '20-31'],
      [4, '32-47'],
    ]);
  });
});

describe('an author whose name is also an instruction verb', () => {
  it('is a reading when a comma follows the name', () => {
    const titles = structureSyllabusText(
      [
        '1: Foundations',
        '  • Post, "Rules and Their Reasons" (CR, pp. 40-52)',
        '  • Post your reply to the lesson forum',
        '2: Precedent',
        '  • Dale, "On Precedent" (CR, pp. 60-71)',
        '3: Statutes',
        '  • Eve, "Reading Statutes" (CR, pp. 72-80)',
      ].join('\n'),
    ).weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]));
    expect(titles).toEqual([
      [1, '40-52'],
      [2, '60-71'],
      [3, '72-80'],
    ]);
  });
});

describe('an undated numbered list whose topics end in a bare page span', () => {
  it('reads each topic with its span as the unit reading, and a Skip line as no reading', () => {
    const r = weekOf(
      [
        'The list below sets out the readings in the order we will review them.',
        '',
        '1. Formation of Partnerships 12-30',
        '',
        'Review the Acme hypothetical problem (course website)',
        '',
        '2. Duties of Partners 31-58',
        '',
        'Read Unif. Partnership Act §§ 401, 404',
        'Skip the comments at CB p. 44',
        '',
        '3. Dissolution 59-77',
      ].join('\n'),
    );
    expect(r).toEqual([
      [1, '12-30'],
      [2, '31-58'],
      [3, '59-77'],
    ]);
  });

  it('leaves a span of years in a topic alone', () => {
    const r = weekOf(
      ['1. The War Years 1914-1918', '2. Between the Wars 1919-1939', '3. Depression 1929-1933'].join('\n'),
    );
    expect(r).toEqual([]);
  });
});

describe('a statute cited by a chain of abbreviations', () => {
  it('stays one reading', () => {
    const titles = structureSyllabusText(
      ['Week 1', 'Read Del. Gen. Corp. Law §§ 101, 102', 'Skim Model Bus. Corp. Act §§ 2.01, 2.02'].join(
        '\n',
      ),
    ).weeks.flatMap((w) => w.readings.map((r) => r.title));
    expect(titles).toEqual(['Del. Gen. Corp. Law §§ 101, 102', 'Model Bus. Corp. Act §§ 2.01, 2.02']);
  });
});

describe('a prose week line naming an author with initials and a work', () => {
  it('is the week reading; a topic of the same shape without initials is not', () => {
    const titles = structureSyllabusText(
      [
        'Week 1 Introduction to the module',
        'Week 2: T. S. Eliot, The Waste Land',
        'Week 3: Looking Backwards, Looking Forward',
        'Week 4: Virginia Woolf, “Modern Fiction” (1925)',
      ].join('\n'),
    ).weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.title]));
    expect(titles.map(([week]) => week)).toEqual([2, 4]);
  });
});

describe('a numbered plan of hours before the dated classes', () => {
  it('opens no weeks: the first dated class is week 1', () => {
    const r = weekOf(
      [
        'No. Topic Planned amount in hours',
        '1. Sources of the law 1 hour',
        '2. Arrest and detention 2 hours',
        '3. Searches of the home 2 hours',
        '4. Searches of cars 2 hours',
        '',
        'Tuesday – June 6th – read pages 10-24',
      ].join('\n'),
    );
    expect(r).toEqual([[1, '10-24']]);
  });
});
