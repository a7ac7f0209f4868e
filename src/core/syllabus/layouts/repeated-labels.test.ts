import { describe, expect, it } from 'vitest';
import { repeatedLineLabels, splitAtRepeatedLabels } from './repeated-labels';

describe('prepare: a syllabus’s own labels run together on its class lines', () => {
  const lines = [
    'Feb. 2 (Tue.) Origins Manual: Part 1, pp. 1-9 Web: Read the museum guide',
    'Feb. 4 (Thu.) Sources Manual: Part 2, pp. 10-19 Scores: Mozart K. 331',
    'Feb 9 (Tue.) Forms Scores: Haydn Op. 33 Web: Listen to the recording',
    'Feb 11 (Thu.) Genres Manual: Part 3 Scores: Bach BWV 1007 Web: Read the notes',
    'Note: bring the manual.',
  ];

  it('takes a word as a label when it stands in mid-line on three dated lines', () => {
    expect(repeatedLineLabels(lines)).toEqual(['Manual', 'Web', 'Scores']);
  });

  it('cuts a dated line before each of those labels', () => {
    expect(splitAtRepeatedLabels(lines[0]!, repeatedLineLabels(lines))).toEqual([
      'Feb. 2 (Tue.) Origins',
      'Manual: Part 1, pp. 1-9',
      'Web: Read the museum guide',
    ]);
  });

  it('takes no author written once after each date', () => {
    const authors = [
      'March 1 Plato: Phaedo, 57a-72a',
      'March 3 Plato: Meno, 70a-86c',
      'March 8 Plato: Republic I',
    ];
    expect(repeatedLineLabels(authors)).toEqual([]);
  });

  it('takes no word seen on fewer than three dated lines, and cuts no undated line', () => {
    expect(repeatedLineLabels(lines.slice(0, 2))).toEqual([]);
    const prose = 'See the Manual: it has the rules. Web: the site.';
    expect(splitAtRepeatedLabels(prose, ['Manual', 'Web'])).toEqual([prose]);
  });
});
