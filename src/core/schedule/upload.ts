/** Which files the upload wizard accepts (SPEC §9: PDF, PNG, JPG, JPEG, WebP). */

export const NO_FILE_MESSAGE = 'Please select a file';
export const ACCEPTED_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.webp'] as const;
export const ACCEPTED_MIME: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};
/** The file chooser's accept attribute. */
export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_MIME), ...ACCEPTED_EXTENSIONS].join(',');

export const unsupportedTypeMessage = (name: string) =>
  `Unsupported file type: ${name} (supported: PDF, PNG, JPG, JPEG, WebP)`;

export const emptyFileMessage = (name: string) => `The file is empty (0 bytes): ${name}`;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Checks a chosen file before any work: none chosen, or a type the wizard does not take. A file whose
 * name or MIME type is one of the accepted ones goes on (the pipeline then checks its bytes).
 */
export function checkUploadFile(
  file: { name: string; type?: string; size?: number } | null | undefined,
): string | null {
  if (!file) return NO_FILE_MESSAGE;
  if (file.size === 0) return emptyFileMessage(file.name || 'file');
  const ext = extensionOf(file.name);
  const type = (file.type ?? '').toLowerCase();
  if ((ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) return null;
  if (type && type in ACCEPTED_MIME) return null;
  return unsupportedTypeMessage(file.name || 'file');
}

/** 'pdf' or 'image' for the source viewer, by MIME type then name. */
export function viewerKind(file: { name: string; type?: string }): 'pdf' | 'image' {
  const type = (file.type ?? '').toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  return extensionOf(file.name) === '.pdf' || extensionOf(file.name) === '' ? 'pdf' : 'image';
}
