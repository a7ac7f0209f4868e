/** When an open of the analytics screen is done (bench:analytics and profile-analytics). */
import { atLeast } from '../bench-kit';

/**
 * Every panel of the screen is there and each chart is drawn: the recharts charts have measured their box
 * and drawn their axes' ticks (bars and lines are drawn in the same pass), the Mantine-drawn bar charts their
 * bars (every bar of a chart is committed with the chart), the heatmap its day cells, the readiness gauge its
 * ring.
 */
const CHARTS = ['fluency-chart'];
const ticks = (id: string) => atLeast(`[data-testid="${id}"] svg .recharts-cartesian-axis-tick`);
/**
 * Drawn with Mantine (Progress bars) since 26 Nov: coverage per course (two parts a bar), the fluency weeks (8
 * bars), weak spots new vs resolved (8 weeks of two bars) and the workload forecast (6 weeks of two bars); a
 * build from before drew them with recharts (A/B runs).
 */
const bars = (id: string, count: number) =>
  `(${atLeast(`[data-testid="${id}"] [data-part]`, count)} || ${ticks(id)})`;
export const ANALYTICS_DONE = [
  atLeast('[data-testid="exams"]'),
  atLeast('[data-testid="readiness-gauge"] svg circle'),
  atLeast('[data-testid="activity-chart"] svg rect', 7),
  bars('coverage-chart', 2),
  bars('fluency-weeks-chart', 8),
  bars('weak-spots-chart', 16),
  bars('forecast-chart', 12),
  ...CHARTS.map(ticks),
].join(' && ');
