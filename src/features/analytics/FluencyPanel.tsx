import { LineChart } from '@mantine/charts';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type Fluency, FLUENCY_FORMULA } from '../../core/analytics';
import { shortDay } from '../../core/plan';
import { type ColumnSeries, Columns } from './Columns';
import { ChartFigure, Figure, NOT_FOCUSABLE, type Outcome, Panel, PanelEmpty, PlainFigure } from './Panel';

export const dayLabel = (iso: string) => shortDay(iso).slice(5);

/** The weekly trend's bars: coherence on its 0-1 scale, written with 2 decimals. */
const WEEK_SERIES: ColumnSeries[] = [
  { name: 'Coherence', color: 'orange.7', part: 'coherence', max: 1, format: (v) => v.toFixed(2) },
];

export function FluencyPanel({ outcome }: { outcome: Outcome<Fluency> }) {
  return (
    <Panel id="fluency" title="Fluency" formula={FLUENCY_FORMULA} outcome={outcome}>
      {(f) => {
        if (f.assessed === 0)
          return (
            <PanelEmpty
              action={
                <Button component={Link} to="/focus-session" size="xs" variant="light">
                  Start a practice session
                </Button>
              }
            >
              No assessed practice yet. Finish a focus session and tick the IRAC self-assessment to see your
              coherence and its trend.
            </PanelEmpty>
          );
        const days = f.days.map((d, i) => ({ day: dayLabel(d), Coherence: f.trend7d[i] ?? 0 }));
        const weeks = f.weeks.map((w) => ({ label: dayLabel(w.weekOf), values: [w.coherence] }));
        const practised = f.weeks.filter((w) => w.coherence !== null);
        return (
          <Stack gap="sm">
            <Figure
              value={f.coherenceScore.toFixed(2)}
              label={`Coherence (0-1) over ${Math.min(f.assessed, 10)} assessed session${f.assessed === 1 ? '' : 's'}, ${f.wordsPerMinute} words per minute`}
              testId="coherence-score"
            />
            <Text size="sm" fw={600}>
              Last 7 days
            </Text>
            <ChartFigure
              testId="fluency-chart"
              summary={`Coherence at the end of each day: ${days.map((d) => `${d.day} ${d.Coherence.toFixed(2)}`).join(', ')}`}
              height={160}
              chart={(interactive) => (
                <LineChart
                  lineChartProps={NOT_FOCUSABLE}
                  h={160}
                  data={days}
                  dataKey="day"
                  series={[{ name: 'Coherence', color: 'cyan.7' }]}
                  yAxisProps={{ domain: [0, 1] }}
                  curveType="monotone"
                  withTooltip={interactive}
                />
              )}
            />
            <Text size="sm" fw={600}>
              Last 8 weeks
            </Text>
            <PlainFigure
              testId="fluency-weeks-chart"
              summary={
                practised.length
                  ? `Weekly coherence: ${practised.map((w) => `week of ${dayLabel(w.weekOf)} ${(w.coherence ?? 0).toFixed(2)} (${w.sessions} session${w.sessions === 1 ? '' : 's'})`).join(', ')}; other weeks had no assessed session.`
                  : 'No assessed session in the last 8 weeks.'
              }
            >
              <Columns columns={weeks} series={WEEK_SERIES} height={110} />
            </PlainFigure>
          </Stack>
        );
      }}
    </Panel>
  );
}
