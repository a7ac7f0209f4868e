import { describe, expect, it } from 'vitest';
import { isProblemList } from './covered-sections';

describe('covered sections', () => {
  it('a section, a colon and problem numbers is a problem list; pages or a title are not', () => {
    expect(isProblemList('Section 4.2: 1, 3, 5 odd')).toBe(true);
    expect(isProblemList('Section 4.2: 12-20')).toBe(false);
    expect(isProblemList('Section 4.2 Bases')).toBe(false);
  });
});
