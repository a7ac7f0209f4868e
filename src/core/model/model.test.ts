import { describe, expect, it } from 'vitest';
import {
  COURSE_COLORS,
  COURSE_ICONS,
  Course,
  Flowmap,
  MEETING_DAYS,
  OcrResult,
  PdfExtractionResult,
  Prompt,
  RECOMMENDATION_TYPES,
  Reading,
  Recommendation,
  Rpa,
  SemesterInfo,
  StructuredSyllabus,
  SundayAudit,
  WEAK_SPOT_PRIORITIES,
  WEAK_SPOT_STATUSES,
  WeakSpot,
  WritingSession,
} from '.';

const t = '2026-09-01T10:00:00.000Z';
const base = { id: 'abc123', createdAt: t, updatedAt: t };

describe('enums from the spec', () => {
  it('has 9 course colours starting #0EA5E9 and the 8 icons', () => {
    expect(COURSE_COLORS).toHaveLength(9);
    expect(COURSE_COLORS[0]).toBe('#0EA5E9');
    expect(new Set(COURSE_COLORS).size).toBe(9);
    expect(COURSE_ICONS).toEqual([
      'scale-balance',
      'gavel',
      'book-open',
      'briefcase',
      'lightbulb',
      'target',
      'bookmark',
      'inbox',
    ]);
  });
  it('has the weak-spot statuses and priorities, recommendation types and meeting days', () => {
    expect(WEAK_SPOT_STATUSES).toEqual([
      'identified',
      'investigating',
      'in_progress',
      'resolved',
      'dismissed',
    ]);
    expect(WEAK_SPOT_PRIORITIES).toEqual(['low', 'medium', 'high', 'critical']);
    expect(RECOMMENDATION_TYPES).toHaveLength(8);
    expect(MEETING_DAYS[0]).toBe('monday');
  });
});

describe('Course', () => {
  it('defaults colour, icon, metadata and archived; trims required text', () => {
    const c = Course.parse({ ...base, name: ' Torts ', code: 'LAW 101', semester: 'Fall 2026' });
    expect(c).toMatchObject({
      name: 'Torts',
      color: '#0EA5E9',
      icon: 'scale-balance',
      metadata: {},
      archived: false,
    });
    expect(c.professor).toBeUndefined();
  });
  it('rejects blank required fields, unknown icons and bad colours', () => {
    const ok = { ...base, name: 'Torts', code: 'L', semester: 'F' };
    expect(Course.safeParse({ ...ok, name: '  ' }).success).toBe(false);
    expect(Course.safeParse({ ...ok, icon: 'rocket' }).success).toBe(false);
    expect(Course.safeParse({ ...ok, color: 'blue' }).success).toBe(false);
    expect(Course.safeParse({ ...ok, createdAt: 'yesterday' }).success).toBe(false);
  });
});

describe('Rpa', () => {
  const ok = {
    ...base,
    ruleName: 'Negligence',
    course: 'Torts',
    courseId: 'c1',
    ruleText: 'Duty, breach...',
  };
  it('defaults readingIds and leaves optional text out when blank', () => {
    const r = Rpa.parse({ ...ok, purposeText: '  ' });
    expect(r.readingIds).toEqual([]);
    expect(r.purposeText).toBeUndefined();
  });
  it('requires rule name, course and rule text; week at least 1', () => {
    expect(Rpa.safeParse({ ...ok, ruleText: '' }).success).toBe(false);
    expect(Rpa.safeParse({ ...ok, weekNumber: 0 }).success).toBe(false);
    expect(Rpa.safeParse({ ...ok, weekNumber: 1 }).success).toBe(true);
  });
});

describe('WeakSpot', () => {
  const ok = { ...base, title: 'Hearsay', description: 'Exceptions', courseId: 'c1', lastSeen: t };
  it('defaults status identified, priority medium, occurrences 1, empty tags and notes', () => {
    expect(WeakSpot.parse(ok)).toMatchObject({
      status: 'identified',
      priority: 'medium',
      occurrences: 1,
      tags: [],
      notes: [],
    });
  });
  it('rejects unknown statuses, zero occurrences and blank tags', () => {
    expect(WeakSpot.safeParse({ ...ok, status: 'open' }).success).toBe(false);
    expect(WeakSpot.safeParse({ ...ok, occurrences: 0 }).success).toBe(false);
    expect(WeakSpot.safeParse({ ...ok, tags: [' '] }).success).toBe(false);
  });
});

