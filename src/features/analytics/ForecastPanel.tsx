import { BarChart } from '@mantine/charts';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FORECAST_FORMULA, type ForecastWeek } from '../../core/analytics';
import { dayLabel } from './FluencyPanel';
import { ChartFigure, NOT_FOCUSABLE, type Outcome, Panel, PanelEmpty } from './Panel';

const SERIES = [
  { name: 'Readings', color: 'cyan.7' },
  { name: 'Pages', color: 'grape.6', yAxisId: 'right' },
];

export function ForecastPanel({ outcome }: { outcome: Outcome<ForecastWeek[]> }) {
  return (
    <Panel id="forecast" title="Workload forecast" formula={FORECAST_FORMULA} outcome={outcome}>
      {(weeks) => {
        if (weeks.every((w) => w.readings === 0))
          return (
            <PanelEmpty
              action={
                <Button component={Link} to="/syllabus" size="xs" variant="light">
                  Open the syllabus
                </Button>
              }
            >
              Nothing due in the next 6 weeks. Readings still to do appear here by the week they are scheduled
              (import a syllabus with dates to fill it).
            </PanelEmpty>
          );
        const data = weeks.map((w) => ({ week: dayLabel(w.weekOf), Readings: w.readings, Pages: w.pages }));
        return (
          <ChartFigure
            testId="forecast-chart"
            summary={weeks
              .map((w) => `week of ${dayLabel(w.weekOf)}: ${w.readings} readings, ${w.pages} pages`)
              .join('; ')}
            height={180}
            series={SERIES}
            chart={(interactive) => (
              <BarChart
                barChartProps={NOT_FOCUSABLE}
                h={180}
                data={data}
                dataKey="week"
                series={SERIES}
                withRightYAxis
                withTooltip={interactive}
              />
            )}
          />
        );
      }}
    </Panel>
  );
}
