/**
 * Failure classes of round 45 (fresh45, first sight): schedules whose columns came apart in the text a student
 * pastes — a lecture table given column by column in blocks on one line (`1. 2. 3. Date Feb. 3 Feb. 5 ... Reading
 * Ch. 1 Ch. 2 ...`); a chapter list whose lines open with the chapter's number and end with its starting date
 * (`16. Kinetics ... Jan. 20`), the number read as a week's; several chapters named by title in one sentence, each
 * closed by `(Chap. N)`, one of them withdrawn by a later sentence (`Actually, you can skip Chap. 10.`); a `Chapter | Date |` table pasted one cell a line, its chapter cell before its
 * date (`1,2 |` / `September |` / `4 |`).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a lecture table flattened column by column in blocks on one line', () => {
  const text = [
    'Geology 210 Course Outline and Reading List Fall 2031 Lecture 1. 2. 3. 4. Date Sep. 3 Sep. 8 Sep. 10 Sep. 15',
    'Topic Rocks and Minerals Plate Tectonics Volcanoes Earthquakes Reading Ch. 1 Ch. 2 Ch. 3 Ch. 4 Optional',
    'Assignment - find a rock near your home 5. 6. 7. Sep. 17 Sep. 22 Sep. 24 Rivers Glaciers Deserts Ch. 5 Ch. 6',
    'Ch. 7 First Exam - Evening of September 25',
  ].join(' ');

  it('reads each chapter cell as a reading dated by its own lecture', () => {
    const r = read([text]);
    expect(r.rows).toEqual([
      [1, 'Ch. 1', null, '2031-09-03'],
      [2, 'Ch. 2', null, '2031-09-08'],
      [2, 'Ch. 3', null, '2031-09-10'],
      [3, 'Ch. 4', null, '2031-09-15'],
      [3, 'Ch. 5', null, '2031-09-17'],
      [4, 'Ch. 6', null, '2031-09-22'],
      [4, 'Ch. 7', null, '2031-09-24'],
    ]);
  });
});

describe("a chapter list with each chapter's starting date at the end of its line", () => {
  const page = [
    'BIOL 2110',
    'Spring 2031',
    'Lecture: Mon./Wed. 9:00 AM',
    'I. COURSE MATERIAL',
    'A. Text: Cell Biology Today, 2nd Ed.',
    'B. Chapter Title Approx. Starting Date',
    '(Week of)',
    '6. Membranes and Transport Jan. 13',
    '8. Energy and the Mitochondrion: How Cells',
    'Make ATP Jan. 27',
    '7. Signalling Between Cells Feb. 10',
    '11. The Cell Cycle Mar. 3',
    'II. GRADING',
    'Four exams and a final.',
  ];

  it('reads each chapter as a reading of the week it starts in, not as week number N', () => {
    const r = read(page);
    expect(r.rows).toEqual([
      [1, 'Chapter 6. Membranes and Transport', null, '2031-01-13'],
      [3, 'Chapter 8. Energy and the Mitochondrion: How Cells Make ATP', null, '2031-01-27'],
      [5, 'Chapter 7. Signalling Between Cells', null, '2031-02-10'],
      [8, 'Chapter 11. The Cell Cycle', null, '2031-03-03'],
    ]);
  });
});

describe('several titled chapters in one sentence, one of them withdrawn', () => {
  const page = [
    'Week 1',
    '',
    'Read: Rocks and Minerals (Chap. 1) and Why Do Rivers Meander? (Chap. 2).',
    '',
    'Week 2',
    '',
    'Read: Dunes (Chap. 3), Wind and Sand (Chap. 4) and Coasts (Chap. 5). Actually, you can skip Chap. 4.',
  ];

  it('reads each titled chapter as a reading and drops the one the text withdraws', () => {
    expect(read(page).rows).toEqual([
      [1, 'Rocks and Minerals (Chap. 1)', null, null],
      [1, 'Why Do Rivers Meander? (Chap. 2)', null, null],
      [2, 'Dunes (Chap. 3)', null, null],
      [2, 'Coasts (Chap. 5)', null, null],
    ]);
  });
});

describe('a chapter-first table pasted one cell a line with its cell bars', () => {
  const page = [
    'Astronomy 2, Fall 2031',
    'Text: "Stars and Planets" (3rd Ed)',
    'Schedule:',
    'Chapter |',
    'Date |',
    'Exams |',
    '||',
    '1,2 |',
    'September |',
    '9 |',
    '|',
    '3 |',
    '16 |',
    '|||',
    '4,5 |',
    '23 |',
    'Test 1 (through 3) |',
    '|',
    '6 |',
    'October |',
    '7 |',
    '||',
  ];

  it('reads each chapter cell as the reading of the date after it', () => {
    expect(read(page).rows).toEqual([
      [1, 'Chapter 1,2', null, '2031-09-09'],
      [2, 'Chapter 3', null, '2031-09-16'],
      [3, 'Chapter 4,5', null, '2031-09-23'],
      [5, 'Chapter 6', null, '2031-10-07'],
    ]);
  });
});
