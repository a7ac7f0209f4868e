/**
 * Confidence signals read on a reading's title and source line (title-shape-signals.ts, applied in
 * confidence-signals.ts), each on a small made-up syllabus: the reading is still found, leaves the top
 * band (>= 80), and the readings beside it that are titled well stay in it.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { structureSyllabusText } from './parse';
import {
  lineHasExerciseNumbers,
  titleIsFragment,
  titleIsOverlong,
  titleIsSentence,
  toldToSkip,
} from './title-shape-signals';
import { newTrace } from './trace';
import { backtrackingPatterns, workOnDoubling } from '../../../tests/unit/work-bound';

const weeks = (...bullets: string[][]) =>
  [
    'Course Schedule',
    '',
    ...bullets.flatMap((b, i) => [`Week ${i + 1}: September ${8 + 7 * i}`, ...b.map((x) => `- ${x}`), '']),
  ].join('\n');

function readings(text: string) {
  const trace = newTrace();
  const rs = structureSyllabusText(text, { trace }).weeks.flatMap((w) =>
    w.readings.map((r) => ({ title: r.title, confidence: r.confidence })),
  );
  return { rs, lowered: trace.signals ?? [] };
}

const confidenceOf = (rs: { title: string; confidence: number }[], title: string) => {
  const r = rs.find((x) => x.title === title);
  if (!r) throw new Error(`no reading titled ${title}: ${rs.map((x) => x.title).join(' / ')}`);
  return r.confidence;
};

const WELL_TITLED = ['Read Prosser, Torts, pp. 1-20', 'Read Keeton, Negligence, pp. 21-45'];

function expectWellTitledStayHigh(rs: { title: string; confidence: number }[]) {
  expect(confidenceOf(rs, 'Prosser, Torts')).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
  expect(confidenceOf(rs, 'Keeton, Negligence')).toBeGreaterThanOrEqual(CONFIDENCE_HIGH);
}

describe('titleFragment: a title cut inside a phrase', () => {
  const { rs, lowered } = readings(
    weeks(
      [WELL_TITLED[0]!, 'Read paragraphs 23-85 of the opinion'],
      [WELL_TITLED[1]!, 'pp. 61-70 (Damages)'],
    ),
  );

  it('a title left starting with a lower-case word is found, but not in the top band', () => {
    expect(confidenceOf(rs, 'paragraphs of the opinion')).toBeLessThan(CONFIDENCE_HIGH);
    expect(lowered.find((g) => g.title === 'paragraphs of the opinion')?.signals).toContain('titleFragment');
  });

  it('so is a title that is only the note in parentheses after the pages', () => {
    expect(confidenceOf(rs, '(Damages)')).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('leaves the well-titled readings in the top band', () => expectWellTitledStayHigh(rs));

  it('is not a reference that opens with a lower-case abbreviation', () => {
    expect(titleIsFragment('ch. 3, The Firm')).toBe(false);
    expect(titleIsFragment('pp. 10-20')).toBe(false);
    expect(titleIsFragment('Prosser, Torts')).toBe(false);
    expect(titleIsFragment('for today: Problem 3')).toBe(true);
  });
});

describe('exerciseLine: the reading shares its line with numbered exercises', () => {
  const { rs } = readings(
    weeks([WELL_TITLED[0]!], [WELL_TITLED[1]!, 'Read Dobbs, Remedies, pp. 81-90; Problems 3, 5 and 7']),
  );

  it('is found, but not in the top band', () => {
    expect(confidenceOf(rs, 'Dobbs, Remedies')).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('leaves the other readings in the top band', () => expectWellTitledStayHigh(rs));

  it('reads `#N`, `Problems N`, `Questions N`, `Exercise N`, not the word alone', () => {
    expect(lineHasExerciseNumbers('Section 2.1: #1, 4, 7')).toBe(true);
    expect(lineHasExerciseNumbers('Discussion Questions 1.03-1.04 (7)')).toBe(true);
    expect(lineHasExerciseNumbers('Exercise 4')).toBe(true);
    expect(lineHasExerciseNumbers('Hart, The Concept of Law, questions of method')).toBe(false);
  });
});

describe('toldToSkip: the line tells the student to skip or not read', () => {
  const { rs } = readings(
    weeks([WELL_TITLED[0]!, 'Read Dobbs, Remedies, pp. 46-70 (skip pp. 51-53)'], [WELL_TITLED[1]!]),
  );

  it('is found, but not in the top band', () => {
    expect(confidenceOf(rs, 'Dobbs, Remedies, (skip pp. 51-53)')).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('leaves the other readings in the top band', () => expectWellTitledStayHigh(rs));

  it('counts a skip word before the title on its line, not after another title', () => {
    expect(toldToSkip('Hadley v. Baxendale', 'To save time, do not read Hadley v. Baxendale')).toBe(true);
    expect(toldToSkip('Restatements at CB', 'Skip Restatements at CB p. 410')).toBe(true);
    expect(toldToSkip('Hadley v. Baxendale', 'Hadley v. Baxendale; Jones v. Smith')).toBe(false);
    expect(toldToSkip('Skipping Stones, a Memoir', 'Skipping Stones, a Memoir')).toBe(false);
  });
});

describe('sentenceTitle: a sentence of the syllabus taken as a title', () => {
  const { rs } = readings(
    weeks(
      [WELL_TITLED[0]!],
      [
        WELL_TITLED[1]!,
        'Read the opinion in Palsgraf v. Long Island Railroad and then we will discuss it in class together',
      ],
    ),
  );
  const title =
    'the opinion in Palsgraf v. Long Island Railroad and then we will discuss it in class together';

  it('with a second signal (it starts lower-case) it is highlighted on the review screen', () => {
    expect(confidenceOf(rs, title)).toBeLessThan(CONFIDENCE_HIGHLIGHT);
  });

  it('leaves the other readings in the top band', () => expectWellTitledStayHigh(rs));

  it('needs eight words, most lower-case, and no quoted title or cited year', () => {
    const sentence = 'Note that the translation arranges the books differently than others';
    expect(titleIsSentence(sentence, false)).toBe(true);
    expect(titleIsSentence(sentence, true)).toBe(false);
    expect(titleIsSentence('Note the translation differs', false)).toBe(false);
    expect(
      titleIsSentence('The Emergence and Transformation of Disputes: Naming, Blaming, Claiming', false),
    ).toBe(false);
  });
});

describe('overlongTitle: a title longer than one work and its source', () => {
  const long =
    'Felstiner, Abel and Sarat, The Emergence and Transformation of Disputes: Naming, Blaming, Claiming, Law and Society Review, Volume Fifteen, Special Issue on Dispute Processing';
  const { rs } = readings(weeks([WELL_TITLED[0]!], [WELL_TITLED[1]!, `${long}, pp. 631-654`]));

  it('is found, but not in the top band', () => {
    expect(long.length).toBeGreaterThan(140);
    expect(confidenceOf(rs, long)).toBeLessThan(CONFIDENCE_HIGH);
  });

  it('leaves the other readings in the top band', () => expectWellTitledStayHigh(rs));

  it('counts characters of the title only', () => {
    expect(titleIsOverlong('x'.repeat(140))).toBe(false);
    expect(titleIsOverlong('x'.repeat(141))).toBe(true);
  });
});

// What it guards: the title-shape signals read a long line without backtracking and with work linear in the
// line. Checked without the clock (it failed at load 30-50 as a 1 s bound): the patterns they run are checked
// for backtracking shapes (tests/unit/work-bound.ts), then the characters offered to patterns and searches
// are counted on a line and on one twice as long.
describe('title shapes on long lines', () => {
  const longLine = (n: number) => `${'a'.repeat(n)} ${'Questions '.repeat(Math.ceil(n / 10))}`;
  const readAll = (line: string) => {
    titleIsFragment(line);
    lineHasExerciseNumbers(line);
    toldToSkip(line.slice(line.length / 4), line);
    titleIsSentence(line, false);
  };

  it('run no pattern that can backtrack (collected on a short line of the same shape)', () => {
    expect(backtrackingPatterns(() => readAll(longLine(40)))).toEqual({});
  });

  it('do linear work on a 200,000-character line and on one twice as long', () => {
    const { small, ratio } = workOnDoubling(longLine, readAll, 100_000);
    expect(small).toBeGreaterThan(0);
    expect(ratio).toBeLessThanOrEqual(2.2);
  });
});
