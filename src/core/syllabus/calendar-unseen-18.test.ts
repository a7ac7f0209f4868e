/**
 * Calendar failure classes of the semester-dates pass over the `fresh14`-`fresh17` folders, on small
 * made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classWeekdayLabel } from './class-weekday-labels';
import { structureSyllabusText } from './parse';

const meetingDays = (lines: string[]) => structureSyllabusText(lines.join('\n')).meetingDays;

describe('meeting days from weekday labels on yearless class lines', () => {
  it('reads a weekday letter just before a month/day date under week headings', () => {
    expect(
      meetingDays([
        'Week 1: Rivers',
        '• M (2/3) Ames, On Rivers (pp. 1-10)',
        '• W (2/5) Ames, On Deltas (pp. 11-20)',
        '• F (2/7) Ames, On Lakes (pp. 21-30)',
        'Week 2: Coasts',
        '• M (2/10) Boyd, Tides (pp. 1-12)',
        '• W (2/12) Boyd, Dunes (pp. 13-24)',
        '• F (2/14) Boyd, Cliffs (pp. 25-36)',
      ]),
    ).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('reads dotted weekday abbreviations opening the class lines', () => {
    expect(
      meetingDays([
        'Week One (Mar. 3-5)',
        'Tu. Opening remarks; read Ames, Rivers 1-20',
        'Th. Ames, Deltas 21-40',
        'Week Two (Mar. 10-12)',
        'Tu. Ames, Lakes 41-60',
        'Th. Boyd, Tides 1-30',
      ]),
    ).toEqual(['tuesday', 'thursday']);
  });

  it('reads a weekday name alone on its line over the class topic', () => {
    expect(
      meetingDays([
        'Week 1 (Mar 2-6)',
        'Tuesday',
        'Topic: Rivers',
        'Complete: Ames, Rivers (Ch. 1-2)',
        'Thursday [NO CLASS]',
        'Week 2 (Mar 9-13)',
        'Tuesday',
        'Topic: Deltas',
        'Complete: Ames, Rivers (Ch. 3-4)',
        'Thursday',
        'Complete: Ames, Rivers (Ch. 5)',
      ]),
    ).toEqual(['tuesday', 'thursday']);
  });
});

describe('what is not a weekday label', () => {
  it('leaves initials, weekday words inside prose and long notes alone', () => {
    expect(classWeekdayLabel('W. E. B. Du Bois, The Souls of Black Folk')).toBeUndefined();
    expect(classWeekdayLabel('T. S. Eliot, The Waste Land (pp. 1-20)')).toBeUndefined();
    expect(classWeekdayLabel('Monday is the deadline for the first paper')).toBeUndefined();
    expect(classWeekdayLabel('M 10 am office hours')).toBeUndefined();
  });
});
