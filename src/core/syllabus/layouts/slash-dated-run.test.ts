/**
 * slash-dated-run.ts: a WEEK / TOPIC / ASSIGNMENT table run into one line, rows opened by `m/d` dates.
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { splitAtSlashHeaderDates } from './slash-dated-run';
import { read } from './testing';

const LINE =
  'Harbour Law Spring Term, 2031 WEEK TOPIC ASSIGNMENT 2/3 Ports and Tides Textbook 1-40 Notes Notes ' +
  '2/10 Pilots and Berths Textbook: 41-80 2/17 Salvage Rules Textbook: 81-120 2/24 Wrecks and Cargo ' +
  'Textbook: 121-160 3/3 Marine Liens Textbook: 161-200 3/10 Collisions Textbook: 201-240';

describe('splitAtSlashHeaderDates', () => {
  it('cuts the line after the header and before each forward-running m/d row', () => {
    const parts = splitAtSlashHeaderDates(LINE);
    expect(parts?.map((p) => p.split(' ')[0])).toEqual([
      'Harbour',
      '2/3',
      '2/10',
      '2/17',
      '2/24',
      '3/3',
      '3/10',
    ]);
  });
  it('leaves a line without a date-and-reading header, or with too few rows', () => {
    expect(splitAtSlashHeaderDates(LINE.replace('WEEK TOPIC ASSIGNMENT', 'Overview'))).toBeNull();
    expect(splitAtSlashHeaderDates('DATE TOPIC READING 2/3 Ports 1-40 2/10 Pilots 41-80')).toBeNull();
  });
});

describe('the one-line table read as dated rows', () => {
  it('dates each row by its m/d and the printed year', () => {
    const r = read([LINE]);
    expect(r.s.semesterStart).toBe('2031-02-03');
    expect(r.rows.map(([, , pages, date]) => [pages, date])).toEqual([
      ['1-40', '2031-02-03'],
      ['41-80', '2031-02-10'],
      ['81-120', '2031-02-17'],
      ['121-160', '2031-02-24'],
      ['161-200', '2031-03-03'],
      ['201-240', '2031-03-10'],
    ]);
  });
});
