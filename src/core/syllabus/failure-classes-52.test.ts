/**
 * Failure classes seen at first sight on the `fresh33` corpus folder of stored public pages
 * (corpus/syllabi/fresh33/FIRST_SIGHT.md), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a class calendar run together on one line, each row a month-day date glued to the row before', () => {
  const calendar = [
    'Course Calendar (Fall 2027)',
    'Exams and Deadlines:',
    '----------MIDTERM October 7 (covering units 1-3)FINAL December 9Classes:',
    '----------Sep 2 Welcome and PolicySep 7, 9 Chapter 1: Cells and TissuesSep 14, 16 Chapter 2: Organs ' +
      'Sep 21, 23, 28 Chapter 3: SystemsSep 30, Oct 5 Chapter 4: Ecology',
  ];

  it('reads every row as a dated class with its chapter, dated by its first day', () => {
    const r = read(calendar);
    expect(r.rows).toEqual([
      [2, 'Chapter 1: Cells and Tissues', null, '2027-09-07'],
      [3, 'Chapter 2: Organs', null, '2027-09-14'],
      [4, 'Chapter 3: Systems', null, '2027-09-21'],
      [5, 'Chapter 4: Ecology', null, '2027-09-30'],
    ]);
  });

  it('reads the same calendar pasted one row a line the same way', () => {
    const lines = [
      'Course Calendar (Fall 2027)',
      'Sep 2 Welcome and Policy',
      'Sep 7, 9 Chapter 1: Cells and Tissues',
      'Sep 14, 16 Chapter 2: Organs',
      'Sep 21, 23, 28 Chapter 3: Systems',
      'Sep 30, Oct 5 Chapter 4: Ecology',
    ];
    expect(read(lines).rows).toEqual(read(calendar).rows);
  });
});

describe('an assignment cell that runs due notes, homework labels and read items together', () => {
  const table = (cell: string) => [
    'Date',
    'Assignment',
    'Mon, Feb 2',
    cell,
    'Wed, Feb 4',
    'Read §5.3 "Resonance"',
  ];

  it('takes each titled section of a read item, and the read item after a due note', () => {
    const r = read(
      table(
        'Set 1 due (key) Web HW: “Waves RQ” due Read §5.1 "Sound Waves", §5.2 "Standing Waves" (lecture notes)',
      ),
    );
    expect(r.titles).toEqual([
      '§5.1 "Sound Waves"',
      '§5.2 "Standing Waves" (lecture notes)',
      '§5.3 "Resonance"',
    ]);
  });

  it('takes no homework item given under an `HW:` label', () => {
    const r = read(table('Read §5.1 "Sound Waves" Web HW: “Waves RQ #2” Read §5.2 "Standing Waves"'));
    expect(r.titles).toEqual(['§5.1 "Sound Waves"', '§5.2 "Standing Waves"', '§5.3 "Resonance"']);
  });
});

describe('a schedule whose week number opens only the first class row of each week', () => {
  it('reads the number as the printed week and the row after it as a dated class', () => {
    const r = read([
      'Northern Sagas, Spring 2027, MW',
      '1 01/11 Introduction[1]',
      '01/13 The Saga of Njal, chapters 1–10',
      '2 01/18 The Saga of Njal, chapters 11–20',
      '01/20 Review',
      '3 01/25 The Saga of Grettir, chapters 1–8',
      '01/27 The Saga of Grettir, chapters 9–15',
    ]);
    expect(r.rows).toEqual([
      [1, 'The Saga of Njal, chapters 1–10', null, '2027-01-13'],
      [2, 'The Saga of Njal, chapters 11–20', null, '2027-01-18'],
      [3, 'The Saga of Grettir, chapters 1–8', null, '2027-01-25'],
      [3, 'The Saga of Grettir, chapters 9–15', null, '2027-01-27'],
    ]);
  });
});

describe('a dated row naming a work and its book', () => {
  it('takes `Work, book N` and `Author’s Work, books N and M` as readings, as `Work, chapters N–M` is', () => {
    const r = read([
      'Epic Poetry, Fall 2027',
      'Sep 6 Introduction',
      'Sep 8 Virgil’s Aeneid, books 1 and 2',
      'Sep 13 The Aeneid, book 4',
      'Sep 15 Lucan’s Pharsalia, book 7',
    ]);
    expect(r.titles).toEqual([
      'Virgil’s Aeneid, books 1 and 2',
      'The Aeneid, book 4',
      'Lucan’s Pharsalia, book 7',
    ]);
  });
});

describe('a catalogue line with the course hours code', () => {
  it('reads `(3-0)` as no page range, so the line gives no reading, also inside a dated block', () => {
    const r = read([
      'January 30, 2026',
      '',
      'Ecology Survey (3 semester hours) An introduction to the methods of field ecology focusing on the study of populations from the beginnings through the present. No prerequisites (3-0) R',
      'Week 1 (Sept. 2-4): Introduction',
      '  • Field Guide: Ch. 1',
    ]);
    expect(r.titles).toEqual(['Field Guide: Ch. 1']);
  });
});
