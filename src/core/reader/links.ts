import type { PdfAnnotation, Reading } from '../model';

/** The reader's address of one annotation (the link back from an RPA or weak spot). */
export const annotationPath = (a: Pick<PdfAnnotation, 'readingId' | 'fileHash' | 'id'>): string =>
  `/syllabus/reading/${encodeURIComponent(a.readingId)}/read?file=${a.fileHash}&annotation=${encodeURIComponent(a.id)}`;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a highlight carries into a new RPA or weak spot: its quote, the page and a link back. */
export function highlightPrefill(annotation: PdfAnnotation, reading: Pick<Reading, 'title'>, origin: string) {
  const quote = (annotation.text ?? '').trim();
  const page = annotation.pageIndex + 1;
  const link = `${origin}${annotationPath(annotation)}`;
  const source = `From “${reading.title}”, page ${page}: ${link}`;
  return {
    quote,
    title: clip(quote.replace(/\s+/g, ' '), 120) || `Highlight on page ${page}`,
    body: quote ? `“${quote}”\n\n${source}` : source,
    source,
  };
}
