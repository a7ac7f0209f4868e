import { describe, expect, it } from 'vitest';
import type { Course } from '../model';
import {
  buildCourseDraft,
  COURSE_REQUIRED_MESSAGE,
  type CourseFormValues,
  courseLabel,
  courseToFormValues,
  EXAM_DATE_MESSAGE,
  mergeCourseMetadata,
  parseCredits,
  resolveCurrentCourse,
  SYLLABUS_URL_MESSAGE,
  visibleCourses,
} from '.';

const form = (over: Partial<CourseFormValues> = {}): CourseFormValues => ({
  name: 'Torts',
  code: 'LAW 101',
  semester: 'Fall 2026',
  professor: '',
  color: '#0EA5E9',
  icon: 'gavel',
  description: '',
  credits: '',
  section: '',
  syllabusUrl: '',
  examDate: '',
  ...over,
});

describe('buildCourseDraft', () => {
  it('keeps a real exam date with the course, and none when left empty', () => {
    expect(buildCourseDraft(form({ examDate: '2026-12-14' }))).toMatchObject({
      ok: true,
      draft: { metadata: { examDate: '2026-12-14' } },
    });
    const none = buildCourseDraft(form({ examDate: '  ' }));
    expect(none.ok && 'examDate' in none.draft.metadata).toBe(false);
  });

  it('refuses an exam date that is not a calendar day, on the exam date field', () => {
    for (const bad of ['2026-02-30', '14/12/2026', '2026-13-01', '20260-01-01', 'next week'])
      expect(buildCourseDraft(form({ examDate: bad }))).toEqual({
        ok: false,
        message: EXAM_DATE_MESSAGE,
        field: 'examDate',
      });
  });

  it('requires name, code and semester after trimming', () => {
    for (const blank of [{ name: '' }, { code: '   ' }, { semester: '\t' }]) {
      expect(buildCourseDraft(form(blank))).toEqual({ ok: false, message: COURSE_REQUIRED_MESSAGE });
    }
  });
  it('trims, and omits empty optional fields from metadata', () => {
    const result = buildCourseDraft(form({ name: ' Torts ', description: '  ', section: ' A ' }));
    expect(result).toEqual({
      ok: true,
      draft: {
        name: 'Torts',
        code: 'LAW 101',
        semester: 'Fall 2026',
        color: '#0EA5E9',
        icon: 'gavel',
        metadata: { section: 'A' },
      },
    });
  });
  it('stores credits as a number and ignores a non-number', () => {
    expect(buildCourseDraft(form({ credits: '3.5' }))).toMatchObject({
      draft: { metadata: { credits: 3.5 } },
    });
    expect(buildCourseDraft(form({ credits: 'three' }))).toMatchObject({ draft: { metadata: {} } });
    expect(parseCredits('')).toBeUndefined();
    expect(parseCredits(-1)).toBeUndefined();
    expect(parseCredits(0)).toBe(0);
  });
  it('refuses a malformed syllabus URL with a clear message', () => {
    for (const bad of ['not a url', 'ftp://x.org/a', 'http://localhost', 'javascript:alert(1)']) {
      expect(buildCourseDraft(form({ syllabusUrl: bad }))).toEqual({
        ok: false,
        message: SYLLABUS_URL_MESSAGE,
        field: 'syllabusUrl',
      });
    }
    expect(buildCourseDraft(form({ syllabusUrl: 'https://law.example.edu/torts?x=1' }))).toMatchObject({
      draft: { metadata: { syllabusUrl: 'https://law.example.edu/torts?x=1' } },
    });
  });
});

const course = (id: string, archived = false): Course => ({
  id,
  name: `Course ${id}`,
  code: id.toUpperCase(),
  semester: 'Fall 2026',
  professor: undefined,
  color: '#0EA5E9',
  icon: 'gavel',
  metadata: {},
  archived,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('current course', () => {
  const list = [course('a', true), course('b'), course('c')];
  it('uses the remembered course when it exists', () => {
    expect(resolveCurrentCourse(list, { courseId: 'c', explicitNone: false })?.id).toBe('c');
  });
  it('falls back to the first course when the remembered one is missing', () => {
    expect(resolveCurrentCourse(list, { courseId: 'gone', explicitNone: false })?.id).toBe('b');
    expect(resolveCurrentCourse([course('a', true)], { courseId: null, explicitNone: false })?.id).toBe('a');
    expect(resolveCurrentCourse([], { courseId: null, explicitNone: false })).toBeUndefined();
  });
  it("respects an explicit 'No course selected'", () => {
    expect(resolveCurrentCourse(list, { courseId: null, explicitNone: true })).toBeUndefined();
  });
  it('labels courses as name (code) • semester and can leave archived ones out', () => {
    expect(courseLabel(course('b'))).toBe('Course b (B) • Fall 2026');
    expect(visibleCourses(list, true).map((c) => c.id)).toEqual(['b', 'c']);
    expect(visibleCourses(list, false)).toHaveLength(3);
  });
  it('round-trips a course through the form', () => {
    const c = {
      ...course('b'),
      professor: 'Prof. X',
      metadata: { credits: 3, syllabusUrl: 'https://a.edu/s', examDate: '2026-12-14' },
    };
    expect(courseToFormValues(c).examDate).toBe('2026-12-14');
    const result = buildCourseDraft(courseToFormValues(c));
    expect(result).toMatchObject({ ok: true, draft: { professor: 'Prof. X', metadata: c.metadata } });
  });
  it('an edit keeps metadata the form does not show, and drops what the student cleared', () => {
    const stored = { examDate: '2026-12-14', credits: 3, importedFrom: 'registrar' };
    expect(mergeCourseMetadata(stored, { credits: 4 })).toEqual({ credits: 4, importedFrom: 'registrar' });
    expect(mergeCourseMetadata(stored, { examDate: '2027-01-05', credits: 3 })).toEqual({
      examDate: '2027-01-05',
      credits: 3,
      importedFrom: 'registrar',
    });
  });
});
