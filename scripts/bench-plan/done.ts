/** When the dashboard is open, as a student sees it (bench:plan and profile-plan). */
import { atLeast } from '../bench-kit';

/**
 * The dashboard is complete: its four cards, What to Do Next (a recommendation or 'All caught up!') and its
 * recent activity (an item or its empty text); or its 'No Course Selected'. Checked on every animation
 * frame, so it reads only the few elements it names: body.innerText (as the probe did before) lays out and
 * serialises the whole page on every frame, which cost the heavy start about 330 ms of main-thread time in
 * its CPU profile against 80 ms without data (the probe measured itself).
 */
export const DASHBOARD_DONE = `location.pathname === '/dashboard' && ((${atLeast('[data-testid="dashboard-card"]', 4)} &&
  (document.querySelector('[data-testid="recommendation"]') !== null ||
    [...document.querySelectorAll('[role="status"] p')].some((p) => p.textContent === 'All caught up!')) &&
  (document.querySelector('[data-testid="activity"]') !== null ||
    [...document.querySelectorAll('#recent-activity ~ p')].some((p) => p.textContent.startsWith('Nothing completed')))) ||
  [...document.querySelectorAll('h3')].some((h) => h.textContent === 'No Course Selected'))`;
