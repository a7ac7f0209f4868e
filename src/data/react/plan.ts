import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Course } from '../../core/model';
import { type PlanService, type PlanView, planService } from '../plan';
import { useStore } from './context';
import { useListScope } from './live';

/** The clock for plan screens: ms, re-read every minute (and on focus). */
export function useNow(everyMs = 60_000): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, everyMs);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(id);
      window.removeEventListener('focus', tick);
    };
  }, [everyMs]);
  const refresh = useCallback(() => setNow(Date.now()), []);
  return [now, refresh];
}

/** The plan for the course switcher's scope, live: recomputed when the data, the course or the minute changes. */
export function usePlan(): {
  view: PlanView;
  service: PlanService;
  current: Course | undefined;
  courses: readonly Course[];
  /** Reads the clock again and drops dismissals that no longer apply. */
  refresh: () => void;
} {
  const store = useStore();
  const service = planService(store);
  const { scope, current, courses } = useListScope();
  const version = useSyncExternalStore(service.subscribe, service.getVersion);
  const [now, tick] = useNow();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is how a change of the data asks for a fresh view
  const view = useMemo(() => service.view(scope.courseId, now), [service, scope.courseId, now, version]);
  const refresh = useCallback(() => {
    service.pruneDismissals(Date.now());
    tick();
  }, [service, tick]);
  return { view, service, current, courses, refresh };
}
