import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Course } from '../../core/model';
import type { ListScope } from '../scope';
import { useStore } from './context';
import { useCourses, useSetting } from './hooks';

export type { ListScope };

/** A service whose items can be listed for a scope, live. */
export interface ScopedSource<T> {
  load(scope: ListScope): Promise<T[]>;
  list(scope: ListScope): T[];
  subscribe(listener: () => void): () => void;
}

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'error'; message: string };

/** The list scope from the course switcher and the nav's "Hide archived" control. */
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

/**
 * A live list: the first read happens after the page (and its skeleton) has painted; later changes are read
 * at once. A read that throws puts the list in the error state with `failure(error)`; refresh reads again
 * from the start.
 */
export function useLiveList<T>(
  source: ScopedSource<T>,
  scope: ListScope,
  failure: (error: unknown) => string,
): { state: ListState<T>; refresh: () => void } {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is how refresh asks for a fresh read; failure is a pure mapping
  useEffect(() => {
    let live = true;
    const fail = (error: unknown) => {
      if (live) setState({ status: 'error', message: failure(error) });
    };
    source.load(scope).then((items) => {
      if (live) setState({ status: 'ready', items });
    }, fail);
    const stop = source.subscribe(() => {
      try {
        const items = source.list(scope);
        if (live) setState({ status: 'ready', items });
      } catch (error) {
        fail(error);
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [source, scope, generation]);
  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((g) => g + 1);
  }, []);
  return { state, refresh };
}

export const LOAD_FAILED = Symbol('load failed');

/** One item by id, live; LOAD_FAILED when reading it threw. */
export function useLiveItem<T>(
  source: { find(id: string): T | undefined; subscribe(listener: () => void): () => void },
  id: string | undefined,
): T | undefined | typeof LOAD_FAILED {
  const subscribe = useCallback((listener: () => void) => source.subscribe(listener), [source]);
  const read = useCallback(() => {
    if (!id) return undefined;
    try {
      return source.find(id);
    } catch {
      return LOAD_FAILED;
    }
  }, [source, id]);
  return useSyncExternalStore(subscribe, read);
}
