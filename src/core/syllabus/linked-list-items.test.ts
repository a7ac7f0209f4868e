/**
 * linked-list-items.ts (round 39, fresh54 l541): a reading label's `;` list whose items include works named by
 * their title and their link. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { linkedListItems, linkedTitle } from './linked-list-items';
import { read } from './layouts/testing';

describe('linkedTitle', () => {
  it('reads the title before a link, with or without a where-note', () => {
    expect(linkedTitle('Rivers and the Public Trust Today - http://example.org/a/rivers.pdf')).toBe(
      'Rivers and the Public Trust Today',
    );
    expect(
      linkedTitle('Notes on Shared Waters available on the Water Board website: http://example.org/w.html'),
    ).toBe('Notes on Shared Waters');
  });

  it('is no title when the words before the link are too few or not a title', () => {
    expect(linkedTitle('see http://example.org/x')).toBeNull();
    expect(linkedTitle('read the notes posted at http://example.org/x')).toBeNull();
    expect(linkedTitle('Rivers and Trust')).toBeNull();
  });
});

describe('linkedListItems', () => {
  it('keeps linked titles as items and drops a where-note', () => {
    expect(
      linkedListItems([
        'Brook, Chapter 3, pages 10-40',
        'Alder v. Birch, [1990] 1 S.C.R. 12',
        'Rivers and the Public Trust Today - http://example.org/r.pdf',
        'available online: - http://example.org/r2.pdf',
      ]),
    ).toEqual([
      'Brook, Chapter 3, pages 10-40',
      'Alder v. Birch, [1990] 1 S.C.R. 12',
      'Rivers and the Public Trust Today',
    ]);
  });

  it('is no list when fewer than two items name readings on their own', () => {
    expect(
      linkedListItems([
        'Brook, Chapter 3, pages 10-40',
        'Rivers and the Public Trust Today - http://example.org/r.pdf',
        'and then we discuss',
      ]),
    ).toBeNull();
  });
});

describe('a Required Readings paragraph with linked titles', () => {
  it('gives one reading per item', () => {
    const r = read([
      'Water Law Study Guide',
      '',
      'Week 1: Sources of Water Rights',
      '',
      'Required Readings: Brook, Chapter 3, pages 10-40; Alder v. Birch, [1990] 1 S.C.R. 12; Rivers and the Public Trust Today - http://example.org/r.pdf; Cole v. Dunn, 2004 FCA 9',
    ]);
    expect(r.titles.length).toBe(4);
    expect(r.titles.some((t) => t === 'Rivers and the Public Trust Today')).toBe(true);
    expect(r.titles.some((t) => t.includes(';'))).toBe(false);
  });
});
