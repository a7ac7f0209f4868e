import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LeveldbPersistence } from 'y-leveldb';

/**
 * Calendar subscription addresses. Each has its own random token (256 bits, base64url), separate from the
 * space id: the address only reads one course's readings and can be revoked without changing anything
 * else. Only the token's SHA-256 is stored, so the store never holds a working address.
 */
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const MAX_FEEDS_PER_SPACE = 50;

export interface Feed {
  id: string;
  spaceId: string;
  courseId: string;
  /** The Docket address the events link back to. */
  appOrigin: string;
  createdAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function isFeed(value: unknown): value is Feed & { nonce: string } {
  const v = value as Partial<Feed> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.spaceId === 'string' &&
    typeof v.courseId === 'string' &&
    typeof v.appOrigin === 'string' &&
    typeof v.createdAt === 'string'
  );
}

/** On y-leveldb's metadata: "calendar:tokens" (token hash -> feed) and "calendar:space:<id>" (feed id -> hash). */
export class FeedStore {
  constructor(private readonly db: LeveldbPersistence) {}

  private spaceDoc(spaceId: string) {
    return `calendar:space:${spaceId}`;
  }

  async create(spaceId: string, courseId: string, appOrigin: string): Promise<{ feed: Feed; token: string }> {
    if ((await this.list(spaceId)).length >= MAX_FEEDS_PER_SPACE)
      throw new Error(`At most ${MAX_FEEDS_PER_SPACE} calendar addresses per space`);
    const token = randomBytes(32).toString('base64url');
    const feed: Feed = {
      id: randomUUID(),
      spaceId,
      courseId,
      appOrigin,
      createdAt: new Date().toISOString(),
    };
    const nonce = randomUUID();
    const hash = hashOf(token);
    await this.db.setMeta('calendar:tokens', hash, { ...feed, nonce });
    await this.db.setMeta(this.spaceDoc(spaceId), feed.id, hash);
    // y-leveldb swallows write errors: read back to know the write happened.
    const back = await this.db.getMeta('calendar:tokens', hash);
    if (!isFeed(back) || back.nonce !== nonce) throw new Error('Calendar store write failed');
    return { feed, token };
  }

  /** The feed of a token, when it exists and was not revoked. */
  async byToken(token: string): Promise<Feed | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const row = await this.db.getMeta('calendar:tokens', hashOf(token));
    if (!isFeed(row)) return undefined;
    const { nonce: _nonce, ...feed } = row;
    return feed;
  }

  async list(spaceId: string): Promise<Feed[]> {
    const metas = (await this.db.getMetas(this.spaceDoc(spaceId))) as Map<string, unknown> | null;
    const out: Feed[] = [];
    for (const hash of metas?.values() ?? []) {
      if (typeof hash !== 'string') continue;
      const row = await this.db.getMeta('calendar:tokens', hash);
      if (isFeed(row) && row.spaceId === spaceId) {
        const { nonce: _nonce, ...feed } = row;
        out.push(feed);
      }
    }
    return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Revokes a feed of the space; false when the space has no such feed. */
  async revoke(spaceId: string, feedId: string): Promise<boolean> {
    const hash = await this.db.getMeta(this.spaceDoc(spaceId), feedId);
    if (typeof hash !== 'string') return false;
    await this.db.delMeta('calendar:tokens', hash);
    await this.db.delMeta(this.spaceDoc(spaceId), feedId);
    return (await this.db.getMeta('calendar:tokens', hash)) === undefined;
  }
}
