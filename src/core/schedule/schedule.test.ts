import { describe, expect, it } from 'vitest';
import type { ApiSyllabus, Reading, StructuredSyllabus, Syllabus } from '../model';
import { ApiSyllabusInput } from '../model';
import {
  addReading,
  attachProvenance,
  BAND_COLOR,
  checkUploadFile,
  clampWeek,
  confidenceBand,
  draftConfidences,
  draftFromSaved,
  draftFromStructured,
  editReading,
  expectedWeekOf,
  fromApiSyllabus,
  hasSemesterDetails,
  indicatorIndex,
  initialWizard,
  isHighlighted,
  isOverdue,
  MEETING_DAY_REQUIRED,
  neighbours,
  newReadingDefaults,
  overallConfidence,
  overdueReadings,
  parseTimelineFilter,
  planReadings,
  progressOf,
  removeReading,
  roundedPercent,
  SEMESTER_DATES_REQUIRED,
  setWeekTopic,
  STATUS,
  STATUS_ORDER,
  sourceLabel,
  syllabiToImport,
  syllabusPosition,
  toApiSyllabusInput,
  toggleMeetingDay,
  validateSemester,
  viewerKind,
  type WizardEvent,
  wizardReducer,
  weekProgress,
  weeksOf,
} from '.';

const T = '2026-01-01T00:00:00.000Z';

const reading = (over: Partial<Reading>): Reading => ({
  id: 'r1',
  title: 'Pierson v. Post',
  citation: '',
  weekNumber: 1,
  completed: false,
  order: 1,
  createdAt: T,
  updatedAt: T,
  ...over,
});

