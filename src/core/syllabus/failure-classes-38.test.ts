/**
 * Failure classes of the fresh25 folder (real screenshots and photos read by OCR), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { courseNotes } from './layouts/course-notes';
import { read } from './layouts/testing';

describe('one line per lecture naming the course notes to read (`( Note 5)`)', () => {
  const lectures = [
    '(Tentative) Lecture Schedule',
    'Lecture 1 : Sets and Logic. Slides: (full) (6up) ( Note 1)',
    'Lecture 2 : Proof Methods. Slides: (full) (6up) ( Note 2 Note 3)',
    'Lecture : Holiday',
    'Lecture 3 : Review. Slides: (full) (6up)',
    'Lecture 4 : Graphs. Slides: (full) (6up) | Note 4)',
  ];

  it('takes each note as the lecture’s reading, the words before it as its topic', () => {
    const r = read(lectures);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Note 1'],
      [2, 'Note 2'],
      [2, 'Note 3'],
      [4, 'Note 4'],
    ]);
    expect(r.s.weeks.find((w) => w.weekNumber === 2)?.topic).toContain('Proof Methods');
  });

  it('leaves a remark opening with Note, and a note bounding a reading’s pages, as they are', () => {
    expect(courseNotes('Note 1: bring a laptop')).toBeNull();
    expect(courseNotes('Agencies – pages 36-51 (through Note 7)')).toBeNull();
    expect(courseNotes('Probability ( Note 13 Note 14)')).toEqual({
      topic: 'Probability',
      notes: ['Note 13', 'Note 14'],
    });
    const r = read(['Class 1 Agencies – pages 36-51 (through Note 7)', 'Class 2 Courts – pages 52-70']);
    expect(r.rows.map((x) => x[2])).toEqual(['36-51', '52-70']);
  });
});
