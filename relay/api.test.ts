import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StructuredSyllabus } from '../src/core/model';
import { type RelayHandle, startRelay } from './server';
import { makeDist, rawRequest, tempDir } from './test/helpers';

const AI_SYLLABUS: StructuredSyllabus = {
  weeks: [
    {
      weekNumber: 1,
      topic: 'Offer and acceptance',
      readings: [{ title: 'Lucy v. Zehmer', citation: '84 S.E.2d 516', pages: '1-12', confidence: 90 }],
    },
  ],
  semesterStart: '2026-01-12',
  semesterEnd: '2026-04-24',
  meetingDays: ['monday', 'wednesday'],
  courseCode: 'LAW 501',
};

const LOCAL_SYLLABUS: StructuredSyllabus = {
  weeks: [{ weekNumber: 1, readings: [{ title: 'Local reading', confidence: 50 }] }],
  meetingDays: [],
};

type Mode = 'good' | 'garbage' | 'wrong-shape' | 'fenced' | 'error' | 'hang';
let mode: Mode = 'good';
const upstreamRequests: { url?: string; auth?: string; body: Record<string, unknown> }[] = [];
let upstream: http.Server;
let relay: RelayHandle;
let noAiRelay: RelayHandle;
let hangRelay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
const hanging: http.ServerResponse[] = [];
const hangEvents: string[] = [];

function completion(content: string) {
  return JSON.stringify({
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  });
}

function aiRelay(upstreamPort: number, distDir: string, data: string, timeoutMs: number) {
  return startRelay({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: `${tmp.dir}/${data}`,
    ai: { baseUrl: `http://127.0.0.1:${upstreamPort}/v1`, model: 'test-model', apiKey: 'sk-test', timeoutMs },
    structurer: () => LOCAL_SYLLABUS,
    limits: { maxBodyBytes: 64 * 1024 },
  });
}

