import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { withoutStruckText } from './struck-text';

describe('withoutStruckText', () => {
  it('removes struck spans, a line left with its marker only becoming empty, one line per line', () => {
    const lines = [
      '- <del>Park, "Old Dams," River Review 2 (1990): 1-20.</del>',
      '- Lane, The Dam Builders, 40-61 <s>(draft)</s>',
      '- ~~Ortiz, Judging the Water~~',
      '- Moss, Rivers, Ch. 1',
    ];
    expect(withoutStruckText(lines)).toEqual([
      '',
      '- Lane, The Dam Builders, 40-61 ',
      '',
      '- Moss, Rivers, Ch. 1',
    ]);
  });

  it('leaves an unclosed strike, a lone tilde pair and other tags alone', () => {
    const lines = ['- <del>Park, Old Dams', '- about ~~ 20 pages', '- <a href="x">Lane</a>'];
    expect(withoutStruckText(lines)).toBe(lines);
  });
});

describe('a reading struck through on the page', () => {
  it('is no reading; the others of the class are', () => {
    const r = read([
      '## Tues, Jan 20',
      '- Lane, <a href="https://example.org/l">"The Dam Builders,"</a> *Western History* 12 (2001): 40-61.',
      '- <del>Park, <a href="">"Old Dams,"</a> *River Review* 2 (1990): 1-20.</del>',
      '- Ortiz, <a href="https://example.org/o">"Judging the Water,"</a> *Law and Society* 3 (2010): 5-30.',
      '## Thurs, Jan 22',
      '- Moss, <a href="https://example.org/m">"Rivers of the West,"</a> *Pacific Review* 8 (2004): 11-30.',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['40-61', '5-30', '11-30']);
  });
});
