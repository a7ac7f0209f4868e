import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FORECAST_FORMULA, type ForecastWeek } from '../../core/analytics';
import { dayLabel } from './FluencyPanel';
import { type ColumnSeries, Columns } from './Columns';
import { ChartKey, type Outcome, Panel, PanelEmpty, PlainFigure } from './Panel';

/** Readings and pages per week, each on its own scale (the busiest week fills its bar). */
function series(weeks: readonly ForecastWeek[]): ColumnSeries[] {
  const most = (k: 'readings' | 'pages') => Math.max(0, ...weeks.map((w) => w[k]));
  return [
    { name: 'Readings', color: 'cyan.7', part: 'readings', max: most('readings'), format: String },
    { name: 'Pages', color: 'grape.6', part: 'pages', max: most('pages'), format: String },
  ];
}

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
        const columns = weeks.map((w) => ({ label: dayLabel(w.weekOf), values: [w.readings, w.pages] }));
        const scales = series(weeks);
        return (
          <PlainFigure
            testId="forecast-chart"
            summary={weeks
              .map((w) => `week of ${dayLabel(w.weekOf)}: ${w.readings} readings, ${w.pages} pages`)
              .join('; ')}
          >
            <ChartKey series={scales} />
            <Columns columns={columns} series={scales} height={150} />
          </PlainFigure>
        );
      }}
    </Panel>
  );
}
