/** When an open of the analytics screen is done (bench:analytics and profile-analytics). */
import { atLeast } from '../bench-kit';

/**
 * Every panel of the screen is there and each chart is drawn: the recharts charts have measured their box
 * and drawn their axes' ticks (bars and lines are drawn in the same pass), the coverage bars their sections,
 * the heatmap its day cells, the readiness gauge its ring.
 */
const CHARTS = ['fluency-chart', 'fluency-weeks-chart', 'weak-spots-chart', 'forecast-chart'];
const ticks = (id: string) => atLeast(`[data-testid="${id}"] svg .recharts-cartesian-axis-tick`);
/** Coverage per course: Mantine Progress sections; a build from before 26 Nov drew it with recharts (A/B runs). */
const coverageDrawn = `(${atLeast('[data-testid="coverage-bar"] [data-part]', 2)} || ${ticks('coverage-chart')})`;
export const ANALYTICS_DONE = [
  atLeast('[data-testid="exams"]'),
  atLeast('[data-testid="readiness-gauge"] svg circle'),
  atLeast('[data-testid="activity-chart"] svg rect', 7),
  coverageDrawn,
  ...CHARTS.map(ticks),
].join(' && ');
