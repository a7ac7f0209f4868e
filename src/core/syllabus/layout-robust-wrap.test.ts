/**
 * Layout robustness: a syllabus whose lines were hard-wrapped at a fixed width (`npm run bench:layout`,
 * `wrapped at 70`) is read as it is unwrapped. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

function readingsOf(text: string): [number, string][] {
  return structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r): [number, string] => [w.weekNumber, r.title]),
  );
}

/** Lines broken at the last space before `width`, as an email client wraps them. */
function wrapAt(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  return [...out, rest];
}

const RUN_ON =
  'BIOL 1103 Introduction to Biology Spring 2014 MW 9:00-9:50AM DATE January TOPIC CHAPTER ' +
  'The Scientific Method 1 22 Cytology 4 27 DNA and RNA 7 29 Mitosis 8 February 3 Meiosis 9 ' +
  '5 Mendelian Genetics 10 10 Population Genetics 11 12 Natural Selection 12 17 Speciation 13 ' +
  '19 The Origin of Life 22 24 Taxonomy 23 26 Primitive Kingdoms 24';

describe('a run-on schedule hard-wrapped at 70', () => {
  it('gives the readings and weeks it gives on one line', () => {
    const oneLine = `${RUN_ON}\n\nLecture Text: Concepts in Biology, 10th Edition.`;
    const wrapped = `${wrapAt(RUN_ON, 70).join('\n')}\n\nLecture Text: Concepts in Biology, 10th Edition.`;
    const found = readingsOf(oneLine);
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(readingsOf(wrapped)).toEqual(found);
  });
});
