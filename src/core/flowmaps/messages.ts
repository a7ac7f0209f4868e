/** Every text of the flowmap screens that the spec fixes, written once. */
export const FLOWMAP_TEXT = {
  title: 'Doctrine Flowmaps',
  subtitle:
    'Visual doctrine diagrams: turn a rule into a decision path, drawn with the React Flow diagram library.',
  createFailed: 'Failed to create flowmap',
  saveFailed: 'Failed to save flowmap',
  fetchListFailed: 'Failed to fetch flowmaps',
  fetchFailed: 'Failed to fetch flowmap',
  createVersionFailed: 'Failed to create version',
  notFound: 'Flowmap not found',
  emptyTitle: 'No flowmaps yet',
  emptyText: 'Draw your first doctrine as a decision path: issue, elements, rule, outcome.',
  noMatchTitle: 'No flowmaps match',
  listErrorTitle: 'Error Loading Flowmaps',
} as const;

export type FlowmapErrorKind = keyof typeof FLOWMAP_TEXT;

/** A failure with one of the catalogue's texts as its message (the cause kept for the console). */
export class FlowmapError extends Error {
  constructor(
    readonly kind: FlowmapErrorKind,
    options?: { cause?: unknown },
  ) {
    super(FLOWMAP_TEXT[kind], options);
    this.name = 'FlowmapError';
  }
}

/** The message to show for an error: the catalogue's own, else the fallback. */
export function flowmapMessage(error: unknown, fallback: string): string {
  return error instanceof FlowmapError ? error.message : fallback;
}
