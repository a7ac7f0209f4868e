/**
 * Every user-facing RPA text of the spec (error catalogue, panels, empty state, confirmation), written once.
 * Screens and the data service read them from here.
 */
export const RPA_TEXT = {
  createFailed: 'Failed to create RPA',
  loadListFailed: 'Failed to load RPAs',
  loadFailed: 'Failed to load RPA',
  listErrorTitle: 'Error Loading RPAs',
  emptyTitle: 'No RPAs',
  emptyText: 'Get started by creating your first RPA.',
  deleteConfirm: 'Are you sure you want to delete this RPA?',
  createTitle: 'Create New RPA',
  creating: 'Creating...',
  /** Not in the spec's catalogue: edits and deletion, which it does not name. */
  saveFailed: 'Failed to save RPA',
  deleteFailed: 'Failed to delete RPA',
} as const;

export const rpaNotFound = (id: string): string => `RPA with id ${id} not found`;

export type RpaErrorCode = 'createFailed' | 'loadListFailed' | 'loadFailed' | 'notFound' | 'saveFailed';

/** A failure of an RPA operation; `message` is the catalogue's text for its code. */
export class RpaError extends Error {
  constructor(
    readonly code: RpaErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RpaError';
  }
}

export const rpaError = {
  createFailed: (cause?: unknown) => new RpaError('createFailed', RPA_TEXT.createFailed, { cause }),
  loadListFailed: (cause?: unknown) => new RpaError('loadListFailed', RPA_TEXT.loadListFailed, { cause }),
  loadFailed: (cause?: unknown) => new RpaError('loadFailed', RPA_TEXT.loadFailed, { cause }),
  notFound: (id: string) => new RpaError('notFound', rpaNotFound(id)),
};

/**
 * The data layer's DeviceFullError (src/data/commit.ts): the device had no room, the change was undone,
 * and its message says so. Matched by name: core does not import the data layer.
 */
export function isDeviceFullError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'DeviceFullError';
}

/** The text to show for any thrown value: an RpaError's (or a full device's) own message, else the fallback. */
export function rpaMessage(error: unknown, fallback: string): string {
  return error instanceof RpaError || isDeviceFullError(error) ? error.message : fallback;
}
