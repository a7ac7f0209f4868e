import { describe, expect, it } from 'vitest';
import { contentCellLines, contentColumn } from './csv-content-column';
import { csvScheduleLines } from './csv-schedule';

const CSV = [
  'Date,Kind,Plan,Remarks,Due',
  'Sep 2,Opening,Welcome and course overview,,',
  'Sep 4,Units,"Seeing Machines/the camera and the eye',
  'Chapter: Frames",,Sign up by Sep 5',
  'Sep 9,,Labor holiday,No class,',
  'Sep 11,Units,Listening to Radio Days,,',
  'Sep 16,Units,"Printed Worlds and the Novel',
  'Introduction & Chapter: Serial Forms",In class,',
];

describe('a CSV schedule whose header names no reading column (csv-content-column.ts)', () => {
  it('reads the column holding the most text as the reading column', () => {
    expect(
      contentColumn(
        ['date', 'other', 'other', 'other', 'other'],
        [
          ['Sep 2', 'Opening', 'Welcome and course overview', '', ''],
          ['Sep 4', 'Units', 'Seeing Machines and the camera', '', 'Sign up'],
          ['Sep 11', 'Units', 'Listening to Radio Days', 'In class', ''],
        ],
      ),
    ).toBe(2);
  });

  it('is no content column beside a named reading, topic or pages column, or without a date', () => {
    const rows = [['Sep 2', 'Welcome to the long course overview', 'x']];
    expect(contentColumn(['date', 'topic', 'other'], rows)).toBe(-1);
    expect(contentColumn(['date', 'other', 'reading'], rows)).toBe(-1);
    expect(contentColumn(['number', 'other', 'other'], rows)).toBe(-1);
  });

  it('joins a part line to its work and splits works set side by side with a slash', () => {
    expect(contentCellLines(['Seeing Machines/the camera and the eye', 'Chapter: Frames'])).toEqual([
      'Seeing Machines',
      'the camera and the eye, Chapter: Frames',
    ]);
    expect(contentCellLines(['Printed Worlds', 'Introduction & Chapter: Serial Forms'])).toEqual([
      'Printed Worlds, Introduction & Chapter: Serial Forms',
    ]);
    expect(contentCellLines(['Input/Output and/or More', 'Syllabus / Course Map'])).toEqual([
      'Input/Output and/or More',
      'Syllabus / Course Map',
    ]);
  });

  it('turns the file into a pipe table whose content column is headed Reading', () => {
    const out = csvScheduleLines(CSV)!;
    expect(out[0]).toBe('| Date | Kind | Reading | Remarks | Due |');
    expect(out[2]).toBe(
      '| Sep 4 | Units | Seeing Machines<br>the camera and the eye, Chapter: Frames |  | Sign up by Sep 5 |',
    );
    expect(out[3]).toBe('');
    expect(out[6]).toBe(
      '| Sep 16 | Units | Printed Worlds and the Novel, Introduction & Chapter: Serial Forms | In class |  |',
    );
  });
});
