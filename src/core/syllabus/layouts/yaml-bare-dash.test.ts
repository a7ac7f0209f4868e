/** A YAML data file whose list items put the dash alone on its line (made-up records). */
import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { foldBareDashes } from './yaml-bare-dash';

const RECORDS = [
  '-',
  '  week: 1',
  '  date: 2030-01-15',
  '  title: Origins',
  '  reading:',
  '    -',
  '      author: Okafor',
  '      title: Early Printing Presses',
  '      url: http://example.org/presses.pdf',
  '      pages: 12-30',
  '    -',
  '      author: Lindqvist',
  '      title: A Survey of Guild Records',
  '      optional: true',
  '-',
  '  week: 2',
  '  date: 2030-01-22',
  '  title: Circulation',
  '  reading:',
  '  -',
  '    author: Moreau',
  '    title: Pamphlets and Their Readers',
  '  -',
  '    author: Okafor',
  '    title: Lecture recording',
  '    url: https://www.youtube.com/watch?v=abc',
  '-',
  '  week: 3',
  '  date: 2030-01-29',
  '  title: Midterm exam',
];

describe('a YAML list whose dashes stand alone on their lines', () => {
  it('folds each bare dash into the first key below it, one line for one line', () => {
    const out = foldBareDashes([
      '-',
      '  week: 1',
      '  date: 2030-01-15',
      '  reading:',
      '    -',
      '      title: X',
    ]);
    expect(out).toEqual(['', '- week: 1', '  date: 2030-01-15', '  reading:', '', '    - title: X']);
  });

  it('reads the records: their weeks, dates and readings', () => {
    const r = read(RECORDS);
    expect(r.rows).toEqual([
      [1, 'Early Printing Presses', '12-30', '2030-01-15'],
      [2, 'Pamphlets and Their Readers', null, '2030-01-22'],
    ]);
  });

  it('takes no item flagged optional and no video', () => {
    const titles = read(RECORDS).titles.join(' | ');
    expect(titles).toMatch(/Early Printing Presses/);
    expect(titles).not.toMatch(/Guild Records|Lecture recording/);
  });

  it('drops an item whose own flag says it is optional, in any list style', () => {
    const titles = read([
      '- week: 1',
      '  date: 2030-01-15',
      '  reading:',
      '    - title: Early Printing Presses',
      '      pages: 12-30',
      '    - title: A Survey of Guild Records',
      '      pages: 31-40',
      '      optional: true',
      '- week: 2',
      '  date: 2030-01-22',
      '  reading:',
      '    - title: Pamphlets and Their Readers',
      '      pages: 5-9',
    ]).titles.join(' | ');
    expect(titles).toMatch(/Early Printing Presses/);
    expect(titles).toMatch(/Pamphlets and Their Readers/);
    expect(titles).not.toMatch(/Guild Records/);
  });
});
