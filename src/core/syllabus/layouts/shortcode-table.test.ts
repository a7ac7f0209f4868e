import { describe, expect, it } from 'vitest';
import { shortcodeTableLines } from './shortcode-table';
import { read } from './testing';

const cell = (text: string[]) => ['{{< tdopen >}}', ...text, '{{< tdclose >}}'];
const row = (...cells: string[][]) => ['{{< tropen >}}', ...cells.flat(), '', '{{< trclose >}}'];

describe('a table written as shortcodes, one tag per line', () => {
  const doc = [
    '[A] = Author, Ann. _A Book on Graphs_. Some Press, 2001.',
    '',
    '{{< tableopen >}}',
    '{{< theadopen >}}',
    '{{< tropen >}}',
    '{{< thopen >}}',
    'LEC #',
    '{{< thclose >}}',
    '{{< thopen >}}',
    'TOPICS',
    '{{< thclose >}}',
    '{{< thopen >}}',
    'READINGS',
    '{{< thclose >}}',
    '{{< trclose >}}',
    '{{< theadclose >}}',
    ...row(cell(['1']), cell(['Graphs']), cell(['', '[A] Chapter 1.', '', '[A] Chapter 2.1.', ''])),
    ...row(cell(['2']), cell(['Paths']), cell(['[A] Chapter 3.2–3.4.'])),
    '{{< tableclose >}}',
  ];

  it('reads each row with its lecture number and its readings', () => {
    const r = read(doc);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Chapter 1.'],
      [1, 'Chapter 2.1.'],
      [2, 'Chapter 3.2–3.4.'],
    ]);
  });

  it('puts each row on its opening line, one output line per source line', () => {
    const out = shortcodeTableLines(doc)!;
    expect(out).toHaveLength(doc.length);
    expect(out[4]).toBe('| LEC # | TOPICS | READINGS |');
    expect(out[14]).toBe('|---|---|---|');
    expect(out[16]).toBe('| 1 | Graphs | [A] Chapter 1. <br> [A] Chapter 2.1. |');
  });
});
