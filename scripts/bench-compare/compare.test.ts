import { describe, expect, it } from 'vitest';
import { compareOutputs, documentScores } from './compare';

const output = (rows: string) => `PDF text from: workers/pipeline extractText

== fresh9
id        truth  pred  match     P      R     F1   week  pages   date  dates
${rows}
ALL         181                 93.1   89.0   91.0  100.0   94.4  100.0  100.0

folder   docs  truth      P      R     F1   week  pages   date  dates  minF1
fresh9     2    181   93.1   89.0   91.0  100.0   94.4  100.0  100.0   57.1
`;

describe('bench:compare', () => {
  it('reads the per-document rows of a bench:syllabus output, not the totals', () => {
    const docs = documentScores(
      output('l93           4     3      2   66.7   50.0   57.1  100.0    0.0  100.0  100.0'),
    );
    expect([...docs.keys()]).toEqual(['fresh9 l93']);
    expect(docs.get('fresh9 l93')).toEqual({
      P: 66.7,
      R: 50,
      F1: 57.1,
      week: 100,
      pages: 0,
      date: 100,
      dates: 100,
    });
  });

  it('lists a lower measure, and one no longer scored, as worse; a higher one as better', () => {
    const before = output(
      [
        'l93           4     3      2   66.7   50.0   57.1  100.0    0.0  100.0  100.0',
        'l94          18    18     18  100.0  100.0  100.0  100.0  100.0  100.0  100.0',
      ].join('\n'),
    );
    const after = output(
      [
        'l93           4     4      3   75.0   75.0   75.0  100.0    0.0   50.0  100.0',
        'l94          18    18     18  100.0  100.0  100.0  100.0    -    100.0  100.0',
        'l95           1     1      1  100.0  100.0  100.0  100.0    -      -      -  ',
      ].join('\n'),
    );
    const { worse, better, onlyInOne } = compareOutputs(before, after);
    expect(worse).toEqual([
      { doc: 'fresh9 l93', measure: 'date', before: 100, after: 50 },
      { doc: 'fresh9 l94', measure: 'pages', before: 100, after: null },
    ]);
    expect(better).toEqual([{ doc: 'fresh9 l93', measure: 'F1', before: 57.1, after: 75 }]);
    expect(onlyInOne).toEqual(['fresh9 l95']);
  });
});
