import { describe, expect, it } from 'vitest';
import { splitAtGluedDateRows } from './glued-date-rows';

describe('splitAtGluedDateRows', () => {
  it('cuts a run-together calendar before each row date, glued to the last word or after a space', () => {
    expect(
      splitAtGluedDateRows(
        'Sep 2 Welcome and PolicySep 4, 9 Unit 1: Cells and Tissues Sep 11, 16 Unit 2: OrgansSep 18, Oct 2, 7 Unit 3: Systems',
      ),
    ).toEqual([
      'Sep 2 Welcome and Policy',
      'Sep 4, 9 Unit 1: Cells and Tissues',
      'Sep 11, 16 Unit 2: Organs',
      'Sep 18, Oct 2, 7 Unit 3: Systems',
    ]);
  });

  it('keeps the text before the first row as a piece of its own', () => {
    expect(
      splitAtGluedDateRows('Classes: ---Mar 1 Intro Mar 3 Part One Mar 8 Part Two Mar 10 Part Three')?.[0],
    ).toBe('Classes: ---');
  });

  it('leaves a sentence with fewer than four dates, or dates out of order, alone', () => {
    expect(
      splitAtGluedDateRows('Papers are due Oct 3 Friday and Nov 7 Friday, the exam is Dec 9 Monday.'),
    ).toBeNull();
    expect(splitAtGluedDateRows('Mar 3 Alpha Jan 5 Beta Feb 7 Gamma Apr 9 Delta')).toBeNull();
  });

  it('takes no date glued to a capital or a digit, nor one followed by a lower-case word', () => {
    expect(splitAtGluedDateRows('FEBRUARY 5 A Jan 7 B 2026Jan 9 C Jan 11 D Jan 13 E')).toBeNull();
    expect(splitAtGluedDateRows('Jan 5 read Jan 7 read Jan 9 read Jan 11 read')).toBeNull();
  });
});

describe('splitAtGluedDateRows after a number', () => {
  it('takes no date that follows a row number or a number cell', () => {
    expect(
      splitAtGluedDateRows(
        '3. Sep 14 Review 4. Sep 16 Exam 5. Sep 21 Waves 6. Sep 23 Optics 7. Sep 28 Sound',
      ),
    ).toBeNull();
    expect(
      splitAtGluedDateRows('Cells 4 Sep 2 Test 7 Oct 1 Genes 9 Nov 3 Plants 12 Dec 1 Review'),
    ).toBeNull();
  });
});
