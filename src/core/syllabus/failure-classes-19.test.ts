/**
 * Reading failure classes of the round-3 pass over the `fresh11` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const readings = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => ({ pages: r.pages, date: r.date })));

describe('a read instruction just above the first dated class', () => {
  it('is the first class reading', () => {
    const r = readings(
      [
        'Readings to do before class',
        '',
        'Read Prosser 1-12',
        '',
        '',
        'Sept. 4, 2024',
        'Palsgraf v. Long Island R.R., 248 N.Y. 339 (1928)',
        'Sept. 6, 2024',
        'Read Prosser 13-40',
      ].join('\n'),
    );
    expect(r[0]).toEqual({ pages: '1-12', date: '2024-09-04' });
    expect(r).toHaveLength(3);
  });

  it('is not taken when another line stands between it and the date, or it has no pages', () => {
    const far = readings(
      ['Read Prosser 1-12', 'Office hours by appointment', 'Sept. 4, 2024', 'Read Prosser 13-40'].join('\n'),
    );
    expect(far.map((x) => x.pages)).toEqual(['13-40']);
    const bare = readings(
      ['Read the syllabus carefully', '', 'Sept. 4, 2024', 'Read Prosser 13-40'].join('\n'),
    );
    expect(bare.map((x) => x.pages)).toEqual(['13-40']);
  });
});
