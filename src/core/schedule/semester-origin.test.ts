import { describe, expect, it } from 'vitest';
import { FROM_DATED_ROWS, FROM_ROWS_AND_FILE_NAME, FROM_SYLLABUS, semesterOrigins } from './semester';

describe('semester step: where each prefilled value came from', () => {
  it('says the local structurer found them in the dated rows, and only for the values it found', () => {
    expect(
      semesterOrigins({ semesterStart: '2025-09-02', semesterEnd: '2025-12-04', meetingDays: [] }, 'local'),
    ).toEqual({ semesterStart: FROM_DATED_ROWS, semesterEnd: FROM_DATED_ROWS, meetingDays: null });
    expect(FROM_DATED_ROWS).toBe('From the dated rows of your syllabus');
  });

  it('says only "found in your syllabus" for an AI result', () => {
    expect(semesterOrigins({ semesterStart: null, meetingDays: ['monday'] }, 'ai')).toEqual({
      semesterStart: null,
      semesterEnd: null,
      meetingDays: FROM_SYLLABUS,
    });
  });

  it('says the meeting days came from the dated rows only when dated readings fall on each of them', () => {
    const weeks = [
      { readings: [{ date: '2030-09-03', scheduledDate: '2030-09-03' }] },
      { readings: [{ date: null, scheduledDate: '2030-09-05' }] },
    ];
    expect(semesterOrigins({ meetingDays: ['tuesday', 'thursday'], weeks }, 'local').meetingDays).toBe(
      FROM_DATED_ROWS,
    );
    // Days read from the course header ("M-F, 10 am") or from weekday labels without dates.
    expect(semesterOrigins({ meetingDays: ['monday', 'tuesday'], weeks }, 'local').meetingDays).toBe(
      FROM_SYLLABUS,
    );
    expect(semesterOrigins({ meetingDays: ['tuesday'], weeks: [] }, 'local').meetingDays).toBe(FROM_SYLLABUS);
  });

  it("says when the dates' year came from the file's name", () => {
    const found = { semesterStart: '2031-09-03', semesterEnd: '2031-12-10', meetingDays: [] };
    expect(semesterOrigins({ ...found, yearSource: 'fileName' }, 'local')).toEqual({
      semesterStart: FROM_ROWS_AND_FILE_NAME,
      semesterEnd: FROM_ROWS_AND_FILE_NAME,
      meetingDays: null,
    });
    expect(FROM_ROWS_AND_FILE_NAME).toBe(
      "From the dated rows of your syllabus, the year from the file's name",
    );
    expect(semesterOrigins({ ...found, yearSource: 'fileName' }, 'ai').semesterStart).toBe(FROM_SYLLABUS);
  });
});
