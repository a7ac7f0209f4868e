import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COVERAGE_FORMULA } from '../../core/analytics';
import type { CoverageResponse } from '../../core/model';
import { ChartKey, Figure, type Outcome, Panel, PanelEmpty, PlainFigure } from './Panel';

const SERIES = [
  { name: 'Covered', color: 'cyan.7' },
  { name: 'Not yet', color: 'gray.5' },
] as const;

export function coverageSummary(c: CoverageResponse): string {
  return c.byCourse.map((b) => `${b.course}: ${b.covered} of ${b.total} readings covered`).join('; ');
}

/**
 * The bar chart of coverage: one stacked bar per course (covered, then not yet), every bar on the same scale
 * (the longest syllabus fills the width), drawn with Mantine's Progress sections: a chart this simple does not
 * need recharts' axes, scales and store (a fifth of the screen's drawing cost).
 */
function CourseBars({ byCourse, longest }: { byCourse: CoverageResponse['byCourse']; longest: number }) {
  const share = (n: number) => (longest > 0 ? (100 * n) / longest : 0);
  return (
    <Stack gap={6}>
      {byCourse.map((b) => (
        <div key={b.course} data-testid="coverage-bar">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" truncate>
              {b.course}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {b.covered} / {b.total}
            </Text>
          </Group>
          <Progress.Root size="lg" bg="transparent">
            <Progress.Section
              value={share(b.covered)}
              color={SERIES[0].color}
              withAria={false}
              data-part="covered"
            />
            <Progress.Section
              value={share(b.total - b.covered)}
              color={SERIES[1].color}
              withAria={false}
              data-part="not-yet"
            />
          </Progress.Root>
        </div>
      ))}
    </Stack>
  );
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
        const longest = Math.max(...c.byCourse.map((b) => b.total));
        return (
          <Stack gap="sm">
            <Figure
              value={`${c.coveragePercent}%`}
              label={`${covered} of ${total} readings completed and distilled into RPAs`}
              testId="coverage-percent"
            />
            <PlainFigure testId="coverage-chart" summary={coverageSummary(c)}>
              <ChartKey series={SERIES} />
              <CourseBars byCourse={c.byCourse} longest={longest} />
            </PlainFigure>
          </Stack>
        );
      }}
    </Panel>
  );
}
