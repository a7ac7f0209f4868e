import { describe, expect, it } from 'vitest';
import type { Reading, Rpa } from '../model';
import {
  buildRpaDraft,
  canSubmitRpa,
  emptyRpaForm,
  formatDay,
  inCourseScope,
  parseWeekNumber,
  RPA_NO_COURSE_MESSAGE,
  RPA_REQUIRED_MESSAGE,
  RPA_TEXT,
  type RpaFormValues,
  RpaError,
  readingLabel,
  readingsForCourse,
  rpaError,
  rpaMessage,
  rpaNotFound,
  rpasForList,
  rpaToFormValues,
  WEEK_NUMBER_MESSAGE,
} from '.';

const form = (over: Partial<RpaFormValues> = {}): RpaFormValues => ({
  ...emptyRpaForm('Torts', 'c1'),
  ruleName: 'Negligence',
  ruleText: 'Duty, breach, causation, damages.',
  ...over,
});

describe('the RPA catalogue texts', () => {
  it('are the spec texts', () => {
    expect(RPA_TEXT.createFailed).toBe('Failed to create RPA');
    expect(RPA_TEXT.loadListFailed).toBe('Failed to load RPAs');
    expect(RPA_TEXT.loadFailed).toBe('Failed to load RPA');
    expect(rpaNotFound('abc')).toBe('RPA with id abc not found');
    expect(RPA_TEXT.listErrorTitle).toBe('Error Loading RPAs');
    expect(RPA_TEXT.emptyTitle).toBe('No RPAs');
    expect(RPA_TEXT.emptyText).toBe('Get started by creating your first RPA.');
    expect(RPA_TEXT.deleteConfirm).toBe('Are you sure you want to delete this RPA?');
    expect(RPA_TEXT.creating).toBe('Creating...');
  });

  it('errors carry a code and the catalogue message; other errors fall back', () => {
    const e = rpaError.notFound('x1');
    expect(e).toBeInstanceOf(RpaError);
    expect(e.code).toBe('notFound');
    expect(rpaMessage(e, 'fallback')).toBe('RPA with id x1 not found');
    expect(rpaMessage(new Error('boom'), RPA_TEXT.loadFailed)).toBe('Failed to load RPA');
    expect(rpaError.createFailed(new Error('x')).message).toBe('Failed to create RPA');
  });
});

