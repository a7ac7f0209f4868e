import type { WeakSpot } from '../../core/model';
import { WEAK_SPOT_TEXT, weakSpotMessage } from '../../core/weakSpots';
import {
  LOAD_FAILED,
  type ListScope,
  type ListState,
  useListScope,
  useLiveItem,
  useLiveList,
  useStore,
} from '../../data/react';
import { type WeakSpotService, weakSpotService } from '../../data/weakSpots';

export function useWeakSpotService(): WeakSpotService {
  return weakSpotService(useStore());
}

/** The weak spots in scope, live; a read that throws gives 'Failed to load weak spots'. */
export function useWeakSpotList(scope: ListScope): { state: ListState<WeakSpot>; refresh: () => void } {
  return useLiveList(useWeakSpotService(), scope, (error) =>
    weakSpotMessage(error, WEAK_SPOT_TEXT.loadListFailed),
  );
}

/** One weak spot, live; LOAD_FAILED when reading it threw. */
export function useWeakSpot(id: string | undefined): WeakSpot | undefined | typeof LOAD_FAILED {
  return useLiveItem(useWeakSpotService(), id);
}

export { LOAD_FAILED, useListScope };