describe('Flowmap, Prompt, WritingSession', () => {
  it('defaults flowmap category principle, no current version, not public', () => {
    const map = Flowmap.parse({ ...base, title: 'Offer' });
    expect(map).toMatchObject({ category: 'principle', isPublic: false });
    expect(map.currentVersionId).toBeUndefined();
  });
  it('needs prompt text and a session duration of 1 to 180 minutes', () => {
    expect(Prompt.safeParse({ id: 'p', text: '' }).success).toBe(false);
    const session = {
      id: 's',
      prompt: { id: 'p', text: 'Free form practice session', tags: ['General'] },
      answer: { text: '', startTime: t },
      duration: 15 * 60,
      startedAt: t,
      status: 'active',
    };
    expect(WritingSession.safeParse(session).success).toBe(true);
    expect(WritingSession.safeParse({ ...session, duration: 181 * 60 }).success).toBe(false);
    expect(WritingSession.safeParse({ ...session, status: 'running' }).success).toBe(false);
  });
});

describe('Syllabus entities', () => {
  it('defaults a reading to not completed with an empty citation', () => {
    const r = Reading.parse({ ...base, title: 'Palsgraf', weekNumber: 1, order: 0 });
    expect(r).toMatchObject({ completed: false, citation: '' });
    expect(Reading.safeParse({ ...base, title: 'x', weekNumber: 1, order: 0, confidence: 101 }).success).toBe(
      false,
    );
  });
  it('needs both semester dates, an end not before the start, and a meeting day', () => {
    const ok = { semesterStart: '2026-08-24', semesterEnd: '2026-12-04', meetingDays: ['monday'] };
    expect(SemesterInfo.safeParse(ok).success).toBe(true);
    expect(SemesterInfo.safeParse({ ...ok, meetingDays: [] }).success).toBe(false);
    expect(SemesterInfo.safeParse({ ...ok, semesterEnd: '2026-08-01' }).success).toBe(false);
    expect(SemesterInfo.safeParse({ ...ok, meetingDays: ['funday'] }).success).toBe(false);
  });
  it('accepts the AI-structured response and defaults reading confidence to 50', () => {
    const s = StructuredSyllabus.parse({
      weeks: [{ weekNumber: 1, readings: [{ title: 'Palsgraf v. Long Island R.R.', pages: '45-78' }] }],
      semesterStart: null,
      meetingDays: [],
      courseCode: 'LAW 101',
    });
    expect(s.weeks[0]?.readings[0]?.confidence).toBe(50);
    expect(StructuredSyllabus.safeParse({ weeks: 'none' }).success).toBe(false);
    expect(StructuredSyllabus.safeParse({ weeks: [{ weekNumber: 0, readings: [] }] }).success).toBe(false);
  });
});

describe('Recommendation, analytics, extraction results', () => {
  it('defaults a recommendation to active with empty context', () => {
    const r = Recommendation.parse({
      id: 'r',
      type: 'create_rpa',
      priority: 'high',
      title: 'x',
      actionUrl: '/rpa/new',
      createdAt: t,
    });
    expect(r).toMatchObject({ dismissed: false, context: {} });
    expect(Recommendation.safeParse({ ...r, type: 'nap' }).success).toBe(false);
  });
  it('checks the Sunday audit and the PDF and OCR results', () => {
    expect(
      SundayAudit.parse({ weekOf: '2026-11-16', days: [{ day: 'Monday', tasks: ['Read'] }] }).days[0]
        ?.complete,
    ).toBe(false);
    expect(PdfExtractionResult.safeParse({ pages: [], totalPages: 0, fileName: 'a.pdf' }).success).toBe(true);
    const word = { text: 'Torts', confidence: 91, bbox: { x0: 0, y0: 0, x1: 5, y1: 5 } };
    expect(
      OcrResult.parse({ text: 'Torts', items: [word], confidence: 91, width: 10, height: 10 }).pageNumber,
    ).toBe(1);
    expect(
      OcrResult.safeParse({
        text: '',
        items: [{ ...word, confidence: 120 }],
        confidence: 0,
        width: 1,
        height: 1,
      }).success,
    ).toBe(false);
  });
});
