import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from '../parse';
import { withoutSectionNumber } from './section-numbered-week';

describe('section-numbered week headings', () => {
  it('takes a dotted section number off before Week', () => {
    expect(withoutSectionNumber('2.3 Week 3: Sampling')).toBe('Week 3: Sampling');
    expect(withoutSectionNumber('4.12. Week 12 - Review')).toBe('Week 12 - Review');
    expect(withoutSectionNumber('1.2.3 Weeks 4 and 5')).toBe('Weeks 4 and 5');
  });

  it('leaves other lines alone', () => {
    expect(withoutSectionNumber('3. Week 2')).toBe('3. Week 2');
    expect(withoutSectionNumber('2.3 Weekly quizzes')).toBe('2.3 Weekly quizzes');
    expect(withoutSectionNumber('Sections 2.3 Week 3')).toBe('Sections 2.3 Week 3');
  });

  it('puts each week’s readings in its printed week', () => {
    const text = [
      '2 Course Outline',
      '2.1 Week 1: Foundations of Sampling',
      '– Ch. 1 and Ch. 2 from Moreno and Lind.',
      '2.2 Week 2: Survey Error',
      '– Ch. 5 from Moreno and Lind.',
      '2.3 Week 3: Weighting',
      '– Ch. 7 from Moreno and Lind.',
    ].join('\n');
    const weeks = structureSyllabusText(text).weeks.filter((w) => w.readings.length);
    expect(weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
  });
});
