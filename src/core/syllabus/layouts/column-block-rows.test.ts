import { describe, expect, it } from 'vitest';
import { columnBlockParagraphs, splitColumnBlocks } from './column-block-rows';

const LINE =
  'Geology 210 Course Outline Spring 2031 Lecture 1. 2. 3. Date Feb. 3 Feb. 5 Feb. 10 Topic Rocks and Minerals ' +
  'Plate Tectonics Volcanoes Reading Ch. 1 Ch. 2 Ch. 3 Field trip sign-up due 4. 5. Feb. 12 Feb. 17 Earthquakes ' +
  'Rivers Ch. 4 Ch. 5 Midterm - Feb. 19';

describe('a lecture table given column by column in blocks on one line', () => {
  it('pairs the n-th date of a block with its n-th chapter cell and keeps the note after the cells', () => {
    expect(splitColumnBlocks(LINE)).toEqual([
      'Geology 210 Course Outline Spring 2031 Lecture',
      'Feb. 3 Ch. 1',
      'Feb. 5 Ch. 2',
      'Feb. 10 Ch. 3',
      'Field trip sign-up due',
      'Feb. 12 Ch. 4',
      'Feb. 17 Ch. 5',
      'Midterm - Feb. 19',
    ]);
  });

  it('leaves the later dates of a block with fewer chapter cells as rows of their own', () => {
    const line = LINE.replace('Ch. 4 Ch. 5', 'Ch. 4');
    expect(splitColumnBlocks(line)?.slice(5, 7)).toEqual(['Feb. 12 Ch. 4', 'Feb. 17']);
  });

  it('reads no block in prose with a numbered list or with one numbered date only', () => {
    expect(
      splitColumnBlocks('Steps: 1. 2. 3. are listed below, Feb. 3 is the first class, read Ch. 1 then'),
    ).toBeNull();
    expect(
      splitColumnBlocks(
        'Schedule 1. Feb. 3 Rocks Ch. 1 and some more prose 2. Feb. 5 Tectonics Ch. 2 with further words here',
      ),
    ).toBeNull();
  });
});

describe('the same line hard-wrapped at a fixed width', () => {
  it('joins the paragraph back onto its first line when only the joined text holds the blocks', () => {
    const wrapped = ['Intro', '', LINE.slice(0, 60), LINE.slice(60, 130), LINE.slice(130), '', 'Grading'];
    const out = columnBlockParagraphs(wrapped.map((l) => l.trim()));
    expect(out[2]).toBe(
      wrapped
        .slice(2, 5)
        .map((l) => l.trim())
        .join(' '),
    );
    expect(out.slice(3, 5)).toEqual(['', '']);
    expect(out[6]).toBe('Grading');
  });

  it('leaves paragraphs without the blocks alone', () => {
    const prose = ['Read Ch. 1 and Ch. 2 before', 'Feb. 3 for the first class.'];
    expect(columnBlockParagraphs(prose)).toBe(prose);
  });
});
