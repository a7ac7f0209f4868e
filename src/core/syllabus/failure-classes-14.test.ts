/**
 * Failure classes of the misses round after fresh8 (layouts the structurer still missed in the
 * corpus), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { editLinkHeading } from './edit-links';
import { fromReadInstruction } from './embedded-read';
import { unglueItemNumber } from './glued-numbers';
import { assignedItem, dueHeadingDate, weekBefore } from './layouts/due-heading';
import { instructionReading } from './layouts/numbered-instruction';
import { read } from './layouts/testing';
import { classifySpan } from './classify';

describe('a class blog listed newest first under `[Due <date>]` headings', () => {
  const lines = [
    '[Due Friday, October 24th] Reading journal',
    '',
    '  • Assigned Monday, 10/13: Read "Harbor Towns" chapter on the salt trade.',
    '  • Assigned Wednesday, 10/15: "Rivers of Grain" Chapter 2',
    '  • Assigned Wednesday, 10/15: questions regarding the harbor map',
    '',
    '[Due Friday, October 17th] Reading journal',
    '',
    'Keep adding class notes to your journal.',
    '',
    '1. Warm up from Monday.',
    '2. "Rivers of Grain" Ch. 1 (assigned October 6th), with notes from the Tuesday class.',
    '',
    '[Due Friday, October 10th] Reading journal',
    '',
    'Add your notes from the week.',
    '',
    '1. Coastal Trade, p. 12-30 [ports and tolls]',
    '2. Harbor Towns, Ch. 3',
    '',
    '[Due Friday, October 3rd] Map essay',
    '',
    'See handout for details.',
  ];

  it('reads each item in the week it was assigned, weeks in calendar order', () => {
    const r = read(lines);
    expect(r.rows.map(([w, t, p]) => [w, t, p])).toEqual([
      [1, 'Coastal Trade', '12-30'],
      [1, 'Harbor Towns, Ch. 3', null],
      [2, '"Rivers of Grain" Ch. 1', null],
      [3, '"Harbor Towns" chapter on the salt trade', null],
      [3, '"Rivers of Grain" Chapter 2', null],
    ]);
  });

  it('reads the due date of the heading and the assignment date of an item', () => {
    expect(dueHeadingDate('[Due Monday, April 14th] Reading notes')).toEqual({
      date: { month: 4, day: 14 },
      weekday: 0,
    });
    expect(dueHeadingDate('[Due soon] Reading notes')).toBeNull();
    expect(dueHeadingDate('Due Monday, April 14th: essay')).toBeNull();
    expect(assignedItem('Assigned Tuesday, 2/25: "A Book" Chapter 3')).toEqual({
      date: { month: 2, day: 25 },
      weekday: 1,
      rest: '"A Book" Chapter 3',
    });
    expect(assignedItem('"A Book" Ch. 8 (assigned March 3rd), with notes')?.rest).toBe('"A Book" Ch. 8');
    expect(assignedItem('"A Book" Ch. 8')).toBeNull();
  });

  it('dates the work of an item without an assignment date a week before the due day', () => {
    expect(weekBefore({ month: 3, day: 3 })).toEqual({ month: 2, day: 24 });
    expect(weekBefore({ month: 1, day: 5, year: 2025 })).toEqual({ month: 12, day: 29, year: 2024 });
  });

  it('takes a `questions regarding …` item for an exercise, not a reading', () => {
    const item = (text: string) => classifySpan({ text, context: 'bullet', bulletPrior: 0.9 });
    expect(item('questions regarding the Charter of Rights vs. the U.S. Constitution').take).toBe(false);
    expect(item('Questions on the Charter of Rights').features).toContain('exclusion');
    expect(item('"Questions of Law" Chapter 2').take).toBe(true);
  });
});

describe('a wiki page flattened with `[edit]` section links and numbered instructions', () => {
  const lines = [
    'Property/Course Page',
    'From a course wiki',
    '[edit] Week 1',
    '[edit] Possession',
    '[edit] Assignment',
    '1.Read the opening chapter of the Property Primer.',
    '2.Read the encyclopedia article on Pierson v. Post',
    '[edit] Week 2',
    '[edit] Adverse Possession',
    '[edit] Assignment',
    '1.Read the following cases and outline them in your notebook. Bring the outline to class.',
    '2.Compare your outline with the model answer.',
    '3.Read the encyclopedia article on Howard v. Kunto',
  ];

  it('reads the edit links as headings and the read instructions as readings of the week', () => {
    const r = read(lines);
    expect(r.region('Week 1')).toBe('week heading');
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'the opening chapter of the Property Primer'],
      [1, 'the encyclopedia article on Pierson v. Post'],
      [2, 'Adverse Possession: the following cases'],
      [2, 'the encyclopedia article on Howard v. Kunto'],
    ]);
  });

  it('turns an edit link before or after a title into a heading, and nothing else', () => {
    expect(editLinkHeading('[edit] Week 1')).toBe('## Week 1');
    expect(editLinkHeading('Week 1[edit]')).toBe('## Week 1');
    expect(editLinkHeading('Week 1 [edit source]')).toBe('## Week 1');
    expect(editLinkHeading('[edited by the clerk] Week 1')).toBe('[edited by the clerk] Week 1');
    expect(editLinkHeading('[edit]')).toBe('[edit]');
  });

  it('puts back the space after a glued item number only before a word', () => {
    expect(unglueItemNumber('1.Read the cases')).toBe('1. Read the cases');
    expect(unglueItemNumber('11.1 Vectors')).toBe('11.1 Vectors');
    expect(unglueItemNumber('3.B Remedies')).toBe('3.B Remedies');
  });

  it('cuts a task on the item off and titles a lost list by the topic', () => {
    expect(instructionReading('Read chapter 2 and summarise it in a page.', [])).toBe('Read chapter 2.');
    expect(instructionReading('Read the following cases.', ['Torts', 'Assignment'])).toBe(
      'Torts: the following cases',
    );
    expect(instructionReading('Read the following cases.', [])).toBe('Read the following cases.');
  });
});

describe('a read instruction inside a sentence of prose', () => {
  const lines = [
    'Week 1',
    '- Federalist No. 10. It is short. Read it. For the first class, please also read Hamilton’s 1787 Letter (printed below). Finally, read CB pages 1-20.',
  ];

  it('takes the work after `please also read`', () => {
    const r = read(lines);
    expect(r.titles.some((t) => t.startsWith('Hamilton’s 1787 Letter'))).toBe(true);
  });

  it('starts the span at the read verb', () => {
    expect(fromReadInstruction('For the first class, please also read X’s Memo')).toBe('read X’s Memo');
    expect(fromReadInstruction('Please read the Preface')).toBe('read the Preface');
    expect(fromReadInstruction('Read the Preface, please')).toBe('Read the Preface, please');
  });
});
