import { z } from 'zod';
import { calendarFileName, courseCalendar } from '../core/calendar/ics';
import type { DocketStore } from './store';

/**
 * Calendars of a course's readings: the .ics download (made on the device) and subscription addresses
 * served by the relay (relay/api/calendar.ts) from its copy of the space, each with its own revocable token.
 * The tokens this device made are kept on this device (storage key CALENDAR_TOKENS_KEY) so it can show
 * their addresses again; any device of the space can list and revoke them.
 */
export const CALENDAR_TOKENS_KEY = 'calendarFeeds';

export const CALENDAR_MESSAGES = {
  unreachable:
    'Docket could not reach the sync relay, so no subscription address could be made or changed. Check that you are online and sync is on, then try again.',
  noReadings: 'This course has no dated readings yet: import its syllabus first.',
} as const;

export interface CalendarFile {
  fileName: string;
  text: string;
  events: number;
}

/** The .ics file of a course's readings, from this device's data. */
export function courseIcsFile(
  store: DocketStore,
  courseId: string,
  appOrigin: string,
): CalendarFile | undefined {
  const entities = {
    courses: store.repos.courses.list(),
    syllabi: store.repos.syllabi.list(),
    readings: store.repos.readings.list(),
  };
  const course = entities.courses.find((c) => c.id === courseId);
  const text = courseCalendar(entities, courseId, { appOrigin, now: Date.now() });
  if (!course || text === undefined) return undefined;
  return { fileName: calendarFileName(course), text, events: text.split('BEGIN:VEVENT').length - 1 };
}

export interface CalendarFeed {
  id: string;
  courseId: string;
  createdAt: string;
  /** The address calendar apps subscribe to; known only on the device that made it. */
  url?: string;
}

const FeedList = z.object({
  feeds: z.array(z.object({ id: z.string(), courseId: z.string(), createdAt: z.string() })),
});
const Created = z.object({ id: z.string(), courseId: z.string(), createdAt: z.string(), path: z.string() });
const Tokens = z.record(z.string(), z.string());

/** The relay's http(s) address from its sync address (ws://host/sync -> http://host). */
export function relayHttpBase(syncUrl: string): string {
  const url = new URL(syncUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = url.pathname.replace(/\/sync\/?$/, '');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export class CalendarFeeds {
  constructor(
    private readonly store: DocketStore,
    /** The relay's sync address (SyncClient.getInfo().url). */
    private readonly syncUrl: () => string,
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${relayHttpBase(this.syncUrl())}${path}`, {
        ...init,
        headers: { ...init.headers, 'X-Space-ID': this.store.identity.spaceId },
      });
    } catch {
      throw new Error(CALENDAR_MESSAGES.unreachable);
    }
    if (!response.ok && response.status !== 404) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      throw new Error(typeof body.error === 'string' ? body.error : CALENDAR_MESSAGES.unreachable);
    }
    return response;
  }

  private async tokens(): Promise<Record<string, string>> {
    const parsed = Tokens.safeParse(await this.store.kv.get(CALENDAR_TOKENS_KEY));
    return parsed.success ? parsed.data : {};
  }

  async list(): Promise<CalendarFeed[]> {
    const response = await this.call('/api/calendar/feeds');
    if (response.status === 404) return []; // the relay has no copy of this space yet
    const { feeds } = FeedList.parse(await response.json());
    const tokens = await this.tokens();
    const base = relayHttpBase(this.syncUrl());
    return feeds.map((f) => {
      const token = tokens[f.id];
      return token ? { ...f, url: `${base}/calendar/${token}.ics` } : f;
    });
  }

  async create(courseId: string, appOrigin: string): Promise<CalendarFeed> {
    const response = await this.call('/api/calendar/feeds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseId, appOrigin }),
    });
    if (response.status === 404)
      throw new Error(
        'The relay does not have this course yet: wait until Sync reads Connected, then try again.',
      );
    const made = Created.parse(await response.json());
    const token = made.path.replace(/^\/calendar\//, '').replace(/\.ics$/, '');
    await this.store.kv.set(CALENDAR_TOKENS_KEY, { ...(await this.tokens()), [made.id]: token });
    return {
      id: made.id,
      courseId: made.courseId,
      createdAt: made.createdAt,
      url: `${relayHttpBase(this.syncUrl())}${made.path}`,
    };
  }

  async revoke(id: string): Promise<void> {
    await this.call(`/api/calendar/feeds/${encodeURIComponent(id)}`, { method: 'DELETE' });
    const { [id]: _gone, ...rest } = await this.tokens();
    await this.store.kv.set(CALENDAR_TOKENS_KEY, rest);
  }
}
