/** Limits and checks of attached PDFs (pure: the caller reads the first bytes and the size). */
export const MIB = 1024 * 1024;
/** Largest PDF a reading may have: the relay's default limit too (50 MiB a file, 1 GiB a space). */
export const MAX_PDF_BYTES = 50 * MIB;
export const MAX_SPACE_FILE_BYTES = 1024 * MIB;

export const READER_TEXT = {
  notPdf: (name: string) => `“${name}” is not a PDF. Attach a PDF file (.pdf).`,
  empty: (name: string) => `“${name}” is empty.`,
  tooLarge: (name: string, size: number, limit = MAX_PDF_BYTES) =>
    `“${name}” is too large (${formatBytes(size)}). A reading's PDF can be at most ${formatBytes(limit)}.`,
  damaged: (name: string) => `“${name}” could not be opened: the PDF is damaged or incomplete.`,
  attached: (name: string) => `“${name}” attached.`,
  alreadyAttached: (name: string) => `“${name}” is already attached to this reading.`,
  notOnDevice: 'This PDF is not on this device yet.',
  noRelay:
    'This PDF is not on this device and the sync server cannot be reached. Open it on the device it was attached on, or try again when online.',
  fetchFailed: (message: string) => `Could not download the PDF: ${message}`,
  hashMismatch: 'The downloaded file is not the attached PDF (its fingerprint differs); it was not kept.',
} as const;

export function formatBytes(bytes: number): string {
  if (bytes >= MIB) return `${(bytes / MIB).toFixed(bytes % MIB === 0 ? 0 : 1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** True when the first bytes carry a PDF header (%PDF- within the first 1024 bytes, as readers accept). */
export function hasPdfHeader(head: Uint8Array): boolean {
  const limit = Math.min(head.length, 1024) - 5;
  for (let i = 0; i <= limit; i++) {
    if (
      head[i] === 0x25 &&
      head[i + 1] === 0x50 &&
      head[i + 2] === 0x44 &&
      head[i + 3] === 0x46 &&
      head[i + 4] === 0x2d
    )
      return true;
  }
  return false;
}

export type PdfCheck = { ok: true } | { ok: false; message: string };

/** The checks made before a file is kept: not empty, not over the limit, a PDF header. */
export function checkPdfFile(
  file: { name: string; size: number },
  head: Uint8Array,
  limit = MAX_PDF_BYTES,
): PdfCheck {
  if (file.size === 0) return { ok: false, message: READER_TEXT.empty(file.name) };
  if (file.size > limit) return { ok: false, message: READER_TEXT.tooLarge(file.name, file.size, limit) };
  if (!hasPdfHeader(head)) return { ok: false, message: READER_TEXT.notPdf(file.name) };
  return { ok: true };
}

/** Parses "12-18", "12–18" or "12" into a page range within 1..pageCount (null when it is not one). */
export function parsePageRange(
  text: string | undefined,
  pageCount: number,
): { first: number; last: number } | null {
  if (!text) return null;
  const parts = text
    .replace('–', '-')
    .replace('—', '-')
    .split('-')
    .map((p) => p.trim());
  if (parts.length > 2 || parts.some((p) => !/^\d{1,6}$/.test(p))) return null;
  const first = Number(parts[0]);
  const last = Number(parts[1] ?? parts[0]);
  if (first < 1 || last < first || last > pageCount) return null;
  return { first, last };
}
