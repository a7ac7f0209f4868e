import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { ProgressPoint } from '../../core/focus';

const day = (iso: string) => new Date(iso).toLocaleDateString([], { month: 'short', day: 'numeric' });

/** Words per minute (left axis) and score in percent (right axis) over the last sessions, oldest first. */
export default function ProgressChart({ points }: { points: ProgressPoint[] }) {
  const data = points.map((p, i) => ({
    session: `${i + 1}. ${day(p.completedAt)}`,
    'Words per minute': p.wordsPerMinute,
    'Score (%)': p.scorePercent,
  }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="session"
      series={[
        { name: 'Words per minute', color: 'cyan.8' },
        { name: 'Score (%)', color: 'orange.8', yAxisId: 'right' },
      ]}
      withRightYAxis
      rightYAxisProps={{ domain: [0, 100] }}
      withLegend
      connectNulls
      curveType="monotone"
      tickLine="y"
    />
  );
}