describe('progress', () => {
  it('rounds percentages and handles empty weeks', () => {
    expect(roundedPercent(1, 3)).toBe(33);
    expect(roundedPercent(2, 3)).toBe(67);
    expect(roundedPercent(0, 0)).toBe(0);
    const rs = [reading({ completed: true }), reading({ id: 'r2' }), reading({ id: 'r3', weekNumber: 2 })];
    expect(progressOf(rs)).toEqual({ completed: 1, total: 3, percent: 33 });
    const byWeek = weekProgress([1, 2, 3], rs);
    expect(byWeek.get(1)?.percent).toBe(50);
    expect(byWeek.get(2)?.percent).toBe(0);
    expect(byWeek.get(3)).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it('finds overdue readings: incomplete, scheduled before today', () => {
    const rs = [
      reading({ id: 'a', scheduledDate: '2026-01-10' }),
      reading({ id: 'b', scheduledDate: '2026-01-10', completed: true }),
      reading({ id: 'c', scheduledDate: '2026-01-20' }),
      reading({ id: 'd' }),
      reading({ id: 'e', scheduledDate: '2026-01-15' }),
    ];
    expect(overdueReadings(rs, '2026-01-15').map((r) => r.id)).toEqual(['a']);
    expect(isOverdue(rs[4] as Reading, '2026-01-16')).toBe(true);
    expect(parseTimelineFilter('overdue')).toBe('overdue');
    expect(parseTimelineFilter('x')).toBe('all');
    expect(parseTimelineFilter(null)).toBe('all');
  });

  it('limits the week view to 1..weeks', () => {
    expect(clampWeek(0, 14)).toBe(1);
    expect(clampWeek(20, 14)).toBe(14);
    expect(clampWeek(Number.NaN, 14)).toBe(1);
    expect(neighbours(1, 3)).toEqual({ previous: null, next: 2 });
    expect(neighbours(3, 3)).toEqual({ previous: 2, next: null });
    expect(neighbours(1, 1)).toEqual({ previous: null, next: null });
  });
});

describe('confidence', () => {
  it('bands at 80 and 60, highlights below 70', () => {
    expect(confidenceBand(100)).toBe('high');
    expect(confidenceBand(80)).toBe('high');
    expect(confidenceBand(79)).toBe('medium');
    expect(confidenceBand(60)).toBe('medium');
    expect(confidenceBand(59)).toBe('low');
    expect(BAND_COLOR).toEqual({ high: 'green', medium: 'yellow', low: 'red' });
    expect(isHighlighted(69)).toBe(true);
    expect(isHighlighted(70)).toBe(false);
    expect(overallConfidence([80, 70, 61])).toBe(70);
    expect(overallConfidence([])).toBe(0);
    expect(sourceLabel(2, 14)).toBe('p. 2, line 14');
    expect(sourceLabel(undefined, undefined)).toBe('');
  });
});

describe('semester form', () => {
  it('gives the spec alerts in order', () => {
    expect(validateSemester({ semesterStart: '', semesterEnd: '2026-05-01', meetingDays: [] })).toBe(
      SEMESTER_DATES_REQUIRED,
    );
    expect(SEMESTER_DATES_REQUIRED).toBe('Please enter both semester start and end dates');
    expect(
      validateSemester({ semesterStart: '2026-01-12', semesterEnd: '2026-05-01', meetingDays: [] }),
    ).toBe(MEETING_DAY_REQUIRED);
    expect(MEETING_DAY_REQUIRED).toBe('Please select at least one meeting day');
    expect(
      validateSemester({ semesterStart: '2026-01-12', semesterEnd: '2026-05-01', meetingDays: ['monday'] }),
    ).toBeNull();
    expect(
      validateSemester({ semesterStart: '2026-05-12', semesterEnd: '2026-05-01', meetingDays: ['monday'] }),
    ).toBe('Semester end must not be before its start');
  });

  it('knows when a result needs the semester step', () => {
    expect(hasSemesterDetails({ semesterStart: 'a', semesterEnd: 'b', meetingDays: ['monday'] })).toBe(true);
    expect(hasSemesterDetails({ semesterStart: 'a', semesterEnd: 'b', meetingDays: [] })).toBe(false);
    expect(hasSemesterDetails({ semesterStart: null, semesterEnd: 'b', meetingDays: ['monday'] })).toBe(
      false,
    );
  });

  it('toggles meeting days in weekday order', () => {
    expect(toggleMeetingDay(['friday'], 'monday')).toEqual(['monday', 'friday']);
    expect(toggleMeetingDay(['monday', 'friday'], 'monday')).toEqual(['friday']);
  });
});

describe('upload checks', () => {
  it('needs a file of an accepted type', () => {
    expect(checkUploadFile(null)).toBe('Please select a file');
    for (const name of ['a.pdf', 'b.PNG', 'c.jpg', 'd.jpeg', 'e.webp'])
      expect(checkUploadFile({ name })).toBeNull();
    expect(checkUploadFile({ name: 'notes.docx', type: 'application/msword' })).toBe(
      'Unsupported file type: notes.docx (supported: PDF, PNG, JPG, JPEG, WebP)',
    );
    expect(checkUploadFile({ name: 'scan', type: 'image/png' })).toBeNull();
    expect(checkUploadFile({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe(
      'The file is empty (0 bytes): empty.pdf',
    );
    expect(viewerKind({ name: 'x.png', type: 'image/png' })).toBe('image');
    expect(viewerKind({ name: 'x.pdf', type: '' })).toBe('pdf');
    expect(viewerKind({ name: 'x.jpg', type: '' })).toBe('image');
  });
});

describe('wizard', () => {
  const run = (events: WizardEvent[]) => events.reduce(wizardReducer, initialWizard);

  it('has the spec status messages in order', () => {
    expect(STATUS_ORDER).toEqual([
      'Preparing file...',
      'Loading file...',
      'Extracting text...',
      'Asking AI to structure syllabus...',
      'Saving syllabus...',
      'Syllabus created successfully!',
    ]);
    expect(STATUS.confirmSemester).toBe('Please confirm or correct the semester details');
    expect(STATUS.normalizing).toBe('Normalizing data...');
  });

  it('goes straight to complete when the result is complete', () => {
    const s = run([
      { type: 'start' },
      { type: 'status', message: STATUS.loading, progress: 0.5 },
      { type: 'save' },
      { type: 'saved' },
    ]);
    expect(s.step).toBe('complete');
    expect(s.status).toBe('Syllabus created successfully!');
    expect(indicatorIndex(s)).toBe(3);
  });

  it('asks for the semester, normalizes, reviews, saves', () => {
    let s = run([{ type: 'start' }]);
    expect(s).toMatchObject({ step: 'processing', status: 'Preparing file...' });
    expect(indicatorIndex(s)).toBe(0);
    s = wizardReducer(s, { type: 'needsSemester' });
    expect(s).toMatchObject({ step: 'semester', status: 'Please confirm or correct the semester details' });
    expect(indicatorIndex(s)).toBe(1);
    s = wizardReducer(s, { type: 'semesterContinue' });
    expect(s).toMatchObject({ step: 'processing', phase: 'normalize', status: 'Normalizing data...' });
    s = wizardReducer(s, { type: 'review' });
    expect(s.step).toBe('review');
    expect(indicatorIndex(s)).toBe(2);
    s = wizardReducer(s, { type: 'confirm' });
    expect(s).toMatchObject({ step: 'processing', phase: 'save', status: 'Saving syllabus...' });
    expect(indicatorIndex(s)).toBe(2);
    s = wizardReducer(s, { type: 'saved' });
    expect(s.step).toBe('complete');
  });

  it('keeps errors at processing with Error: and retries the failed phase', () => {
    let s = run([{ type: 'start' }, { type: 'fail', message: 'No text extracted from file' }]);
    expect(s).toMatchObject({ step: 'processing', status: 'Error: No text extracted from file' });
    // progress and steps are ignored while an error shows
    expect(wizardReducer(s, { type: 'status', message: 'x' })).toBe(s);
    expect(wizardReducer(s, { type: 'review' })).toBe(s);
    s = wizardReducer(s, { type: 'retry' });
    expect(s).toMatchObject({ step: 'processing', status: 'Preparing file...', error: null });
  });

  it('cancel returns to upload with a notice, or to the review after a failed save', () => {
    expect(run([{ type: 'start' }, { type: 'cancel' }])).toMatchObject({
      step: 'upload',
      notice: 'Processing cancelled',
    });
    const s = run([
      { type: 'start' },
      { type: 'needsSemester' },
      { type: 'semesterContinue' },
      { type: 'review' },
      { type: 'confirm' },
      { type: 'fail', message: 'disk' },
      { type: 'cancel' },
    ]);
    expect(s.step).toBe('review');
    expect(run([{ type: 'reject', message: 'Please select a file' }]).notice).toBe('Please select a file');
  });

  it('ignores events that do not fit the step', () => {
    expect(wizardReducer(initialWizard, { type: 'saved' })).toBe(initialWizard);
    expect(wizardReducer(initialWizard, { type: 'confirm' })).toBe(initialWizard);
  });
});

const structured: StructuredSyllabus = {
  weeks: [
    {
      weekNumber: 2,
      topic: 'Possession',
      readings: [
        {
          title: 'Pierson v. Post',
          citation: 'cb',
          pages: '1-10',
          confidence: 90,
          sourcePage: 1,
          sourceLine: 3,
        },
      ],
    },
    {
      weekNumber: 1,
      topic: null,
      startDate: '2026-01-12',
      readings: [{ title: 'Intro', confidence: 55, date: '2026-01-13' }],
    },
  ],
  semesterStart: '2026-01-12',
  semesterEnd: '2026-05-01',
  meetingDays: ['tuesday'],
};

describe('review draft', () => {
  it('builds from a structured result with boxes from the lines', () => {
    const d = draftFromStructured(structured, {
      courseId: 'c1',
      source: 'local',
      lines: [{ text: 'Pierson v. Post, cb 1-10', page: 1, line: 3, bbox: { x0: 1, y0: 2, x1: 3, y1: 4 } }],
      fileName: 'x.pdf',
    });
    expect(d.weeks.map((w) => w.weekNumber)).toEqual([1, 2]);
    expect(d.weeks[1]?.readings[0]).toMatchObject({
      title: 'Pierson v. Post',
      bbox: { x0: 1 },
      sourceLine: 3,
    });
    expect(d.weeks[0]?.readings[0]?.scheduledDate).toBe('2026-01-13');
    expect(draftConfidences(d)).toEqual([55, 90]);
  });

  it('edits without changing the original', () => {
    const d = draftFromStructured(structured, { courseId: 'c1', source: 'local' });
    const key = d.weeks[1]?.readings[0]?.key as string;
    const e = editReading(setWeekTopic(d, 1, 'Intro week'), key, { title: 'Pierson', pages: '2-3' });
    expect(e.weeks[0]?.topic).toBe('Intro week');
    expect(e.weeks[1]?.readings[0]).toMatchObject({ title: 'Pierson', pages: '2-3' });
    expect(d.weeks[1]?.readings[0]?.title).toBe('Pierson v. Post');
    const added = addReading(e, 2, 'new-1');
    expect(added.weeks[1]?.readings[1]).toEqual({
      key: 'new-1',
      title: '',
      citation: '',
      pages: '',
      confidence: 50,
      origin: 'manual',
    });
    expect(removeReading(added, key).weeks[1]?.readings.map((r) => r.key)).toEqual(['new-1']);
  });

  it('new reading defaults follow the spec', () => {
    expect(newReadingDefaults(3)).toEqual({
      title: '',
      citation: '',
      pages: '',
      completed: false,
      order: 4,
      confidence: 50,
    });
  });

  it('attaches page and line to an AI answer by title', () => {
    const ai: StructuredSyllabus = {
      weeks: [{ weekNumber: 1, readings: [{ title: 'Pierson  v. Post', confidence: 80 }] }],
      meetingDays: [],
    };
    const out = attachProvenance(ai, [
      { text: 'Week 1', page: 1, line: 1 },
      { text: 'Read pierson v. post, pp. 1-10', page: 2, line: 7 },
    ]);
    expect(out.weeks[0]?.readings[0]).toMatchObject({ sourcePage: 2, sourceLine: 7 });
  });
});

describe('saving', () => {
  const d = draftFromStructured(structured, { courseId: 'c1', source: 'local' });
  let n = 0;
  const makeId = () => `id${++n}`;

  it('writes weeks without readings and one row per titled reading', () => {
    const withBlank = addReading(d, 2, 'blank');
    const plan = planReadings({ ...withBlank, fileId: 'f1' }, 's1', [], makeId);
    expect(plan.create).toHaveLength(2);
    expect(plan.update).toHaveLength(0);
    const pierson = plan.create.find((c) => c.fields.title === 'Pierson v. Post');
    expect(pierson?.fields).toMatchObject({
      courseId: 'c1',
      syllabusId: 's1',
      weekNumber: 2,
      order: 1,
      pages: '1-10',
      fileId: 'f1',
      completed: false,
      sourcePage: 1,
      sourceLine: 3,
    });
    expect(weeksOf(d)).toEqual([
      { weekNumber: 1, startDate: '2026-01-12', readings: [] },
      { weekNumber: 2, topic: 'Possession', importedTopic: 'Possession', readings: [] },
    ]);
  });

  it('keeps completion of readings taken over by id or by week and title', () => {
    const prev = [
      reading({
        id: 'old1',
        weekNumber: 2,
        title: 'pierson v.  post',
        completed: true,
        completedDate: T,
        notes: 'n',
      }),
      reading({ id: 'old2', weekNumber: 1, title: 'Gone', completed: true, completedDate: T }),
    ];
    const plan = planReadings(d, 's1', prev, makeId);
    expect(plan.update).toEqual([
      { id: 'old1', fields: expect.objectContaining({ completed: true, completedDate: T, notes: 'n' }) },
    ]);
    expect(plan.remove).toEqual(['old2']);
    const saved = draftFromSaved(
      {
        id: 's1',
        courseId: 'c1',
        meetingDays: [],
        weeks: [{ weekNumber: 1, readings: [] }],
        source: 'local',
        createdAt: T,
        updatedAt: T,
      },
      [reading({ id: 'keep', title: 'Renamed later', completed: true, completedDate: T })],
    );
    const renamed = editReading(saved, 'keep', { title: 'New name' });
    const plan2 = planReadings(
      renamed,
      's1',
      [reading({ id: 'keep', completed: true, completedDate: T })],
      makeId,
    );
    expect(plan2.update[0]).toMatchObject({ id: 'keep', fields: { title: 'New name', completed: true } });
  });
});

describe('API form', () => {
  const syllabus: Syllabus = {
    id: 's1',
    courseId: 'c1',
    semesterStart: '2026-01-12',
    meetingDays: ['monday'],
    weeks: [{ weekNumber: 1, topic: 'Intro', readings: [] }],
    source: 'local',
    createdAt: T,
    updatedAt: T,
  };
  const readings = [
    reading({ id: 'b', order: 2, title: 'Second', scheduledDate: '2026-01-12' }),
    reading({ id: 'a', order: 1, title: 'First', pages: '1-2', completed: true, completedDate: T }),
    reading({ id: 'c', weekNumber: 3, title: 'Later' }),
  ];

  it('maps to the POST body and back', () => {
    const input = toApiSyllabusInput(syllabus, readings);
    expect(ApiSyllabusInput.parse(input)).toBeTruthy();
    expect(input.weeks.map((w) => w.weekNumber)).toEqual([1, 3]);
    expect(input.weeks[0]?.readings.map((r) => r.id)).toEqual(['a', 'b']);
    expect(input.weeks[0]).toMatchObject({ topic: 'Intro', startDate: null });
    const api: ApiSyllabus = {
      id: 's9',
      course_id: 'c1',
      semester_start: '2026-01-12',
      semester_end: null,
      weeks: input.weeks,
    };
    const back = fromApiSyllabus(api);
    expect(back.syllabus).toMatchObject({ id: 's9', courseId: 'c1', semesterStart: '2026-01-12' });
    expect(back.syllabus.semesterEnd).toBeUndefined();
    expect(back.readings.find((r) => r.id === 'a')).toEqual({
      id: 'a',
      title: 'First',
      citation: '',
      pages: '1-2',
      weekNumber: 1,
      completed: true,
      order: 1,
    });
  });

  it('imports only for local courses without a syllabus, first per course', () => {
    const s = (id: string, course: string): ApiSyllabus => ({ id, course_id: course, weeks: [] });
    const out = syllabiToImport(
      [s('1', 'a'), s('2', 'a'), s('3', 'b'), s('4', 'gone')],
      new Set(['a', 'b']),
      new Set(['b']),
    );
    expect(out.map((x) => x.id)).toEqual(['1']);
  });
});

describe('position', () => {
  it('finds the next reading and how far behind the calendar', () => {
    expect(expectedWeekOf('2026-01-12', '2026-01-26', 14)).toBe(3);
    expect(expectedWeekOf('2026-01-12', '2025-01-01', 14)).toBe(1);
    expect(expectedWeekOf('2026-01-12', '2027-01-01', 14)).toBe(14);
    const p = syllabusPosition(
      [
        { weekNumber: 1, order: 1, completed: true },
        { weekNumber: 1, order: 2, completed: false },
        { weekNumber: 2, order: 1, completed: false },
      ],
      { semesterStart: '2026-01-12', today: '2026-01-26', weekCount: 14 },
    );
    expect(p).toEqual({ weekNumber: 1, readingIndex: 1, expectedWeek: 3, actualWeek: 1, behindByDays: 14 });
  });
});

describe('overall progress', () => {
  it('maps stage fractions onto one bar', async () => {
    const { overallProgress } = await import('.');
    expect(overallProgress('load', 0)).toBe(0);
    expect(overallProgress('extractText', 1)).toBeCloseTo(0.8);
    expect(overallProgress('normalize', 1)).toBe(1);
    expect(overallProgress('nope', 1)).toBeNull();
    expect(overallProgress('ocr', 2)).toBeCloseTo(0.9);
  });
});
