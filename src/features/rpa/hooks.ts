import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Reading, Rpa } from '../../core/model';
import { RPA_TEXT, rpaMessage } from '../../core/rpa';
import {
  LOAD_FAILED,
  type ListScope,
  type ListState,
  useCollection,
  useListScope,
  useLiveItem,
  useLiveList,
  useStore,
} from '../../data/react';
import { type RpaService, rpaService } from '../../data/rpas';

export function useRpaService(): RpaService {
  return rpaService(useStore());
}

/** The RPAs in scope, live; a read that throws gives 'Failed to load RPAs'. */
export function useRpaList(scope: ListScope): { state: ListState<Rpa>; refresh: () => void } {
  return useLiveList(useRpaService(), scope, (error) => rpaMessage(error, RPA_TEXT.loadListFailed));
}

/** One RPA, live; LOAD_FAILED when reading it threw. */
export function useRpa(id: string | undefined): Rpa | undefined | typeof LOAD_FAILED {
  return useLiveItem(useRpaService(), id);
}

export { LOAD_FAILED, useListScope };

/** The readings of one course, for the picker (live). */
export function useCourseReadings(courseId: string | undefined): Reading[] {
  const service = useRpaService();
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => service.subscribeReadings(listener), [service]);
  const all = useSyncExternalStore(subscribe, () => store.repos.readings.list());
  return useMemo(() => (all ? service.readingsFor(courseId) : []), [all, service, courseId]);
}

/** Every reading's title by id (one map, rebuilt only when the readings change). */
export function useReadingTitles(): ReadonlyMap<string, string> {
  const store = useStore();
  const all = useCollection(store.repos.readings);
  return useMemo(() => new Map(all.map((r) => [r.id, r.title])), [all]);
}
