/** When an open of the analytics screen is done (bench:analytics and profile-analytics). */
import { atLeast } from '../bench-kit';

/**
 * Every panel of the screen is there and each chart is drawn: the recharts charts have measured their box
 * and drawn their axes' ticks (bars and lines are drawn in the same pass), the heatmap its day cells, the
 * readiness gauge its ring.
 */
const CHARTS = [
  'coverage-chart',
  'fluency-chart',
  'fluency-weeks-chart',
  'weak-spots-chart',
  'forecast-chart',
];
export const ANALYTICS_DONE = [
  atLeast('[data-testid="exams"]'),
  atLeast('[data-testid="readiness-gauge"] svg circle'),
  atLeast('[data-testid="activity-chart"] svg rect', 7),
  ...CHARTS.map((id) => atLeast(`[data-testid="${id}"] svg .recharts-cartesian-axis-tick`)),
].join(' && ');
