import { describe, expect, it } from 'vitest';
import {
  BACKUP_MESSAGES,
  type BackupContent,
  BackupError,
  backupFileName,
  contentText,
  MAX_BACKUP_BYTES,
  readBackupText,
  writeBackupText,
} from './format';

/** SHA-256 of the text's UTF-8 bytes (Web Crypto, as the app computes it). */
const sha = async (text: string) => {
  const subtle = (
    globalThis as unknown as {
      crypto: { subtle: { digest(a: string, d: Uint8Array): Promise<ArrayBuffer> } };
    }
  ).crypto.subtle;
  const bytes = (globalThis as unknown as { TextEncoder: new () => { encode(t: string): Uint8Array } })
    .TextEncoder;
  const digest = await subtle.digest('SHA-256', new bytes().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};
const utf8Length = (text: string) => unescape(encodeURIComponent(text)).length;
const content: BackupContent = {
  schema: { doc: { courses: 1 }, local: 1, tables: 2 },
  doc: { update: 'AAA=' },
  tables: { storage: [{ key: 'excludeArchived', value: 'true', timestamp: 1 }], drafts: [] },
  filesIncluded: false,
};
const createdAt = '2026-11-25T10:00:00.000Z';
const file = async (c: BackupContent = content) => writeBackupText(c, createdAt, await sha(contentText(c)));
const read = (text: string) => readBackupText(text, utf8Length(text), sha);

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof BackupError) return e.code;
    throw e;
  }
  return 'ok';
}

describe('backup format', () => {
  it('names the file after the day', () => {
    expect(backupFileName('2026-11-25')).toBe('docket-backup-2026-11-25.docket');
  });

  it('writes a file that reads back with its version, time, checksum and content', async () => {
    const text = await file();
    const parsed = JSON.parse(text);
    expect(parsed).toMatchObject({ format: 'docket-backup', formatVersion: 1, createdAt });
    expect(parsed.checksum).toBe(`sha256:${await sha(JSON.stringify(content))}`);
    const back = await read(text);
    expect(back.content).toEqual(content);
    expect(back.createdAt).toBe(createdAt);
  });

  it('keeps the checksum valid through accented and non-Latin text', async () => {
    const c = { ...content, tables: { storage: [{ key: 'note', value: '"Café – 日本 ✓"', timestamp: 2 }] } };
    expect((await read(await file(c))).content).toEqual(c);
  });

  it('refuses a truncated file as incomplete', async () => {
    const text = await file();
    expect(await code(read(text.slice(0, Math.floor(text.length / 2))))).toBe('truncated');
  });

  it('refuses a file whose content was changed after it was made', async () => {
    const text = (await file()).replace(
      '"excludeArchived","value":"true"',
      '"excludeArchived","value":"false"',
    );
    expect(await code(read(text))).toBe('checksum');
  });

  it('refuses random bytes, other JSON and an empty file as not a Docket backup', async () => {
    const random = String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 97 + 13) % 256));
    expect(await code(read(random))).toBe('foreign');
    expect(await code(read('{"name":"something else"}'))).toBe('foreign');
    expect(await code(read(''))).toBe('empty');
  });

  it('refuses a newer format and a file over the size bound before reading it', async () => {
    const newer = (await file()).replace('"formatVersion":1', '"formatVersion":2');
    expect(await code(read(newer))).toBe('newerFormat');
    expect(await code(readBackupText(await file(), MAX_BACKUP_BYTES + 1, sha))).toBe('tooLarge');
  });

  it('refuses a marked file whose content has the wrong shape', async () => {
    const bad = { ...content, doc: { update: 'not base64!' } } as BackupContent;
    expect(await code(read(await file(bad)))).toBe('invalid');
  });

  it('says plainly that nothing was changed', () => {
    for (const message of Object.values(BACKUP_MESSAGES)) expect(message).toContain('Nothing was changed');
  });
});