describe('RPA create form rules', () => {
  it('prefills the course with the current course and starts otherwise empty', () => {
    expect(emptyRpaForm('Torts', 'c1')).toEqual({
      ruleName: '',
      courseId: 'c1',
      course: 'Torts',
      ruleText: '',
      purposeText: '',
      applicationNotes: '',
      weekNumber: '',
      readingIds: [],
    });
  });

  it('disables submit while ruleName, course or ruleText is empty (or blank), without a course id, or while creating', () => {
    expect(canSubmitRpa(form(), false)).toBe(true);
    expect(canSubmitRpa(form({ ruleName: '' }), false)).toBe(false);
    expect(canSubmitRpa(form({ ruleName: '   ' }), false)).toBe(false);
    expect(canSubmitRpa(form({ course: '' }), false)).toBe(false);
    expect(canSubmitRpa(form({ ruleText: ' \n ' }), false)).toBe(false);
    expect(canSubmitRpa(form({ courseId: '' }), false)).toBe(false);
    expect(canSubmitRpa(form(), true)).toBe(false);
  });

  it('builds a trimmed draft and omits empty optional fields', () => {
    const result = buildRpaDraft(
      form({
        ruleName: '  Negligence ',
        purposeText: '   ',
        applicationNotes: '',
        readingIds: ['r1', 'r1', 'r2'],
      }),
    );
    expect(result).toEqual({
      ok: true,
      draft: {
        ruleName: 'Negligence',
        course: 'Torts',
        courseId: 'c1',
        ruleText: 'Duty, breach, causation, damages.',
        readingIds: ['r1', 'r2'],
      },
    });
  });

  it('keeps the optional fields when given', () => {
    const result = buildRpaDraft(
      form({ purposeText: ' Compensate. ', applicationNotes: 'Palsgraf', weekNumber: 3 }),
    );
    expect(result.ok && result.draft).toMatchObject({
      purposeText: 'Compensate.',
      applicationNotes: 'Palsgraf',
      weekNumber: 3,
    });
  });

  it('refuses a missing course or required field, and a week below 1 (a negative week is not made positive)', () => {
    expect(buildRpaDraft(form({ weekNumber: -3 }))).toEqual({
      ok: false,
      message: WEEK_NUMBER_MESSAGE,
      field: 'weekNumber',
    });
    expect(buildRpaDraft(form({ courseId: '' }))).toEqual({ ok: false, message: RPA_NO_COURSE_MESSAGE });
    expect(buildRpaDraft(form({ ruleText: '' }))).toEqual({ ok: false, message: RPA_REQUIRED_MESSAGE });
    expect(buildRpaDraft(form({ weekNumber: 0 }))).toEqual({
      ok: false,
      message: WEEK_NUMBER_MESSAGE,
      field: 'weekNumber',
    });
  });

  it('reads the week number: optional, whole, minimum 1', () => {
    expect(parseWeekNumber('')).toEqual({ ok: true, value: undefined });
    expect(parseWeekNumber(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseWeekNumber(1)).toEqual({ ok: true, value: 1 });
    expect(parseWeekNumber('12')).toEqual({ ok: true, value: 12 });
    expect(parseWeekNumber(0).ok).toBe(false);
    expect(parseWeekNumber(-2).ok).toBe(false);
    expect(parseWeekNumber(1.5).ok).toBe(false);
    expect(parseWeekNumber('abc').ok).toBe(false);
    expect(parseWeekNumber(61).ok).toBe(false);
  });

  it('round-trips an RPA through the edit form', () => {
    const rpa: Rpa = {
      id: 'r',
      createdAt: '2026-09-01T10:00:00.000Z',
      updatedAt: '2026-09-01T10:00:00.000Z',
      ruleName: 'Negligence',
      course: 'Torts',
      courseId: 'c1',
      ruleText: 'Duty...',
      purposeText: undefined,
      applicationNotes: undefined,
      readingIds: ['x'],
    };
    const values = rpaToFormValues(rpa);
    expect(values).toMatchObject({ purposeText: '', applicationNotes: '', weekNumber: '' });
    expect(buildRpaDraft(values)).toEqual({
      ok: true,
      draft: {
        ruleName: 'Negligence',
        course: 'Torts',
        courseId: 'c1',
        ruleText: 'Duty...',
        readingIds: ['x'],
      },
    });
  });
});

const rpa = (id: string, courseId: string, updatedAt: string): Rpa => ({
  id,
  courseId,
  course: courseId,
  ruleName: id,
  ruleText: 'x',
  purposeText: undefined,
  applicationNotes: undefined,
  readingIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

describe('the RPA list', () => {
  const items = [
    rpa('a', 'c1', '2026-09-01T00:00:00.000Z'),
    rpa('b', 'c2', '2026-09-03T00:00:00.000Z'),
    rpa('c', 'c1', '2026-09-02T00:00:00.000Z'),
    rpa('d', 'old', '2026-09-04T00:00:00.000Z'),
  ];
  const archived = new Set(['old']);

  it("shows the current course's RPAs, most recently updated first", () => {
    const list = rpasForList(items, { courseId: 'c1', excludeArchived: true, archivedCourseIds: archived });
    expect(list.map((r) => r.id)).toEqual(['c', 'a']);
  });

  it("shows an archived current course's RPAs", () => {
    const list = inCourseScope(items, {
      courseId: 'old',
      excludeArchived: true,
      archivedCourseIds: archived,
    });
    expect(list.map((r) => r.id)).toEqual(['d']);
  });

  it('with no course selected shows every course, leaving archived ones out when Hide archived is on', () => {
    const hide = rpasForList(items, { courseId: null, excludeArchived: true, archivedCourseIds: archived });
    expect(hide.map((r) => r.id)).toEqual(['b', 'c', 'a']);
    const show = rpasForList(items, { courseId: null, excludeArchived: false, archivedCourseIds: archived });
    expect(show.map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('formats the updated date', () => {
    expect(formatDay('2026-09-01T12:00:00.000Z')).toMatch(/^(Aug 31|Sep 1|Sep 2), 2026$/);
  });
});

describe('the reading picker', () => {
  const reading = (id: string, courseId: string | undefined, weekNumber: number, order: number): Reading => ({
    id,
    courseId,
    title: `Reading ${id}`,
    citation: '',
    weekNumber,
    order,
    completed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it("lists only the current course's readings, by week then order", () => {
    const all = [
      reading('x', 'c1', 2, 0),
      reading('y', 'c2', 1, 0),
      reading('z', 'c1', 1, 1),
      reading('w', undefined, 1, 0),
    ];
    expect(readingsForCourse(all, 'c1').map((r) => r.id)).toEqual(['z', 'x']);
    expect(readingsForCourse(all, undefined)).toEqual([]);
  });

  it('labels a reading with its week and title, else its citation', () => {
    expect(readingLabel({ weekNumber: 3, title: 'Palsgraf', citation: '248 N.Y. 339' })).toBe(
      'Week 3: Palsgraf',
    );
    expect(readingLabel({ weekNumber: 3, title: ' ', citation: '248 N.Y. 339' })).toBe(
      'Week 3: 248 N.Y. 339',
    );
  });
});
