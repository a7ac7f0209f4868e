import { Heatmap } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { ACTIVITY_FORMULA, type ActivityDay, activitySummary } from '../../core/analytics';
import { shortDay } from '../../core/plan';
import { type Outcome, Panel, PanelEmpty, PlainFigure } from './Panel';

const COLORS = [
  'var(--mantine-color-cyan-2)',
  'var(--mantine-color-cyan-4)',
  'var(--mantine-color-cyan-6)',
  'var(--mantine-color-cyan-8)',
];

export function ActivityPanel({ outcome }: { outcome: Outcome<ActivityDay[]> }) {
  return (
    <Panel id="activity" title="Study activity" formula={ACTIVITY_FORMULA} outcome={outcome}>
      {(days) => {
        const { activeDays, longestRun } = activitySummary(days);
        const total = days.reduce((s, d) => s + d.total, 0);
        if (total === 0)
          return (
            <PanelEmpty>
              No activity in the last 16 weeks. Each reading you mark complete, RPA you create and practice
              session you finish lights up its day here.
            </PanelEmpty>
          );
        const data = Object.fromEntries(days.filter((d) => d.total > 0).map((d) => [d.day, d.total]));
        const sum = (k: 'readings' | 'rpas' | 'practice') => days.reduce((s, d) => s + d[k], 0);
        return (
          <Stack gap="xs">
            <Text size="sm" data-testid="activity-days">
              {activeDays} active day{activeDays === 1 ? '' : 's'}, longest run {longestRun}
            </Text>
            <PlainFigure
              testId="activity-chart"
              summary={`Since ${shortDay(days[0]?.day ?? '')}: ${sum('readings')} readings completed, ${sum('rpas')} RPAs created, ${sum('practice')} practice sessions, on ${activeDays} days.`}
            >
              <div style={{ overflowX: 'auto' }}>
                <Heatmap
                  data={data}
                  startDate={days[0]?.day}
                  endDate={days.at(-1)?.day}
                  colors={COLORS}
                  withMonthLabels
                  withWeekdayLabels
                  rectSize={13}
                  withTooltip
                  getTooltipLabel={({ date, value }) => `${shortDay(date)}: ${value ?? 0}`}
                />
              </div>
            </PlainFigure>
          </Stack>
        );
      }}
    </Panel>
  );
}
