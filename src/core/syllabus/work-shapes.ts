/**
 * The classifier's features that are a work's own shape: pages, a book's part, a section, a case, a
 * statute, a title, a cited year. Its own module so the document-level confidence signals
 * (confidence-signals.ts) can be copied into an older checkout by scripts/first-sight-confidence/run.sh.
 */
export const WORK_SHAPES = [
  'pages',
  'bookPart',
  'sectionNumber',
  'caseName',
  'statute',
  'quotedTitle',
  'authorTitle',
  'citationYear',
] as const;
