/**
 * Failure classes of the fresh11 round (layouts of unseen syllabi the structurer missed at first
 * sight), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { isActivityLabel } from './layouts/activity-label';
import { discussedReadings } from './layouts/discussed-topic';
import { read } from './layouts/testing';

describe('label lines alone on a line: `Reading Due` / `In Class` / `Assignment Due`', () => {
  const lines = [
    'Week 1 (9 & 12 March)',
    'Assignment Due',
    'Response paper 1.',
    'Reading Due',
    '• Ortega & Marsh, “Chapter 2: Harbours and Trade”.',
    'Coastal Atlas, 110-118 (Salt Roads).',
    'In Class',
    '• Mapping the salt routes of the north coast.',
    '• Questions of trade and tolls in the harbour towns.',
    '',
    'Week 2 (16 & 19 March)',
    'Reading Due',
    '• Ortega & Marsh, “Chapter 3: Markets”.',
    'In-class activities',
    '• Market towns compared across the two regions.',
  ];

  it('reads the items under `In Class` as class activities, not readings', () => {
    const r = read(lines);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.join(' | ')).not.toMatch(/Mapping|Questions of trade|Market towns/);
    expect(r.rows.map(([w]) => w)).toEqual([1, 1, 2]);
  });

  it('knows a class-activity label alone on its line', () => {
    expect(isActivityLabel('In Class')).toBe(true);
    expect(isActivityLabel('In-class activities:')).toBe(true);
    expect(isActivityLabel('Assignment Due')).toBe(true);
    expect(isActivityLabel('Discussion questions:')).toBe(true);
    expect(isActivityLabel('In class we read Hobbes, Leviathan ch. 13')).toBe(false);
    expect(isActivityLabel('Reading Due')).toBe(false);
  });
});

describe('an announcement with one prose paragraph per class day', () => {
  const lines = [
    'Harbour Law, Fall 2003',
    '',
    'Reading assignments for week of October 6 (Posted 10/3/03).',
    '',
    'On Tuesday, October 7, we will discuss salvage claims. You should read [or reread] pp. 210-233; we will focus in discussion on problems 4-1 through 4-3, and on Marsh v. Tolland.',
    '',
    'On Thursday, October 9, we will finish discussing salvage, then we will turn to the topics of tolls and dues. You should read pp. 234-250.',
  ];

  it('reads the read clause as the pages of the topic the class discusses, not the problems or cases', () => {
    const r = read(lines);
    expect(r.rows).toEqual([
      [1, 'salvage claims', '210-233', '2003-10-07'],
      [1, 'tolls and dues', '234-250', '2003-10-09'],
    ]);
  });

  it('leaves a paragraph without a discussed topic or a read clause alone', () => {
    expect(discussedReadings('we will discuss salvage claims in class.')).toBeNull();
    expect(discussedReadings('You should read pp. 10-20.')).toBeNull();
    expect(discussedReadings('we will cover tolls. Read pp. 3-9, 12-14.')).toBe('tolls, pp. 3-9, 12-14');
  });
});

describe('a course blog listing study guides and cases kept for reference beside the readings', () => {
  const line = (text: string) => classifySpan({ text, context: 'line', bulletPrior: 0 });

  it('does not take a study guide or a case listed for reference', () => {
    expect(line('Study Guide: Marsh v Tolland – Salvage').take).toBe(false);
    expect(line('Study guides: Harbour Tolls, Part II').take).toBe(false);
    expect(line('Lund Shipping, Inc. v. Ortega Ferries, Inc., 211 F.3d 40 (2009) – for reference').take).toBe(
      false,
    );
  });

  it('still takes the case the class reads', () => {
    expect(line('Read Marsh v. Tolland (edited version)').take).toBe(true);
    expect(line('Lund Shipping, Inc. v. Ortega Ferries, Inc., 211 F.3d 40 (2009)').take).toBe(true);
  });
});

describe('a calendar of `Month Day (Weekday)` lines over `* Read for today:` label bullets', () => {
  it('reads the label as a reading label, so the title starts with the work', () => {
    const r = read([
      'March 2 (Tuesday)',
      '* Discussion Topic: Harbours and tolls',
      '* Read for today: Ortega: Chapters 1 and 2',
      'March 4 (Thursday)',
      '* Read before class: Marsh: Chapter 3.1-3.4',
    ]);
    expect(r.titles).toEqual(['Ortega: Chapters 1 and 2', 'Marsh: Chapter 3.1-3.4']);
  });
});

describe('a Word schedule table run into one paragraph with `WEEK N` markers in mid-line', () => {
  it('cuts the paragraph before each WEEK marker, so each week reads its own readings', () => {
    const r = read([
      'Grades are final once posted. SCHEDULE OF READINGS Date Topic Assignment WEEK 1 Tues. 9/2 Introduction No readings Thurs. 9/4 Harbours Ortega, “The Salt Roads” Coastal Review 12:3, pp. 40-61 (1998) WEEK 2 Tues. 9/9 Tolls Marsh, excerpt from “Ferries and Dues” Harbour Law Journal 8:1, pp. 101-130 (2001) Thurs. 9/11 Markets',
    ]);
    expect(r.rows.map(([w, , p]) => [w, p])).toEqual([
      [1, '40-61'],
      [2, '101-130'],
    ]);
  });
});
