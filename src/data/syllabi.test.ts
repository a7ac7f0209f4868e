import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftFromSaved, draftFromStructured, editReading, removeReading } from '../core/schedule';
import type { ApiSyllabus, StructuredSyllabus } from '../core/model';
import { ingestSyllabus, listSyllabi, postSyllabus } from './api';
import { openDatabase } from './database';
import { createDocketDoc } from './doc';
import { createRepositories } from './repositories';
import { QUEUED_MESSAGE, SyllabusService } from './syllabi';

let n = 0;
const dbs: ReturnType<typeof openDatabase>[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  vi.restoreAllMocks();
});

function setup(fetchImpl?: typeof fetch) {
  const db = openDatabase(`docket-syllabi-${++n}`);
  dbs.push(db);
  const doc = createDocketDoc();
  const repos = createRepositories(doc);
  const course = repos.courses.create({
    name: 'Property',
    code: 'LAW 140',
    semester: 'Spring 2026',
  } as never);
  let clock = 0;
  const service = new SyllabusService(
    { doc, db, repos, identity: { anonymousId: '00000000-0000-4000-8000-000000000000' } },
    {
      now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString(),
      ...(fetchImpl ? { api: { fetch: fetchImpl } } : {}),
    },
  );
  return { db, doc, repos, course, service };
}

const structured: StructuredSyllabus = {
  weeks: [
    {
      weekNumber: 1,
      topic: 'First possession',
      startDate: '2026-01-12',
      endDate: '2026-01-18',
      readings: [
        {
          title: 'Pierson v. Post',
          citation: 'cb',
          pages: '1-10',
          confidence: 90,
          sourcePage: 1,
          sourceLine: 3,
        },
        { title: 'Ghen v. Rich', pages: '11-15', confidence: 65, sourcePage: 1, sourceLine: 4 },
      ],
    },
    { weekNumber: 2, readings: [{ title: 'Johnson v. McIntosh', confidence: 50 }] },
  ],
  semesterStart: '2026-01-12',
  semesterEnd: '2026-05-01',
  meetingDays: ['monday', 'wednesday'],
};

const file = () => ({ name: 'syllabus.pdf', type: 'application/pdf', data: new Blob(['%PDF-1.4 test']) });

