import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Course } from '../../core/model';
import type { Repository, EntityShape } from '../repository';
import type { LocalSetting } from '../setting';
import type { StatusState } from '../status';
import { useStore } from './context';

/** Every valid row of a collection; re-renders when the collection changes. */
export function useCollection<T extends EntityShape, I>(repo: Repository<T, I>): readonly T[] {
  const subscribe = useCallback((l: () => void) => repo.subscribe(l), [repo]);
  const snapshot = useCallback(() => repo.list(), [repo]);
  return useSyncExternalStore(subscribe, snapshot);
}

/** One row by id (undefined when missing or unreadable). */
export function useEntity<T extends EntityShape, I>(
  repo: Repository<T, I>,
  id: string | undefined,
): T | undefined {
  const list = useCollection(repo);
  return id ? list.find((row) => row.id === id) : undefined;
}

export function useSetting<T>(setting: LocalSetting<T>): T {
  return useSyncExternalStore(setting.subscribe, setting.get);
}

export function useStoreStatus(): StatusState {
  const { status } = useStore();
  const subscribe = useCallback((l: () => void) => status.subscribe(l), [status]);
  return useSyncExternalStore(subscribe, () => status.get());
}

/** The courses and the one in use (the remembered one, else the first course). */
export function useCourses(): { courses: readonly Course[]; current: Course | undefined } {
  const store = useStore();
  const courses = useCollection(store.repos.courses);
  useSetting(store.courses.current);
  return { courses, current: store.courses.currentCourse() };
}

export interface DataProblem {
  collection: string;
  skipped: number;
}

/** Collections with saved rows that could not be read (kept in the document, hidden from screens). */
export function useDataProblems(): DataProblem[] {
  const { repos } = useStore();
  const all = useMemo(() => Object.values(repos) as Repository<EntityShape, unknown>[], [repos]);
  const subscribe = useCallback(
    (l: () => void) => {
      const offs = all.map((repo) => repo.subscribe(l));
      return () => {
        for (const off of offs) off();
      };
    },
    [all],
  );
  const key = useSyncExternalStore(subscribe, () =>
    all
      .map((repo) => `${repo.name}:${repo.problems().filter((p) => p.action === 'skipped').length}`)
      .join(','),
  );
  return key
    .split(',')
    .map((entry) => entry.split(':'))
    .map(([collection = '', n = '0']) => ({ collection, skipped: Number(n) }))
    .filter((p) => p.skipped > 0);
}
