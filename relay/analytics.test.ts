import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RelayHandle } from './server';
import { putRow, storeInSpace } from './test/docRows';
import { rawRequest, startTestRelay, tempDir } from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
const space = 'analytics-space-0123456789abcdef';
const AT = new Date(Date.now() - 86_400_000).toISOString();

const put = (doc: Y.Doc, collection: string, fields: Record<string, unknown>) =>
  putRow(doc, collection, fields, AT);

const course = (id: string, name: string) => ({
  id,
  name,
  code: 'LAW',
  semester: 'F',
  color: '#0EA5E9',
  icon: 'gavel',
  metadata: {},
  archived: false,
});
const reading = (id: string, courseId: string, completed: boolean) => ({
  id,
  courseId,
  title: id,
  citation: '',
  weekNumber: 1,
  order: 0,
  completed,
});
const session = (id: string, courseId: string, words: number, score: number) => ({
  id,
  courseId,
  prompt: { id: 'p', text: 'Explain duty', tags: [] },
  answer: { text: Array.from({ length: words }, () => 'duty').join(' '), startTime: AT },
  duration: 3600,
  elapsed: 600,
  startedAt: AT,
  status: 'completed',
  completedAt: AT,
  score,
});
const spot = (id: string, courseId: string, status: string) => ({
  id,
  courseId,
  title: id,
  description: 'd',
  status,
  priority: 'medium',
  tags: [],
  occurrences: 1,
  lastSeen: AT,
  notes: [],
});

/**
 * Torts: r1 done and in an RPA, r2 open; one session of 400 words in 10 minutes scored 1 (coherence
 * 0.8 + 0.2 = 1); one open medium weak spot. Evidence: r3 done and in an RPA; a session of 100 words in
 * 10 minutes scored 0.5 (0.4 + 0.2 x 10/20 = 0.5); one resolved weak spot. No semester start: on schedule.
 */
function studentDoc(): Y.Doc {
  const doc = new Y.Doc();
  put(doc, 'courses', course('torts', 'Torts'));
  put(doc, 'courses', course('evidence', 'Evidence'));
  put(doc, 'readings', reading('r1', 'torts', true));
  put(doc, 'readings', reading('r2', 'torts', false));
  put(doc, 'readings', reading('r3', 'evidence', true));
  for (const [id, courseId, readingId] of [
    ['rpa1', 'torts', 'r1'],
    ['rpa2', 'evidence', 'r3'],
  ] as const)
    put(doc, 'rpas', {
      id,
      courseId,
      course: courseId,
      ruleName: 'Rule',
      ruleText: 'Text',
      readingIds: [readingId],
    });
  put(doc, 'sessions', session('s1', 'torts', 400, 1));
  put(doc, 'sessions', session('s2', 'evidence', 100, 0.5));
  put(doc, 'weakSpots', spot('w1', 'torts', 'identified'));
  put(doc, 'weakSpots', spot('w2', 'evidence', 'resolved'));
  return doc;
}

beforeAll(async () => {
  tmp = await tempDir();
  relay = await startTestRelay(tmp.dir);
  await storeInSpace(relay.url, space, studentDoc(), (w) => w.getMap('weakSpots').size === 2);
});

afterAll(async () => {
  await relay?.close();
  await tmp?.cleanup();
});

const get = (path: string, headers: Record<string, string> = { 'X-Space-ID': space }) =>
  rawRequest(relay.port, `/api/analytics/${path}`, { headers });
const json = async (path: string) => JSON.parse((await get(path)).body.toString());

describe('GET /api/analytics/*', () => {
  it("answers the spec's shapes for every course", async () => {
    expect(await json('coverage')).toEqual({
      coveragePercent: 67,
      byCourse: [
        { course: 'Torts', covered: 1, total: 2 },
        { course: 'Evidence', covered: 1, total: 1 },
      ],
    });
    const fluency = await json('fluency');
    expect(fluency.coherenceScore).toBe(0.75);
    expect(fluency.trend7d).toHaveLength(7);
    expect(fluency.trend7d.at(-1)).toBe(0.75);
    expect(await json('weak-spots')).toEqual({ total: 2 });
    // 0.3 x 0.67 + 0.3 x 0.75 + 0.2 x 0.9 + 0.2 x 1
    expect(await json('compression')).toEqual({ readinessScore: 0.81 });
  });
  it('for one course', async () => {
    expect(await json('coverage?courseId=torts')).toEqual({
      coveragePercent: 50,
      byCourse: [{ course: 'Torts', covered: 1, total: 2 }],
    });
    expect((await json('fluency?courseId=torts')).coherenceScore).toBe(1);
    expect(await json('weak-spots?courseId=torts')).toEqual({ total: 1 });
    // 0.3 x 0.5 + 0.3 x 1 + 0.2 x 0.9 + 0.2 x 1
    expect(await json('compression?courseId=torts')).toEqual({ readinessScore: 0.83 });
  });
  it('names its space or is refused: missing 400, malformed 400, unknown 404, never a list', async () => {
    const missing = await get('coverage', {});
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body.toString())).toEqual({ error: 'X-Space-ID header is required' });
    expect((await get('fluency', { 'X-Space-ID': '../etc' })).status).toBe(400);
    const unknown = await get('weak-spots', { 'X-Space-ID': 'no-such-space-0123456789abc' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({ error: 'Space not found' });
    expect((await get('compression?courseId=nope')).status).toBe(404);
    expect((await get('coverage?courseId=..%2F')).status).toBe(400);
    expect((await get('everything')).status).not.toBe(200);
    expect(
      (
        await rawRequest(relay.port, '/api/analytics/coverage', {
          method: 'POST',
          headers: { 'X-Space-ID': space },
        })
      ).status,
    ).toBe(405);
  });
});