describe('SyllabusService', () => {
  it('saves the syllabus, its readings as rows and the file, in one transaction', async () => {
    const { service, repos, doc, db, course } = setup();
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    const draft = draftFromStructured(structured, { courseId: course.id, source: 'local' });
    const { syllabus, readings } = await service.save(draft, file());
    expect(transactions).toBe(1);
    expect(syllabus).toMatchObject({ courseId: course.id, semesterStart: '2026-01-12', source: 'local' });
    expect(syllabus.weeks).toEqual([
      {
        weekNumber: 1,
        topic: 'First possession',
        importedTopic: 'First possession',
        startDate: '2026-01-12',
        endDate: '2026-01-18',
        readings: [],
      },
      { weekNumber: 2, readings: [] },
    ]);
    expect(readings.map((r) => [r.weekNumber, r.order, r.title])).toEqual([
      [1, 1, 'Pierson v. Post'],
      [1, 2, 'Ghen v. Rich'],
      [2, 1, 'Johnson v. McIntosh'],
    ]);
    expect(readings[0]).toMatchObject({
      courseId: course.id,
      syllabusId: syllabus.id,
      confidence: 90,
      sourcePage: 1,
    });
    expect(readings[0]?.fileId).toBe(syllabus.fileId);
    const stored = await db.files.get(syllabus.fileId as string);
    expect(stored?.name).toBe('syllabus.pdf');
    expect(repos.readings.list()).toHaveLength(3);
  });

  it('toggles completion with a date, and unmarking clears it', async () => {
    const { service, course } = setup();
    const { readings } = await service.save(
      draftFromStructured(structured, { courseId: course.id, source: 'local' }),
    );
    const id = readings[0]?.id as string;
    const done = service.toggleCompleted(id);
    expect(done?.completed).toBe(true);
    expect(done?.completedDate).toMatch(/^2026-01-01T/);
    const undone = service.toggleCompleted(id);
    expect(undone?.completed).toBe(false);
    expect(undone?.completedDate).toBeUndefined();
    expect(service.setNotes(id, 'Read twice')?.notes).toBe('Read twice');
  });

  it('replaces the previous syllabus, keeping completion of unchanged readings', async () => {
    const { service, repos, db, course } = setup();
    const first = await service.save(
      draftFromStructured(structured, { courseId: course.id, source: 'local' }),
      file(),
    );
    const [pierson, ghen] = first.readings;
    service.setCompleted(pierson?.id as string, true);
    service.setCompleted(ghen?.id as string, true);
    // Review of the saved syllabus: rename Pierson, remove Ghen.
    const saved = service.syllabusFor(course.id);
    let draft = draftFromSaved(saved!, service.readingsOf(saved!.id));
    draft = editReading(draft, pierson?.id as string, { title: 'Pierson v. Post (1805)' });
    draft = removeReading(draft, ghen?.id as string);
    const second = await service.save(draft);
    expect(second.syllabus.id).toBe(first.syllabus.id);
    expect(second.syllabus.fileId).toBe(first.syllabus.fileId);
    expect(second.readings.map((r) => [r.id, r.title, r.completed])).toEqual([
      [pierson?.id, 'Pierson v. Post (1805)', true],
      [first.readings[2]?.id, 'Johnson v. McIntosh', false],
    ]);
    expect(repos.readings.get(ghen?.id as string)).toBeUndefined();
    // A fresh upload of the same syllabus keeps completion by week and title, and replaces the file.
    const third = await service.save(
      draftFromStructured(
        {
          ...structured,
          weeks: [
            { ...structured.weeks[0]!, readings: [{ title: 'pierson v. post (1805)', confidence: 80 }] },
          ],
        },
        { courseId: course.id, source: 'ai' },
      ),
      file(),
    );
    expect(third.readings).toHaveLength(1);
    expect(third.readings[0]).toMatchObject({ id: pierson?.id, completed: true });
    expect(third.readings[0]?.sourcePage).toBeUndefined();
    expect(third.syllabus.source).toBe('ai');
    expect(await db.files.get(first.syllabus.fileId as string)).toBeUndefined();
    expect(repos.syllabi.list()).toHaveLength(1);
  });

  it('a save that fails validation writes nothing and keeps the previous syllabus', async () => {
    const { service, repos, db, course } = setup();
    const first = await service.save(
      draftFromStructured(structured, { courseId: course.id, source: 'local' }),
    );
    const before = JSON.stringify(repos.readings.list());
    const bad = draftFromStructured(
      { ...structured, weeks: [{ weekNumber: 1, readings: [{ title: 'x'.repeat(2000), confidence: 50 }] }] },
      { courseId: course.id, source: 'local' },
    );
    await expect(service.save(bad, file())).rejects.toThrow();
    expect(JSON.stringify(repos.readings.list())).toBe(before);
    expect(service.syllabusFor(course.id)?.id).toBe(first.syllabus.id);
    expect(await db.files.count()).toBe(0);
  });

  it('mirrors to the relay with the device header; offline it reports queued', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const ok = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      const body = JSON.parse(String(init?.body));
      return Response.json(
        {
          data: {
            id: 'srv1',
            course_id: body.courseId,
            semester_start: body.semesterStart,
            weeks: body.weeks,
          },
        },
        { status: 201 },
      );
    });
    const { service, course } = setup(ok as unknown as typeof fetch);
    const { syllabus } = await service.save(
      draftFromStructured(structured, { courseId: course.id, source: 'local' }),
    );
    expect(await service.mirror(syllabus.id)).toEqual({ state: 'sent' });
    expect(calls[0]?.url).toBe('/api/syllabi');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Device-ID': '00000000-0000-4000-8000-000000000000' });
    const offline = setup((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    const s2 = await offline.service.save(
      draftFromStructured(structured, { courseId: offline.course.id, source: 'local' }),
    );
    expect(await offline.service.mirror(s2.syllabus.id)).toEqual({ state: 'queued' });
    expect(QUEUED_MESSAGE).toMatch(/when you are back online/);
  });

  it('merges GET /api/syllabi only into courses without a local syllabus; failure only warns', async () => {
    const { service, repos, course } = setup();
    const other = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
    await service.save(draftFromStructured(structured, { courseId: course.id, source: 'local' }));
    const remote: ApiSyllabus[] = [
      { id: 'srvA', course_id: course.id, weeks: [] },
      {
        id: 'srvB',
        course_id: other.id,
        semester_start: '2026-01-12',
        weeks: [
          {
            weekNumber: 1,
            topic: 'Intent',
            readings: [
              {
                id: 'rB1',
                title: 'Vosburg v. Putney',
                citation: '',
                weekNumber: 1,
                completed: true,
                order: 1,
              },
            ],
          },
        ],
      },
      { id: 'srvC', course_id: 'unknown-course', weeks: [] },
    ];
    expect(service.mergeRemote(remote)).toBe(1);
    expect(service.syllabusFor(course.id)?.id).not.toBe('srvA');
    expect(service.syllabusFor(other.id)?.id).toBe('srvB');
    expect(service.readingsOf('srvB')).toMatchObject([{ id: 'rB1', courseId: other.id, completed: true }]);
    expect(service.mergeRemote(remote)).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = setup((async () => new Response('nope', { status: 500 })) as unknown as typeof fetch);
    expect(await failing.service.loadRemote()).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('knows the syllabus position', async () => {
    const { service, course } = setup();
    const { readings } = await service.save(
      draftFromStructured(structured, { courseId: course.id, source: 'local' }),
    );
    service.setCompleted(readings[0]?.id as string, true);
    expect(service.position(course.id, '2026-01-20')).toMatchObject({
      weekNumber: 1,
      readingIndex: 1,
      expectedWeek: 2,
    });
  });
});

describe('api client', () => {
  it('ingest: no device header, validated answer, catalogue failures', async () => {
    let headers: HeadersInit | undefined;
    const good = (async (_u: unknown, init?: RequestInit) => {
      headers = init?.headers;
      return Response.json({ syllabus: structured, source: 'ai' });
    }) as unknown as typeof fetch;
    const answer = await ingestSyllabus({ courseId: 'c1', rawText: 'Week 1' }, { fetch: good });
    expect(answer.source).toBe('ai');
    expect(answer.syllabus.weeks).toHaveLength(2);
    expect(headers).toEqual({ 'Content-Type': 'application/json' });
    const failing = (async () => new Response('upstream down', { status: 502 })) as unknown as typeof fetch;
    await expect(ingestSyllabus({ courseId: 'c1', rawText: 'x' }, { fetch: failing })).rejects.toThrow(
      'Ingest failed: 502 upstream down',
    );
    const junk = (async () => Response.json({ syllabus: { nope: 1 } })) as unknown as typeof fetch;
    await expect(ingestSyllabus({ courseId: 'c1', rawText: 'x' }, { fetch: junk })).rejects.toThrow(
      'AI could not parse syllabus data. Please try a different file or check the syllabus format.',
    );
  });

  it('save and list: No data returned, the error field, API error {status}', async () => {
    const input = { courseId: 'c1', weeks: [] };
    const empty = (async () => Response.json({}, { status: 201 })) as unknown as typeof fetch;
    await expect(postSyllabus(input, 'd', { fetch: empty })).rejects.toThrow('No data returned');
    const err = (async () =>
      Response.json({ error: 'Too many syllabi' }, { status: 409 })) as unknown as typeof fetch;
    await expect(postSyllabus(input, 'd', { fetch: err })).rejects.toThrow('Too many syllabi');
    const bare = (async () => new Response('x', { status: 500 })) as unknown as typeof fetch;
    await expect(listSyllabi('d', { fetch: bare })).rejects.toThrow('API error 500');
    const none = (async () => Response.json({})) as unknown as typeof fetch;
    expect(await listSyllabi('d', { fetch: none })).toEqual([]);
  });
});
