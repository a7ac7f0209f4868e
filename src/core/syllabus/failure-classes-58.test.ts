/**
 * Failure classes of the fresh35 folder (four syllabi from GitHub course repositories) at first sight
 * (structurer of c50656e), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { csvScheduleLines } from './layouts/csv-schedule';
import { read } from './layouts/testing';
import { isExtraEntry } from './recommended-entry';

describe('items opened by an `Extra:` label', () => {
  it('are extra, not assigned, like `Optional:` items', () => {
    expect(isExtraEntry('Extra: Lindqvist, "Why Ferries Run Late"')).toBe(true);
    expect(isExtraEntry('Extra reading: Lindqvist, "Why Ferries Run Late"')).toBe(true);
    expect(isExtraEntry('Required: Lindqvist, "Why Ferries Run Late"')).toBe(false);
    expect(isExtraEntry('Extraterritorial Jurisdiction, pp. 40-52')).toBe(false);
  });

  it('leaves them out of the week while taking the required items', () => {
    const r = read([
      '### 10/06 Harbours and Trade',
      '',
      '- Required: Okafor, "[The Container Revolution][box]"',
      '- Optional: Brandt, "[Ports of the Hanse][hanse]"',
      '- Extra: Lindqvist, "[Why Ferries Run Late][ferry]"',
      '- Extra: Moreau, "[A Short History of the Lighthouse][light]"',
      '',
      '[box]: https://example.org/box',
      '[hanse]: https://example.org/hanse',
      '[ferry]: https://example.org/ferry',
      '[light]: https://example.org/light',
    ]);
    expect(r.titles.some((t) => t.includes('Container Revolution'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Ferries') || t.includes('Lighthouse'))).toBe(false);
  });
});

describe('a CSV schedule whose reading column says when to read it', () => {
  const csv = [
    'Date,Topic,Do Before Class,In-Class Exercise',
    '"Tue, Sep 3",Welcome,,',
    '"Thu, Sep 5",Sampling,"- Read `Why Samples Mislead <sampling.html>`_',
    '- Survey due",`Worksheet <ws1.html>`_',
    '"Tue, Sep 10",Surveys,"- Groves, Survey Methodology, pp. 41-67",',
    '"Thu, Sep 12",Weighting,"- `Raking Explained <raking.html>`_',
    '- Groves, Survey Methodology, pp. 68-90",`Worksheet <ws2.html>`_',
    '"Tue, Sep 17",Experiments,"- Gerber and Green, Field Experiments, pp. 1-20",',
  ];

  it('reads `Do Before Class` as the reading column of the CSV table', () => {
    const r = read(csv);
    const groves = r.rows.filter((row) => String(row[1]).includes('Survey Methodology'));
    expect(groves.map((row) => row[2])).toEqual(['41-67', '68-90']);
    expect(groves.map((row) => row[0])).toEqual([2, 2]);
    expect(r.titles.some((t) => t.includes('Worksheet'))).toBe(false);
    expect(r.rows.find((row) => String(row[1]).includes('Field Experiments'))?.[0]).toBe(3);
  });
});

describe('class headings whose date closes them, after the topic', () => {
  const lines = [
    '#### Class 1 - Welcome and Course Map - September 10, 2021',
    'We meet the tools.',
    '#### Class 2 - Contract Drafting Tools - September 17, 2021',
    'A demonstration.',
    '#### Class 3  - September 24, 2021',
    'Required Reading:',
    '* [The Plain Language Movement](https://example.org/plain)',
    '#### Class 4 - "Workshop" - October 1, 2021',
    'Time to work on projects.',
    '#### Class 5 - October 8, 2021',
    'Required Reading:',
    '* [Forms That Work](https://example.org/forms)',
  ];

  it('dates every class, so the weeks count from the first one', () => {
    const r = read(lines);
    expect(r.s.semesterStart).toBe('2021-09-10');
    expect(r.rows.find((row) => String(row[1]).includes('Plain Language'))?.[0]).toBe(3);
    expect(r.rows.find((row) => String(row[1]).includes('Forms That Work'))?.[0]).toBe(5);
  });

  it('reads the words before the date as the topic, not as a reading', () => {
    const r = read(lines);
    expect(r.titles.some((t) => t.includes('Workshop'))).toBe(false);
    expect(r.s.weeks.find((w) => w.weekNumber === 2)?.topic).toContain('Contract Drafting Tools');
  });
});

describe('a CSV schedule whose quotes a word processor made typographic', () => {
  it('reads “…” as the quotes of a cell', () => {
    const out = csvScheduleLines([
      'Date,Topic,Reading,Exercise',
      '“Tue, Sep 3”,Welcome,,',
      '“Thu, Sep 5”,Sampling,“- Groves, Survey Methodology, pp. 41-67',
      '- Survey due”,Worksheet 1',
      '“Tue, Sep 10”,Surveys,“- Groves, Survey Methodology, pp. 68-90”,',
      '“Thu, Sep 12”,Weighting,“- Kish, Survey Sampling, pp. 1-20”,Worksheet 2',
    ])!;
    expect(out[1]).toBe('| Tue, Sep 3 | Welcome |  |  |');
    expect(out[2]).toBe(
      '| Thu, Sep 5 | Sampling | Groves, Survey Methodology, pp. 41-67<br>Survey due | Worksheet 1 |',
    );
    expect(out[3]).toBe('');
  });
});

describe('a CSV cell whose quotes came out the wrong way round', () => {
  it('reads ”…“ after a comma as the quotes of a cell', () => {
    const out = csvScheduleLines([
      'Date,Topic,Reading,Exercise',
      '“Tue, Sep 3”,Welcome,,',
      '“Thu, Sep 5”,Sampling,”- Groves, Survey Methodology, pp. 41-67',
      '- Survey due“,Worksheet 1',
      '“Tue, Sep 10”,Surveys,”- Groves, Survey Methodology, pp. 68-90”,',
      '“Thu, Sep 12”,Weighting,”- Kish, Survey Sampling, pp. 1-20”,Worksheet 2',
    ])!;
    expect(out[2]).toBe(
      '| Thu, Sep 5 | Sampling | Groves, Survey Methodology, pp. 41-67<br>Survey due | Worksheet 1 |',
    );
  });
});
