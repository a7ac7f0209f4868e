import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { firstWeekdayDateKeys } from './weekday-date-keys';

describe('YAML records keyed by weekday', () => {
  const data = [
    'classes:',
    '  -',
    '    tuesday: 2031-01-07',
    '    title: Harbours',
    '    reading:',
    '      -',
    '        author: Pell',
    '        title: Chapter 1',
    '  -',
    '    tuesday: 2031-01-14',
    '    thursday: 2031-01-16',
    '    title: Tides',
    '    reading:',
    '      -',
    '        author: Pell',
    '        title: Chapter 2',
    '  -',
    '    tuesday: 2030-01-21',
    '    thursday: 2031-01-23',
    '    title: Lighthouses',
    '    reading:',
    '      -',
    '        author: Pell',
    '        title: Chapter 3',
  ];

  it("dates each record's readings by its first weekday key, skipping a date on another weekday", () => {
    const r = read(data);
    expect(r.rows.map(([week, title, , date]) => [week, title, date])).toEqual([
      [1, 'Chapter 1', '2031-01-07'],
      [2, 'Chapter 2', '2031-01-14'],
      [3, 'Chapter 3', '2031-01-23'],
    ]);
  });

  it('takes one key per record, and only a date on the weekday the key names', () => {
    const entries = [
      { indent: 2, dash: true, key: 'monday', value: 'a' },
      { indent: 4, dash: false, key: 'wednesday', value: 'b' },
      { indent: 2, dash: true, key: 'monday', value: 'c' },
      { indent: 4, dash: false, key: 'wednesday', value: 'd' },
    ];
    const weekday: Record<string, number> = { a: 1, b: 3, c: 0, d: 3 };
    expect([...firstWeekdayDateKeys(entries, (v) => weekday[v])]).toEqual([0, 3]);
  });
});
