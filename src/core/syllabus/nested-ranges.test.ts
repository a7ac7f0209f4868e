import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('items inside the pages of a numbered section or pointing at a passage', () => {
  const week = [
    'Tuesday, March 3, 2026',
    '* 2.1 Hearsay Defined, 101-130',
    '* Pay special attention to Implied Assertions, 112-118',
    '* 2.2 Exceptions, 131-150',
    '* Declarations Against Interest, 140-146',
    'Thursday, March 5, 2026',
    '* Chapter 3, 151-190',
    '* Smith v. Jones, 160-170',
  ];

  it('are parts of the section, not readings of their own', () => {
    const pages = read(week).rows.map((r) => r[2]);
    expect(pages).toEqual(['101-130', '131-150', '151-190', '160-170']);
  });

  it('keep a work of its own inside a chapter that is no numbered section', () => {
    expect(read(week).titles.some((t) => t.startsWith('Smith v. Jones'))).toBe(true);
  });
});
