import { isDeviceFullError } from '../rpa/messages';
/**
 * Every user-facing weak-spot text of the spec (error catalogue, panels, empty state), written once. A
 * student reads "weak spot"; the entity's internal name WeakSpot stays in the logs.
 */
export const WEAK_SPOT_TEXT = {
  createFailed: 'Failed to create weak spot',
  loadListFailed: 'Failed to load weak spots',
  loadFailed: 'Failed to load weak spot',
  notFoundScreen: 'Weak spot not found',
  listErrorTitle: 'Error Loading Weak Spots',
  dashboardErrorTitle: 'Error Loading Dashboard',
  emptyTitle: 'No Weak Spots',
  emptyText: 'Track an area of error or difficulty so you can fix it.',
  dashboardTitle: 'Weak Spot Dashboard',
  listTitle: 'Weak Spots',
  createTitle: 'Create Weak Spot',
  detailTitle: 'Weak Spot Details',
  /** Not in the spec's catalogue: saving a change, which it does not name. */
  saveFailed: 'Failed to save weak spot',
  creating: 'Creating...',
} as const;

/** The store-level message for an operation on an id that does not exist. */
export const weakSpotNotFound = (id: string): string => `WeakSpot with id ${id} not found`;

export type WeakSpotErrorCode = 'createFailed' | 'loadListFailed' | 'loadFailed' | 'notFound' | 'saveFailed';

export class WeakSpotError extends Error {
  constructor(
    readonly code: WeakSpotErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WeakSpotError';
  }
}

export const weakSpotError = {
  createFailed: (cause?: unknown) =>
    new WeakSpotError('createFailed', WEAK_SPOT_TEXT.createFailed, { cause }),
  loadListFailed: (cause?: unknown) =>
    new WeakSpotError('loadListFailed', WEAK_SPOT_TEXT.loadListFailed, { cause }),
  loadFailed: (cause?: unknown) => new WeakSpotError('loadFailed', WEAK_SPOT_TEXT.loadFailed, { cause }),
  notFound: (id: string) => new WeakSpotError('notFound', weakSpotNotFound(id)),
};

export function weakSpotMessage(error: unknown, fallback: string): string {
  return error instanceof WeakSpotError || isDeviceFullError(error) ? error.message : fallback;
}
