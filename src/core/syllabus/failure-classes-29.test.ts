/**
 * Reading failure classes of the fresh19 folder at first sight (structurer of f809118), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isNotAssignedListHeading } from './not-assigned-heading';
import { read } from './layouts/testing';

describe('a handbook week: required reading beside elective, reference and further-reading lists', () => {
  const handbook = [
    '## Week 1 - Rivers of the North',
    '',
    '### Required Reading (~60)',
    '',
    '- *A History of Rivers* by Ann Brook (40 pp)',
    '\t- Ch 2 Sources pp20-41',
    '',
    '### Elective Reading',
    '',
    'Choose one of these categories: A OR B.',
    '',
    '- (A) Delta Towns pp100-120',
    '- (B) Mill Streams pp200-215',
    '',
    '### Reference',
    '',
    '- Stone, Carl. *Atlas of Water*. Lake Press, 2001.',
    '',
    '### General Further Reading',
    '',
    '* Reed, Dana. *Bridges and Fords*. Hill Books, 1999.',
    '* Marsh, Eli. *The Canal Age*. Vale, 2004.',
    '',
    '## Week 2 - Rivers of the South',
    '',
    '### Required Reading (~30)',
    '',
    '- Ann Brook, *A History of Rivers*, Ch 3 Floods pp42-70',
  ];

  it('takes the required readings of each week, none of the lists beside them', () => {
    const r = read(handbook);
    expect(r.titles.some((t) => t.includes('Sources'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Floods'))).toBe(true);
    for (const other of [
      'Delta Towns',
      'Mill Streams',
      'Atlas of Water',
      'Bridges and Fords',
      'The Canal Age',
    ])
      expect(r.titles.filter((t) => t.includes(other))).toEqual([]);
    expect(r.region('Elective Reading')).toBe('policy heading');
    expect(r.rows.find((row) => String(row[1]).includes('Floods'))?.[0]).toBe(2);
  });

  it('names the lists beside an assignment, not the assignment', () => {
    for (const h of [
      '### Elective Reading',
      '## General Further Reading',
      '**Optional readings:**',
      'References',
    ])
      expect(isNotAssignedListHeading(h)).toBe(true);
    for (const h of ['### Required Reading (~90)', 'Readings', 'Reference Librarian Visit', 'Further Topics'])
      expect(isNotAssignedListHeading(h)).toBe(false);
  });
});
