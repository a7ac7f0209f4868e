import { randomUUID } from 'node:crypto';
import type { LeveldbPersistence } from 'y-leveldb';
import { ApiSyllabus } from '../../src/core/model';

/** Saved syllabi, per anonymous device id (the X-Device-ID header). */
export interface SyllabusStore {
  /** Newest first. */
  list(deviceId: string): Promise<ApiSyllabus[]>;
  get(deviceId: string, courseId: string): Promise<ApiSyllabus | undefined>;
  /** Creates or replaces the device's syllabus for syllabus.course_id. */
  put(deviceId: string, syllabus: ApiSyllabus): Promise<void>;
  count(deviceId: string): Promise<number>;
}

interface Row {
  savedAt: number;
  nonce: string;
  syllabus: unknown;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && typeof (value as Row).savedAt === 'number';
}

/**
 * On y-leveldb's per-document metadata, under the document name "api:syllabi:<deviceId>" (a colon
 * never occurs in a space id). Rows are validated on the way out too.
 */
export class LeveldbSyllabusStore implements SyllabusStore {
  constructor(private readonly db: LeveldbPersistence) {}

  private name(deviceId: string) {
    return `api:syllabi:${deviceId}`;
  }

  private async rows(deviceId: string): Promise<Row[]> {
    const metas = (await this.db.getMetas(this.name(deviceId))) as Map<string, unknown> | null;
    if (!metas) throw new Error('Syllabus store read failed');
    return [...metas.values()].filter(isRow);
  }

  async list(deviceId: string): Promise<ApiSyllabus[]> {
    const rows = await this.rows(deviceId);
    rows.sort((a, b) => b.savedAt - a.savedAt);
    const out: ApiSyllabus[] = [];
    for (const row of rows) {
      const parsed = ApiSyllabus.safeParse(row.syllabus);
      if (parsed.success) out.push(parsed.data); // a row that no longer parses is skipped, never served
    }
    return out;
  }

  async get(deviceId: string, courseId: string): Promise<ApiSyllabus | undefined> {
    const row = await this.db.getMeta(this.name(deviceId), courseId);
    if (!isRow(row)) return undefined;
    const parsed = ApiSyllabus.safeParse(row.syllabus);
    return parsed.success ? parsed.data : undefined;
  }

  async count(deviceId: string): Promise<number> {
    return (await this.rows(deviceId)).length;
  }

  async put(deviceId: string, syllabus: ApiSyllabus): Promise<void> {
    const row: Row = { savedAt: Date.now(), nonce: randomUUID(), syllabus };
    await this.db.setMeta(this.name(deviceId), syllabus.course_id, row);
    // y-leveldb swallows write errors: read back to know the write happened.
    const back = await this.db.getMeta(this.name(deviceId), syllabus.course_id);
    if (!isRow(back) || back.nonce !== row.nonce) throw new Error('Syllabus store write failed');
  }
}
