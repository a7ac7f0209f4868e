/**
 * Layout robustness: a schedule table pasted one cell a line (`npm run bench:layout`, `table, cell a
 * line`) whose rows leave out their empty cells, split a cell's `<br>` parts over lines or carry a
 * section title alone, and whose rows are ruled by `+----+` lines, is read as the pipe table it stands
 * for. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

function readingsOf(text: string): [number, string][] {
  return structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r): [number, string] => [w.weekNumber, `${r.title}${r.pages ? ` ${r.pages}` : ''}`]),
  );
}

const PIPE = [
  'Spring 2031',
  '',
  'Lecture | Date | Topic | Readings | Notes',
  '---|---|---|---|---',
  '1 | 1/27 | Course overview | | [Lecture 1](./slides/1.pdf)',
  '| | | Supervised Learning | | |',
  '2 | 1/29 | Linear Regression | GEO 9.2 <br> MAP 3.2 | [Lecture 2](./slides/2.pdf)',
  '3 | 2/3 | Classification | GEO 11.2 | [Lecture 3](./slides/3.pdf)',
  '4 | 2/5 | Trees | GEO 12.1 <br> MAP 4.1 | [Lecture 4](./slides/4.pdf)',
].join('\n');

const PASTED = [
  'Spring 2031',
  '',
  'Lecture',
  'Date',
  'Topic',
  'Readings',
  'Notes',
  '',
  '1',
  '1/27',
  'Course overview',
  '[Lecture 1](./slides/1.pdf)',
  '',
  'Supervised Learning',
  '',
  '2',
  '1/29',
  'Linear Regression',
  'GEO 9.2',
  'MAP 3.2',
  '[Lecture 2](./slides/2.pdf)',
  '',
  '3',
  '2/3',
  'Classification',
  'GEO 11.2',
  '[Lecture 3](./slides/3.pdf)',
  '',
  '4',
  '2/5',
  'Trees',
  'GEO 12.1',
  'MAP 4.1',
  '[Lecture 4](./slides/4.pdf)',
].join('\n');

describe('a table pasted one cell a line with empty and split cells', () => {
  it('gives the readings and weeks the pipe table gives', () => {
    const found = readingsOf(PASTED);
    expect(found).toEqual(readingsOf(PIPE));
    expect(found.map(([, r]) => r).join(' ')).toContain('MAP 3.2');
  });

  it('reads rows ruled by +----+ lines as rows kept apart by blank lines', () => {
    const ruled = PASTED.replace(/\n\n(?=\d)/g, '\n+------+------+\n').replace(
      'Notes\n\n1',
      'Notes\n+------+------+\n1',
    );
    expect(readingsOf(ruled)).toEqual(readingsOf(PIPE));
  });
});
