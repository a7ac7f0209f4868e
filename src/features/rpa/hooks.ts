import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Course, Reading, Rpa } from '../../core/model';
import { RPA_TEXT, rpaMessage } from '../../core/rpa';
import { useCourses, useSetting, useStore } from '../../data/react';
import { type ListScope, type RpaService, rpaService } from '../../data/rpas';

export function useRpaService(): RpaService {
  return rpaService(useStore());
}

/** The list scope: the current course (or every course when none is selected) and "Hide archived". */
export function useListScope(): { scope: ListScope; current: Course | undefined } {
  const store = useStore();
  const { current } = useCourses();
  const excludeArchived = useSetting(store.settings.excludeArchived);
  const courseId = current?.id ?? null;
  const scope = useMemo(() => ({ courseId, excludeArchived }), [courseId, excludeArchived]);
  return { scope, current };
}

export type ListState =
  | { status: 'loading' }
  | { status: 'ready'; items: Rpa[] }
  | { status: 'error'; message: string };

/**
 * The RPA list: the first read happens after the page (and its skeleton) has painted; later changes are read
 * at once. A read that throws puts the list in the error state ('Failed to load RPAs'); Refresh and Retry
 * read again from the start.
 */
export function useRpaList(scope: ListScope): { state: ListState; refresh: () => void } {
  const service = useRpaService();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is how Refresh asks for a fresh read
  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      if (live) setState({ status: 'error', message: rpaMessage(error, RPA_TEXT.loadListFailed) });
    };
    service.load(scope).then((items) => {
      if (live) setState({ status: 'ready', items });
    }, fail);
    const stop = service.subscribe(() => {
      try {
        const items = service.list(scope);
        if (live) setState({ status: 'ready', items });
      } catch (error) {
        fail(error);
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [service, scope, generation]);
  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((g) => g + 1);
  }, []);
  return { state, refresh };
}

export const LOAD_FAILED = Symbol('load failed');

/** One RPA, live; LOAD_FAILED when reading it threw. */
export function useRpa(id: string | undefined): Rpa | undefined | typeof LOAD_FAILED {
  const service = useRpaService();
  const subscribe = useCallback((listener: () => void) => service.subscribe(listener), [service]);
  const read = useCallback(() => {
    if (!id) return undefined;
    try {
      return service.find(id);
    } catch {
      return LOAD_FAILED;
    }
  }, [service, id]);
  return useSyncExternalStore(subscribe, read);
}

/** The readings of one course, for the picker (live). */
export function useCourseReadings(courseId: string | undefined): Reading[] {
  const service = useRpaService();
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => service.subscribeReadings(listener), [service]);
  const all = useSyncExternalStore(subscribe, () => store.repos.readings.list());
  return useMemo(() => (all ? service.readingsFor(courseId) : []), [all, service, courseId]);
}
