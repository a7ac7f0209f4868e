import { describe, expect, it } from 'vitest';
import { cellDate } from './dated-cell';
import { read } from './testing';

describe('a weekday grid whose cells carry their own dates', () => {
  it('dates each cell by the date it opens with', () => {
    const r = read([
      '## Schedule, Spring 2031',
      '',
      '| **Monday** | **Wednesday** | **Friday** |',
      '|---|---|---|',
      '|Jan 13. **Holiday**| Jan 15. Ch 1| Jan 17. Ch 2|',
      '|Jan 20. Ch 3| Jan 22. Ch 3| Jan 24. Ch 4. **HW 1 DUE**|',
    ]);
    expect(r.rows.map((x) => [x[0], x[1], x[3]])).toEqual([
      [1, 'Ch 1', '2031-01-15'],
      [1, 'Ch 2', '2031-01-17'],
      [2, 'Ch 3', '2031-01-20'],
      [2, 'Ch 3', '2031-01-22'],
      [2, 'Ch 4', '2031-01-24'],
    ]);
  });

  it('takes the date only when it opens the cell and stands apart', () => {
    expect(cellDate('Jan 17. Ch 1')?.rest).toBe('Ch 1');
    expect(cellDate('Read Ch 1 by Jan 17')).toBeNull();
  });
});
