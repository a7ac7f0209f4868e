import { describe, expect, it } from 'vitest';
import { splitAtNextAuthor } from './next-author';

describe('the next work’s author after a page range', () => {
  it('cuts before a surname and a title after the pages', () => {
    expect(splitAtNextAuthor('Doe, Rules, pp. 3-9 Roe, The Order of Things')).toEqual([
      'Doe, Rules, pp. 3-9',
      'Roe, The Order of Things',
    ]);
  });

  it('keeps a list of names after the pages (the cases they hold)', () => {
    expect(splitAtNextAuthor('CB 3-9 Adams, Baker, and Clark')).toEqual(['CB 3-9 Adams, Baker, and Clark']);
  });
});
