import { describe, expect, it } from 'vitest';
import { chapterSectionTitle } from './chapter-section-refs';
import { read } from './layouts/testing';

describe('a reading cell of chapter:section references', () => {
  it('titles a cell of references with an ascending section range', () => {
    expect(chapterSectionTitle('3:2-7  4:1')).toBe('Ch. 3:2-7  4:1');
    expect(chapterSectionTitle('8:1-3, 9:4')).toBe('Ch. 8:1-3, 9:4');
    expect(chapterSectionTitle('9:30-11')).toBeNull();
    expect(chapterSectionTitle('10:00')).toBeNull();
    expect(chapterSectionTitle('6:2')).toBeNull();
    expect(chapterSectionTitle('Ch. 2 and 3:1-4')).toBeNull();
  });

  it('reads a numbered fixed-width schedule whose reading column gives chapter:sections', () => {
    const r = read([
      'OPTICS 210 SPRING 2031 - 10:00 TTh',
      '',
      ' No. Day Date     Subject                         Reading',
      '  #                                               Chapter: Sections',
      '   1.   T   1/14:  Light as a Wave                 1:1-4  2:1',
      '   2.   R   1/16:  Reflection                      2:2-5',
      '        T   1/21: NO CLASS',
      '   3.   R   1/23:  Refraction; Snell                3:1-3, 4:2',
    ]);
    expect(r.rows).toEqual([
      [1, 'Ch. 1:1-4 2:1', null, '2031-01-14'],
      [1, 'Ch. 2:2-5', null, '2031-01-16'],
      [2, 'Ch. 3:1-3, 4:2', null, '2031-01-23'],
    ]);
  });
});
