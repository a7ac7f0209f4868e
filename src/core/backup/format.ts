import { z } from 'zod';

/**
 * The backup file (`docket-backup-YYYY-MM-DD.docket`): JSON text
 * `{"format":"docket-backup","formatVersion":1,"createdAt":…,"checksum":"sha256:<hex>","content":{…}}`.
 * The checksum is SHA-256 over the exact JSON text of `content` (as JSON.stringify writes it), so any
 * change to the content, however small, is caught before anything is touched.
 */
export const BACKUP_FORMAT = 'docket-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.docket';
/** The largest backup Docket reads (files included). */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

/** Messages a student sees when a file cannot be imported (nothing is changed in each case). */
export const BACKUP_MESSAGES = {
  tooLarge: `This file is larger than a Docket backup can be (${MAX_BACKUP_BYTES / 1024 / 1024} MB). Nothing was changed.`,
  empty: 'This file is empty. Nothing was changed.',
  foreign:
    'This is not a Docket backup. Choose a file that ends in .docket, made with "Download backup". Nothing was changed.',
  truncated:
    'This backup is incomplete: the file was cut short (an interrupted download or copy). Nothing was changed; use another copy of the backup.',
  checksum:
    'This backup is damaged: its content does not match its checksum (the file was changed after it was made). Nothing was changed.',
  newerFormat:
    'This backup was made by a newer version of Docket. Reload Docket while online to get the new version, then import it. Nothing was changed.',
  invalid: 'This backup holds data Docket cannot read, so it was not imported. Nothing was changed.',
} as const;

export type BackupErrorCode = keyof typeof BACKUP_MESSAGES;

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${BACKUP_MESSAGES[code]} (${detail})` : BACKUP_MESSAGES[code]);
    this.name = 'BackupError';
  }
}

/** A device table's rows as stored in a backup (values JSON-safe; bytes as {$bytes: base64, type}). */
const TableRows = z.array(z.record(z.string(), z.unknown())).max(1_000_000);

export const BackupContent = z.object({
  /** Versions of what the backup holds: per document collection, device-local settings, device tables. */
  schema: z.object({
    doc: z.record(z.string(), z.number().int().min(0)),
    local: z.number().int().min(0),
    tables: z.number().int().min(0),
  }),
  /** The whole synced document (Y.encodeStateAsUpdate, base64). */
  doc: z.object({ update: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/) }),
  /** Device-local tables by name (identity and sync keys of `storage` are left out). */
  tables: z.record(z.string().max(64), TableRows),
  /** Whether attached and uploaded files (rows holding bytes) are in the backup. */
  filesIncluded: z.boolean(),
});
export type BackupContent = z.infer<typeof BackupContent>;

const Header = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  checksum: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  content: z.unknown(),
});

export interface BackupFile {
  formatVersion: number;
  createdAt: string;
  checksum: string;
  content: BackupContent;
}

/** The file name of a backup made on `day` (YYYY-MM-DD). */
export const backupFileName = (day: string) => `docket-backup-${day}${BACKUP_EXTENSION}`;

/** The exact text the checksum covers. */
export const contentText = (content: BackupContent): string => JSON.stringify(content);

/** Writes a backup file's text; `sha256Hex` is the digest of contentText(content). */
export function writeBackupText(content: BackupContent, createdAt: string, sha256Hex: string): string {
  return `{"format":"${BACKUP_FORMAT}","formatVersion":${BACKUP_FORMAT_VERSION},"createdAt":${JSON.stringify(createdAt)},"checksum":"sha256:${sha256Hex}","content":${contentText(content)}}`;
}

const LOOKS_LIKE_BACKUP = /^\s*\{\s*"format"\s*:\s*"docket-backup"/;

/**
 * Reads a backup file's text: size, JSON, format marker, version, checksum and the content's shape, in that
 * order; throws a BackupError with the student's message at the first failure. `sha256Hex` digests text.
 */
export async function readBackupText(
  text: string,
  byteLength: number,
  sha256Hex: (text: string) => Promise<string>,
): Promise<BackupFile> {
  if (byteLength > MAX_BACKUP_BYTES) throw new BackupError('tooLarge');
  if (byteLength === 0 || text.trim() === '') throw new BackupError('empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(LOOKS_LIKE_BACKUP.test(text.slice(0, 200)) ? 'truncated' : 'foreign');
  }
  const header = Header.safeParse(parsed);
  if (!header.success) {
    const marked = (parsed as { format?: unknown } | null)?.format === BACKUP_FORMAT;
    throw new BackupError(marked ? 'invalid' : 'foreign', marked ? firstIssue(header.error) : undefined);
  }
  if (header.data.formatVersion > BACKUP_FORMAT_VERSION) throw new BackupError('newerFormat');
  const content = BackupContent.safeParse(header.data.content);
  if (!content.success) throw new BackupError('invalid', firstIssue(content.error));
  // The checksum covers the content exactly as written (JSON.stringify of a parsed JSON.stringify is the same text).
  const digest = await sha256Hex(JSON.stringify(header.data.content));
  if (`sha256:${digest}` !== header.data.checksum) throw new BackupError('checksum');
  return {
    formatVersion: header.data.formatVersion,
    createdAt: header.data.createdAt,
    checksum: header.data.checksum,
    content: content.data,
  };
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.join('.') || 'file'}: ${issue.message}`;
}
