/**
 * Calendar failure classes of the first pass over the `fresh15` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { normalizeSyllabus } from './normalize';
import { structureSyllabusText } from './parse';

const schedule = [
  '---',
  'papersize: letter',
  '---',
  '',
  '# Intro to Media History – Fall 2026 – Schedule',
  '',
  '## Abbreviations',
  '',
  '- HB: _The Handbook of Media History_, ed. Smith, 2022.',
  '',
  '## 1. September 1',
  '',
  '- Introductions',
  '',
  '### Homework',
  '',
  '- Smith, Jane. “Print Cultures.” (Handbook pp. 1–12)',
  '',
  '## 2. September 8',
  '',
  '- Archive visit',
  '- In class: Read Park, Min. “Wire Services.” _Media Quarterly_ 4, no. 2 (2025): 10–19.',
  '',
  '### Homework',
  '',
  '- Lee, Ann. “Radio Days.” (Handbook pp. 20–31)',
  '',
  '## 3. September 15',
  '',
  '- Discussion',
].join('\n');

describe('readings under a class’s Homework heading, below numbered class headings `## N. Month D`', () => {
  it('are read for the next class: dated and weeked by it', () => {
    const s = normalizeSyllabus(structureSyllabusText(schedule));
    const r = s.weeks.flatMap((w) =>
      w.readings.map((x) => ({ pages: x.pages, date: x.date, week: w.weekNumber })),
    );
    expect(r).toEqual([
      { pages: '1-12', date: '2026-09-08', week: 2 },
      { pages: '10-19', date: '2026-09-08', week: 2 },
      { pages: '20-31', date: '2026-09-15', week: 3 },
    ]);
  });
});

describe('a `For <weekday>, read:` label under a week heading', () => {
  it('opens a reading block: its link-text items are readings of that week', () => {
    const text = [
      '### Week 1',
      '',
      'Coverage: basic ideas of programming.',
      '',
      'For **Monday**, read:',
      '',
      '- the [first Python lesson]({filename}../Lessons/intro.ipynb)',
      '- [variables and names]({filename}../Lessons/vars.ipynb)',
      '',
      '### Week 2',
      '',
      'Readings:',
      '',
      '- [Errors]({filename}../Lessons/errors.ipynb)',
    ].join('\n');
    const r = structureSyllabusText(text).weeks.map((w) => [w.weekNumber, w.readings.map((x) => x.title)]);
    expect(r).toEqual([
      [1, ['the first Python lesson', 'variables and names']],
      [2, ['Errors']],
    ]);
  });
});
