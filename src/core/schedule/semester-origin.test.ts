import { describe, expect, it } from 'vitest';
import { FROM_DATED_ROWS, FROM_SYLLABUS, semesterOrigins } from './semester';

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
});
