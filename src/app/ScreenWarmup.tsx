import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OffscreenWarmup } from '../ui/OffscreenWarmup';
import { whenIdle } from '../ui/prefetch';

/** The analytics screen's chunk (the same one its route loads; routes.tsx prefetches it at the first idle). */
const analytics = () => import('../features/analytics');

/**
 * Issue 12: once the started app is idle, the analytics screen (its charts library is the heaviest code a
 * student opens next) is drawn once off-screen with the student's data (OffscreenWarmup), so the first click
 * on Analytics is as quick as a second one. Once per start, from the dashboard (the first screen; a start on
 * another screen leaves the CPU to that screen); not after the
 * student has been on /analytics, where the real screen has done it. As a transition, so a click meanwhile is not held up by it.
 */
export function ScreenWarmup() {
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  // Once done, nothing of it is left to read the location on each page change.
  return done ? null : <AnalyticsWarmup onDone={finish} />;
}

function AnalyticsWarmup({ onDone }: { onDone: () => void }) {
  const { pathname } = useLocation();
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  const onDashboard = pathname === '/dashboard';
  useEffect(() => {
    if (!onDashboard || Screen) return;
    return whenIdle(() => {
      analytics().then(
        (m) => startTransition(() => setScreen(() => m.AnalyticsPage)),
        () => {}, // offline without the chunk: the route loads it (or says why) when opened
      );
    }, 1_000);
  }, [onDashboard, Screen]);
  useEffect(() => {
    if (pathname === '/analytics') onDone();
  }, [pathname, onDone]);
  if (!Screen || pathname === '/analytics') return null;
  return (
    <OffscreenWarmup name="analytics" onDone={onDone}>
      <Screen />
    </OffscreenWarmup>
  );
}
