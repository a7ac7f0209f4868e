import { describe, expect, it } from 'vitest';
import { unglueLectureNumbers } from './glued-lecture-numbers';

describe('glued lecture numbers', () => {
  it('writes a counting run back as numbered items of their first lecture', () => {
    expect(
      unglueLectureNumbers([
        '1Kant, Groundwork',
        '2-3Mill, Utilitarianism',
        '4Rawls, Theory',
        '5Nozick, Anarchy',
      ]),
    ).toEqual(['1. Kant, Groundwork', '2. Mill, Utilitarianism', '4. Rawls, Theory', '5. Nozick, Anarchy']);
  });

  it('leaves alone a run that does not count up, and numbers glued to a date', () => {
    const down = ['5Kant, A', '4Mill, B', '3Rawls, C', '2Nozick, D'];
    expect(unglueLectureNumbers(down)).toEqual(down);
    const dates = ['1Sep 2, 2020HW01', '2Sep 4, 2020HW02', '3Sep 9, 2020HW03', '4Sep 11, 2020HW04'];
    expect(unglueLectureNumbers(dates)).toEqual(dates);
  });
});
