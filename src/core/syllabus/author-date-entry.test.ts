/**
 * author-date-entry.ts: Chicago author-date entries with the author block in plain order, the date a year,
 * a month or a season and a year, the title, then the venue. Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { authorDateEntry } from './author-date-entry';
import { read } from './layouts/testing';

const schedule = [
  'Coastal Studies 210',
  '',
  '### 3/2 Harbours',
  '',
  'Readings:',
  '* Harbour Survey Office. March 2019. Lighthouse Keeping Today. Portland: State Printing Office.',
  '* Ann B. Moss and Cy Lane. 2017. “Tides of the Inner Sound.” Coastal Review 12, pp. 40–55.',
  '* Dee Rowe. Spring/Summer 2016. Why Maps Lie? The Chart Quarterly.',
];

describe('a Chicago author-date entry in plain order', () => {
  it('is one reading titled by the work, whatever the date after the authors', () => {
    const r = read(schedule);
    expect(r.titles).toEqual(['Lighthouse Keeping Today', 'Tides of the Inner Sound', 'Why Maps Lie?']);
    expect(r.rows[1]![2]).toBe('40-55');
  });

  it('reads the author block, the title and the pages of an entry', () => {
    expect(authorDateEntry('Eli Park. November 4, 2021. Salt and Stone. Shore Press.')).toEqual({
      title: 'Salt and Stone',
      citation: 'Eli Park',
      pages: null,
    });
  });

  it('is no entry where the head is no author block or the venue names a chapter', () => {
    expect(authorDateEntry('Week 3. March 2019. Harbours and tides. Bring notes.')).toBeNull();
    expect(authorDateEntry('Read the notes. 2019. Harbours and tides.')).toBeNull();
    expect(authorDateEntry('Ann Moss. 2019. Harbour Lights. Shore Press. Ch. 3: The Keepers.')).toBeNull();
  });
});
