import { useNavigate } from 'react-router-dom';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Course, WeakSpot } from '../../core/model';
import { WEAK_SPOT_TEXT, weakSpotMessage } from '../../core/weakSpots';
import { useCourses, useSetting, useStore } from '../../data/react';
import type { ListScope } from '../../data/rpas';
import { type WeakSpotService, weakSpotService } from '../../data/weakSpots';

export function useWeakSpotService(): WeakSpotService {
  return weakSpotService(useStore());
}

/** The current course (or every course when none is selected) and "Hide archived". */
export function useListScope(): {
  scope: ListScope;
  current: Course | undefined;
  courses: readonly Course[];
} {
  const store = useStore();
  const { courses, current } = useCourses();
  const excludeArchived = useSetting(store.settings.excludeArchived);
  const courseId = current?.id ?? null;
  const scope = useMemo(() => ({ courseId, excludeArchived }), [courseId, excludeArchived]);
  return { scope, current, courses };
}

export type ListState =
  | { status: 'loading' }
  | { status: 'ready'; items: WeakSpot[] }
  | { status: 'error'; message: string };

/**
 * The weak spots in scope: the first read happens after the page (and its skeleton) has painted, later
 * changes are read at once; a read that throws gives 'Failed to load WeakSpots'. refresh reads again.
 */
export function useWeakSpotList(scope: ListScope): { state: ListState; refresh: () => void } {
  const service = useWeakSpotService();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is how Refresh asks for a fresh read
  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      if (live) setState({ status: 'error', message: weakSpotMessage(error, WEAK_SPOT_TEXT.loadListFailed) });
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

/** One weak spot, live; LOAD_FAILED when reading it threw. */
export function useWeakSpot(id: string | undefined): WeakSpot | undefined | typeof LOAD_FAILED {
  const service = useWeakSpotService();
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

/** Go Back: one step back in the app's history, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  };
}
