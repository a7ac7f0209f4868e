import { describe, expect, it } from 'vitest';
import { splitMultiDateRow } from './multi-date-row';
import { read } from './testing';

describe('layout: several classes on one pipe row under a spanning week cell', () => {
  it('cuts the row before each later date cell', () => {
    expect(
      splitMultiDateRow(
        '| 3/2 - 3/6 | 3/2 | Lecture 1: Sets | none | 3/3 | Recitation 1 | drill | 3/4 | Lecture 2: Maps |',
      ),
    ).toEqual([
      '| 3/2 - 3/6 | 3/2 | Lecture 1: Sets | none |',
      '| 3/3 | Recitation 1 | drill |',
      '| 3/4 | Lecture 2: Maps |',
    ]);
  });

  it('keeps short rows and rows whose dates are a due-date column', () => {
    expect(splitMultiDateRow('| 3/2 | Sets | 3/4 |')).toBeNull();
    expect(splitMultiDateRow('| 1 | 3/2 | Sets | Read 1-10 | 3/16 | Quiz | none | notes |')).toBeNull();
  });

  it('reads the meeting days from the classes of the row', () => {
    const r = read([
      'Calculus, Spring 2031',
      '| 3/3 - 3/7 | 3/3 | Lecture 1: Sets, Chapter 1 pp. 1-10 | none | 3/4 | Recitation 1 | drill | 3/5 | Lecture 2: Maps, Chapter 2 pp. 11-20 | none | 3/6 | Recitation 2 | quiz |',
      '| 3/10 - 3/14 | 3/10 | Lecture 3: Limits, Chapter 3 pp. 21-30 | none | 3/11 | Recitation 3 | drill | 3/12 | Lecture 4: Series, Chapter 4 pp. 31-40 | none | 3/13 | Recitation 4 | quiz |',
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday']);
    expect(r.rows.map((x) => x[3])).toEqual(['2031-03-03', '2031-03-05', '2031-03-10', '2031-03-12']);
  });
});
