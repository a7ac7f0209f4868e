import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OffscreenWarmup, useLoadedWhenIdle } from '../ui/OffscreenWarmup';

/** The dashboard's chunk (the same one its route loads; routes.tsx prefetches it at the first idle). */
const dashboard = () => import('../features/dashboard').then((m) => m.DashboardPage);

/**
 * Issue 11: when the app started on another screen (a link, a reload on the weekly board), the dashboard is
 * drawn once off-screen with the student's data (OffscreenWarmup) once the app is idle, so the first click
 * on Dashboard costs what a second one does: its code compiled and run once, and the plan view it shows
 * computed (the plan service keeps it until the data, the course or the minute changes). The real click
 * still renders the whole screen from that data. Once per start; not when the app started on the dashboard
 * (the real screen did it) or once the student has been there; as a transition, so a click meanwhile is not
 * held up by it. A start on the dashboard gets the analytics warm-up instead (ScreenWarmup): the two never
 * run in the same idle time.
 */
export function DashboardWarmup() {
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  // Once done, nothing of it is left to read the location on each page change.
  return done ? null : <DashboardWarmupUntilDone onDone={finish} />;
}

function DashboardWarmupUntilDone({ onDone }: { onDone: () => void }) {
  const { pathname } = useLocation();
  const onDashboard = pathname === '/dashboard';
  // Decided once, at the start: a start on the dashboard needs no warm-up of it.
  const [wanted] = useState(() => !onDashboard);
  const Screen = useLoadedWhenIdle(wanted, dashboard, 2_000);
  useEffect(() => {
    if (onDashboard || !wanted) onDone();
  }, [onDashboard, wanted, onDone]);
  if (!Screen || onDashboard) return null;
  return (
    <OffscreenWarmup name="dashboard" onDone={onDone}>
      <Screen />
    </OffscreenWarmup>
  );
}
