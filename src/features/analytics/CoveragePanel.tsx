import { BarChart } from '@mantine/charts';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COVERAGE_FORMULA } from '../../core/analytics';
import type { CoverageResponse } from '../../core/model';
import { ChartFigure, NOT_FOCUSABLE, Figure, type Outcome, Panel, PanelEmpty } from './Panel';

const SERIES = [
  { name: 'Covered', color: 'cyan.7' },
  { name: 'Not yet', color: 'gray.5' },
];

export function coverageSummary(c: CoverageResponse): string {
  return c.byCourse.map((b) => `${b.course}: ${b.covered} of ${b.total} readings covered`).join('; ');
}

export function CoveragePanel({ outcome }: { outcome: Outcome<CoverageResponse> }) {
  return (
    <Panel id="coverage" title="Coverage" formula={COVERAGE_FORMULA} outcome={outcome}>
      {(c) => {
        const covered = c.byCourse.reduce((s, b) => s + b.covered, 0);
        const total = c.byCourse.reduce((s, b) => s + b.total, 0);
        if (total === 0)
          return (
            <PanelEmpty
              action={
                <Button component={Link} to="/syllabus/upload" size="xs" variant="light">
                  Import a syllabus
                </Button>
              }
            >
              No assigned readings yet. Import a syllabus, then complete readings and link them to RPAs to see
              your coverage grow.
            </PanelEmpty>
          );
        const h = Math.max(120, 48 * c.byCourse.length + 40);
        const data = c.byCourse.map((b) => ({
          course: b.course,
          Covered: b.covered,
          'Not yet': b.total - b.covered,
        }));
        return (
          <Stack gap="sm">
            <Figure
              value={`${c.coveragePercent}%`}
              label={`${covered} of ${total} readings completed and distilled into RPAs`}
              testId="coverage-percent"
            />
            <ChartFigure
              testId="coverage-chart"
              summary={coverageSummary(c)}
              height={h}
              series={SERIES}
              chart={(interactive) => (
                <BarChart
                  barChartProps={NOT_FOCUSABLE}
                  h={h}
                  data={data}
                  dataKey="course"
                  orientation="vertical"
                  type="stacked"
                  yAxisProps={{ width: 90 }}
                  series={SERIES}
                  withTooltip={interactive}
                />
              )}
            />
          </Stack>
        );
      }}
    </Panel>
  );
}
