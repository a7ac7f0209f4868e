/**
 * optionalList (optional-heading.ts, applied in confidence-signals.ts): readings a layout took from a
 * list whose heading calls it optional or extra leave the top band; the schedule's own readings stay.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH } from '../schedule/confidence';
import { linesUnderOptionalHeading } from './optional-heading';
import { structureSyllabusText } from './parse';
import { backtrackingPatterns, workOnDoubling } from '../../../tests/unit/work-bound';

const syllabus = (heading: string) =>
  [
    'Course Schedule',
    '',
    'Week 1: September 8',
    '- Read Prosser, Torts, pp. 1-20',
    '- Read Keeton, Negligence, pp. 21-45',
    '',
    heading,
    '- Read Calabresi, The Costs of Accidents, pp. 1-30',
    '- Read Posner, A Theory of Negligence, pp. 29-96',
    '',
    'Week 2: September 15',
    '- Read Dobbs, Remedies, pp. 46-70',
  ].join('\n');

const confidences = (text: string) =>
  new Map(
    structureSyllabusText(text)
      .weeks.flatMap((w) => w.readings)
      .map((r) => [r.title, r.confidence]),
  );

describe('optionalList: readings under a heading that calls the list optional or extra', () => {
  for (const heading of ['Further texts', 'Suggested:', 'Recommended background texts']) {
    it(`under "${heading}": found, but not in the top band`, () => {
      const c = confidences(syllabus(heading));
      expect(c.get('Calabresi, The Costs of Accidents')).toBeLessThan(CONFIDENCE_HIGH);
      expect(c.get('Posner, A Theory of Negligence')).toBeLessThan(CONFIDENCE_HIGH);
      for (const t of ['Prosser, Torts', 'Keeton, Negligence', 'Dobbs, Remedies'])
        expect(c.get(t)).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
    });
  }

  for (const heading of ['Torts and society', 'Casebook supplement, p. 11'])
    it(`under "${heading}" (no optional word; the course's supplement book) the list keeps its confidence`, () => {
      const c = confidences(syllabus(heading));
      expect(c.get('Calabresi, The Costs of Accidents')).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
    });
});

describe('linesUnderOptionalHeading', () => {
  const underOptionalHeading = (ls: { text: string }[], at: number) => linesUnderOptionalHeading(ls)[at];
  const lines = (...texts: string[]) => texts.map((text) => ({ text }));

  it('needs a list word or a closing colon beside the optional word', () => {
    const entry = 'Calabresi, The Costs of Accidents: A Legal and Economic Analysis, pp. 1-30';
    expect(linesUnderOptionalHeading(lines('Supplemental Jurisdiction', entry))[1]).toBe(false);
    expect(linesUnderOptionalHeading(lines('Note on the Act, supplement, p. 11', entry))[1]).toBe(false);
    expect(linesUnderOptionalHeading(lines('Supplemental readings', entry))[1]).toBe(true);
    expect(linesUnderOptionalHeading(lines('Recommended:', entry))[1]).toBe(true);
  });

  it('reads the nearest short line above, past the long entries of the list', () => {
    const ls = lines(
      'Optional readings',
      'Calabresi, The Costs of Accidents: A Legal and Economic Analysis, pp. 1-30',
      'Posner, A Theory of Negligence, Journal of Legal Studies 1, pp. 29-96',
    );
    expect(underOptionalHeading(ls, 2)).toBe(true);
  });

  it('stops at the first short line: a week heading between ends the optional list', () => {
    const ls = lines('Optional readings', 'Week 2', 'Read Dobbs, Remedies, pp. 46-70');
    expect(underOptionalHeading(ls, 2)).toBe(false);
  });

  it('looks back twelve lines at most', () => {
    const entry = 'Calabresi, The Costs of Accidents: A Legal and Economic Analysis, pp. 1-30';
    const ls = lines('Further reading', ...Array(12).fill(entry), entry);
    expect(underOptionalHeading(ls, 12)).toBe(true);
    expect(underOptionalHeading(ls, 13)).toBe(false);
  });
});

// What it guards: no regex of the optional-list reader backtracks on a long line, and its work grows
// linearly with the line. Checked without the clock (it failed at load 30-50 as a 1 s bound): the patterns
// it runs are checked for backtracking shapes (tests/unit/work-bound.ts), then the characters offered to
// them are counted on a line and on one twice as long.
describe('linesUnderOptionalHeading on long lines', () => {
  const longLines = (n: number) => [
    { text: ' '.repeat(n) },
    { text: 'further'.repeat(Math.ceil(n / 7)) },
    { text: 'a '.repeat(Math.ceil(n / 2)) },
    { text: `Further readings ${'a '.repeat(Math.ceil(n / 2))}` },
    { text: `Optional: ${'pp. 1-2, '.repeat(Math.ceil(n / 9))}` },
  ];

  it('runs no pattern that can backtrack (collected on short lines of the same shapes)', () => {
    expect(backtrackingPatterns(() => linesUnderOptionalHeading(longLines(40)))).toEqual({});
  });

  it('does linear work: 200,000 characters of spaces or of one word, and twice that', () => {
    const { small, ratio } = workOnDoubling(longLines, (ls) => linesUnderOptionalHeading(ls), 200_000);
    expect(small).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(2.2);
  });
});
