import { describe, expect, it } from 'vitest';
import { findPages, formatPages, leadingPages } from './pages';

describe('page references', () => {
  it.each([
    ['Pgs. 1-9', '1-9'],
    ['Read pp. 45-78 tonight.', '45-78'],
    ['cb 432-40, Right to Exclude', '432-40'],
    ['Pgs. 734 - 742', '734-742'],
    ['Pgs. 37, 46-55', '37, 46-55'],
    ['Wall, 1-8; 11-20', '1-8'],
    ['Privacy, vii-ix, 1-9, 42-48', 'vii-ix, 1-9, 42-48'],
    ['Mansfield, original pages 99-105', '99-105'],
  ])('finds the pages in %s', (text, pages) => {
    expect(findPages(text)?.pages).toBe(pages);
  });

  it.each([
    'Restatement (2d) of Judgments, §§ 13-26',
    'Tracy, chs. 1 - 4',
    'FRE 401-403',
    'The Burden of German History, 1648-1918',
    'Meeting: November 3, 15:15–17:00',
    'Sections 1–2',
    'Civil Procedure',
  ])('finds no pages in %s', (text) => {
    expect(findPages(text)).toBeNull();
  });

  it('reads a page list that opens a line', () => {
    expect(leadingPages('311-25 Acquiring Property – water rights')?.pages).toBe('311-25');
    expect(leadingPages('53-61, 255-60 Acquiring Property')?.pages).toBe('53-61, 255-60');
    expect(leadingPages('Acquiring Property 311-25')).toBeNull();
  });

  it('formats dashes and separators canonically', () => {
    expect(formatPages('734 – 742;  750')).toBe('734-742, 750');
  });
});
