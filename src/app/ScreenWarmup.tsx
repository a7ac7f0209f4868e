import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OffscreenWarmup, useLoadedWhenIdle } from '../ui/OffscreenWarmup';

/** The analytics screen's chunk (the same one its route loads; routes.tsx prefetches it at the first idle). */
const analytics = () => import('../features/analytics').then((m) => m.AnalyticsPage);

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
  const onDashboard = pathname === '/dashboard';
  const Screen = useLoadedWhenIdle(onDashboard, analytics, 1_000);
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