beforeAll(async () => {
  tmp = await tempDir();
  const distDir = await makeDist(tmp.dir);
  upstream = http.createServer((req, res) => {
    if (mode === 'hang') {
      // Never answered: what the relay does with it is recorded (asked as it arrives, cut when it closes).
      hangEvents.push('upstream asked');
      res.on('close', () => hangEvents.push('upstream cut'));
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      upstreamRequests.push({
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      const json = { 'Content-Type': 'application/json' };
      if (mode === 'hang') {
        hanging.push(res);
        return;
      }
      if (mode === 'error') return void res.writeHead(500, json).end('{"error":"boom"}');
      if (mode === 'garbage') return void res.writeHead(200, json).end('<<< not json at all');
      if (mode === 'wrong-shape') {
        return void res
          .writeHead(200, json)
          .end(completion(JSON.stringify({ weeks: [{ weekNumber: 'one' }] })));
      }
      const content = JSON.stringify(AI_SYLLABUS);
      res
        .writeHead(200, json)
        .end(completion(mode === 'fenced' ? `\`\`\`json\n${content}\n\`\`\`` : content));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  // The upstream's answer must not race the timeout on a loaded machine: a generous one here, and a
  // short one only on the relay that meets the upstream that never answers.
  relay = await aiRelay(upstreamPort, distDir, 'data', 10_000);
  hangRelay = await aiRelay(upstreamPort, distDir, 'data-hang', 1_000);
  noAiRelay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: `${tmp.dir}/data2`,
    // The real local structurer of src/core/syllabus.
  });
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await relay?.close();
  await hangRelay?.close();
  await noAiRelay?.close();
  await new Promise<void>((r) => (upstream ? upstream.close(() => r()) : r()));
  await tmp?.cleanup();
});

function post(r: RelayHandle, path: string, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return rawRequest(r.port, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: text,
  });
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString());

describe('POST /api/syllabus/ingest', () => {
  const body = { courseId: 'course-1', rawText: 'Week 1: Offer and acceptance. Read Lucy v. Zehmer.' };

  it('answers with the AI structure when the upstream answers well', async () => {
    mode = 'good';
    upstreamRequests.length = 0;
    const res = await post(relay, '/api/syllabus/ingest', body);
    expect(res.status).toBe(200);
    expect(json(res)).toEqual({ syllabus: AI_SYLLABUS, source: 'ai' });
    const sent = upstreamRequests[0];
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.auth).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('test-model');
    const format = sent?.body.response_format as {
      type: string;
      json_schema: { schema: { properties: object } };
    };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties)).toContain('weeks');
  });

  it('accepts a fenced JSON answer', async () => {
    mode = 'fenced';
    expect(json(await post(relay, '/api/syllabus/ingest', body)).source).toBe('ai');
  });

  for (const failing of ['garbage', 'wrong-shape', 'error'] as const) {
    it(`falls back to the local structurer when the upstream answers ${failing}`, async () => {
      mode = failing;
      const res = await post(relay, '/api/syllabus/ingest', body);
      expect(res.status).toBe(200);
      expect(json(res)).toEqual({ syllabus: LOCAL_SYLLABUS, source: 'local' });
    });
  }

  // What it guards: the relay asks the upstream, gives up on it by its time limit (cutting the call, not
  // leaving it open) and answers from the local structurer. Checked by the order of events, not by the clock.
  it('falls back to the local structurer when the upstream never answers', async () => {
    mode = 'hang';
    hangEvents.length = 0;
    const res = await post(hangRelay, '/api/syllabus/ingest', body);
    hangEvents.push('answered');
    expect(json(res)).toEqual({ syllabus: LOCAL_SYLLABUS, source: 'local' });
    expect(hangEvents[0]).toBe('upstream asked');
    // The relay cut the call it gave up on (the upstream's side sees the close).
    await vi.waitFor(() => expect(hangEvents).toContain('upstream cut'), { timeout: 10_000 });
    expect(hangEvents.filter((e) => e === 'upstream asked')).toHaveLength(1);
  });

  it('uses the real local structurer without AI_BASE_URL', async () => {
    const rawText = [
      'Contracts I - LAW 501',
      '',
      'Week 1 (January 12): Offer and Acceptance',
      'Lucy v. Zehmer, 84 S.E.2d 516 (Va. 1954), pp. 1-12',
      'Leonard v. Pepsico, 88 F. Supp. 2d 116 (S.D.N.Y. 1999), pp. 13-20',
      '',
      'Week 2 (January 19): Consideration',
      'Hamer v. Sidway, 124 N.Y. 538 (1891), pp. 21-30',
    ].join('\n');
    const res = await post(noAiRelay, '/api/syllabus/ingest', { courseId: 'course-1', rawText });
    expect(res.status).toBe(200);
    const answer = json(res);
    expect(answer.source).toBe('local');
    expect(answer.syllabus.weeks.map((w: { weekNumber: number }) => w.weekNumber)).toEqual([1, 2]);
    expect(answer.syllabus.weeks[0].readings[0].title).toMatch(/^Lucy v\. Zehmer/);
    expect(answer.syllabus.weeks[0].readings[0].pages).toBe('1-12');
  });

  it('requires rawText', async () => {
    for (const bad of [{ courseId: 'c' }, { courseId: 'c', rawText: '   ' }, { rawText: 42 }]) {
      const res = await post(noAiRelay, '/api/syllabus/ingest', bad);
      expect(res.status).toBe(400);
      expect(json(res)).toEqual({ error: 'rawText is required' });
    }
    expect((await post(noAiRelay, '/api/syllabus/ingest', '{not json')).status).toBe(400);
    expect((await post(noAiRelay, '/api/syllabus/ingest', 'null')).status).toBe(400);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await post(relay, '/api/syllabus/ingest', { courseId: 'c', rawText: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(json(res).error).toMatch(/too large/);
    // Default limit (1 MiB) on the other relay.
    const big = await post(noAiRelay, '/api/syllabus/ingest', { rawText: 'y'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
  });

  it('refuses other methods with 405', async () => {
    const res = await rawRequest(relay.port, '/api/syllabus/ingest');
    expect(res.status).toBe(405);
    expect(json(res)).toEqual({ error: 'Method not allowed' });
  });
});

describe('/api/syllabi', () => {
  const device = '3f2a9c4e-8b1d-4c6a-9e2f-1a2b3c4d5e6f';
  const other = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
  const input = {
    courseId: 'course-torts',
    semesterStart: '2026-01-12',
    semesterEnd: '2026-04-24',
    weeks: [
      {
        weekNumber: 1,
        startDate: '2026-01-12',
        endDate: '2026-01-18',
        topic: 'Intentional torts',
        readings: [
          {
            id: 'r1',
            title: 'Vosburg v. Putney',
            citation: '50 N.W. 403',
            pages: '1-5',
            weekNumber: 1,
            scheduledDate: '2026-01-12',
            completed: false,
            order: 0,
          },
        ],
      },
    ],
  };

  it('saves and lists per device, ignoring the query parameter', async () => {
    const created = await post(relay, '/api/syllabi', input, { 'X-Device-ID': device });
    expect(created.status).toBe(201);
    const data = json(created).data;
    expect(data).toMatchObject({
      course_id: 'course-torts',
      semester_start: '2026-01-12',
      semester_end: '2026-04-24',
    });
    expect(data.weeks[0].readings[0].title).toBe('Vosburg v. Putney');
    expect(typeof data.id).toBe('string');

    const listed = await rawRequest(relay.port, '/api/syllabi?courseId=whatever', {
      headers: { 'X-Device-ID': device },
    });
    expect(listed.status).toBe(200);
    expect(json(listed)).toEqual({ data: [data] });

    // Saving the same course again replaces it, keeping its id.
    const again = await post(
      relay,
      '/api/syllabi',
      { ...input, semesterEnd: '2026-05-01' },
      { 'X-Device-ID': device },
    );
    expect(again.status).toBe(200);
    expect(json(again).data.id).toBe(data.id);
    expect(json(again).data.semester_end).toBe('2026-05-01');

    const otherList = await rawRequest(relay.port, '/api/syllabi', { headers: { 'X-Device-ID': other } });
    expect(json(otherList)).toEqual({ data: [] });
  });

  it('persists across a restart', async () => {
    const dataDir = `${tmp.dir}/data-restart`;
    const a = await startRelay({ port: 0, host: '127.0.0.1', distDir: `${tmp.dir}/dist`, dataDir });
    await post(a, '/api/syllabi', input, { 'X-Device-ID': device });
    await a.close();
    const b = await startRelay({ port: 0, host: '127.0.0.1', distDir: `${tmp.dir}/dist`, dataDir });
    try {
      const listed = await rawRequest(b.port, '/api/syllabi', { headers: { 'X-Device-ID': device } });
      expect(json(listed).data).toHaveLength(1);
    } finally {
      await b.close();
    }
  });

  it('requires a UUID X-Device-ID header', async () => {
    const missing = await rawRequest(relay.port, '/api/syllabi');
    expect(missing.status).toBe(400);
    expect(json(missing)).toEqual({ error: 'X-Device-ID header is required' });
    const bad = await post(relay, '/api/syllabi', input, { 'X-Device-ID': 'device-abc123xyz' });
    expect(bad.status).toBe(400);
    expect(json(bad)).toEqual({ error: 'X-Device-ID must be a UUID' });
    expect((await post(relay, '/api/syllabi', input)).status).toBe(400);
  });

  it('rejects bad bodies with 400 and a message', async () => {
    const h = { 'X-Device-ID': device };
    for (const bad of [
      {},
      { ...input, courseId: '' },
      { ...input, weeks: 'none' },
      { ...input, semesterStart: '12/01/2026' },
      { ...input, weeks: [{ weekNumber: 0, readings: [] }] },
      { ...input, weeks: [{ weekNumber: 1, readings: [{ title: 'no id', weekNumber: 1, order: 0 }] }] },
    ]) {
      const res = await post(relay, '/api/syllabi', bad, h);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(typeof json(res).error).toBe('string');
    }
    expect((await post(relay, '/api/syllabi', '[', h)).status).toBe(400);
    const wrongType = await rawRequest(relay.port, '/api/syllabi', {
      method: 'POST',
      headers: { ...h, 'Content-Type': 'text/plain' },
      body: JSON.stringify(input),
    });
    expect(wrongType.status).toBe(415);
  });

  it('refuses a body too large with 413', async () => {
    const huge = { ...input, weeks: [{ weekNumber: 1, topic: 'z'.repeat(80 * 1024), readings: [] }] };
    const res = await post(relay, '/api/syllabi', huge, { 'X-Device-ID': device });
    expect(res.status).toBe(413);
  });
});

describe('CORS', () => {
  it('answers preflight for development origins and the own origin', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      `http://127.0.0.1:${relay.port}`,
    ]) {
      const res = await rawRequest(relay.port, '/api/syllabi', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-device-id',
        },
      });
      expect(res.status, origin).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-headers']).toMatch(/X-Device-ID/);
    }
  });

  it('does not allow other origins', async () => {
    const pre = await rawRequest(relay.port, '/api/syllabi', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await rawRequest(relay.port, '/api/syllabi', {
      headers: { Origin: 'https://evil.example', 'X-Device-ID': '3f2a9c4e-8b1d-4c6a-9e2f-1a2b3c4d5e6f' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
