import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { WEAK_SPOTS_FORMULA, type WeakSpotPanel } from '../../core/analytics';
import { WEAK_SPOT_PRIORITIES, WEAK_SPOT_STATUSES } from '../../core/model';
import { dayLabel } from './FluencyPanel';
import { type ColumnSeries, Columns } from './Columns';
import { ChartKey, Figure, type Outcome, Panel, PanelEmpty, PlainFigure } from './Panel';

/** New and resolved weak spots per week, on one scale (the busiest week's larger count fills its bar). */
function series(weeks: WeakSpotPanel['weeks']): ColumnSeries[] {
  const max = Math.max(0, ...weeks.map((w) => Math.max(w.created, w.resolved)));
  return [
    { name: 'New', color: 'orange.7', part: 'new', max, format: String },
    { name: 'Resolved', color: 'teal.7', part: 'resolved', max, format: String },
  ];
}

const words = (key: string) => key.replace('_', ' ');

function Counts({ label, counts }: { label: string; counts: [string, number][] }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      {counts.map(([k, v]) => (
        <Text size="sm" key={k} data-testid={`count-${k}`}>
          {words(k)}: {v}
        </Text>
      ))}
    </div>
  );
}

export function WeakSpotsPanel({ outcome }: { outcome: Outcome<WeakSpotPanel> }) {
  return (
    <Panel id="weak-spots" title="Weak Spots" formula={WEAK_SPOTS_FORMULA} outcome={outcome}>
      {(w) => {
        if (w.total === 0)
          return (
            <PanelEmpty
              action={
                <Button component={Link} to="/weak-spots/new" size="xs" variant="light">
                  Log a weak spot
                </Button>
              }
            >
              No weak spots logged. When a rule or an issue trips you up, log it as a weak spot; this panel
              then shows what is open, what you resolved each week and your most common tags.
            </PanelEmpty>
          );
        const columns = w.weeks.map((x) => ({ label: dayLabel(x.weekOf), values: [x.created, x.resolved] }));
        const scale = series(w.weeks);
        const active = w.weeks.filter((x) => x.created || x.resolved);
        return (
          <Stack gap="sm">
            <Figure
              value={String(w.total)}
              label={`weak spots, ${w.outstanding} outstanding`}
              testId="weak-spot-total"
            />
            <SimpleGrid cols={2}>
              <Counts label="By status" counts={WEAK_SPOT_STATUSES.map((s) => [s, w.byStatus[s]])} />
              <Counts label="By priority" counts={WEAK_SPOT_PRIORITIES.map((p) => [p, w.byPriority[p]])} />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              New vs resolved per week
            </Text>
            <PlainFigure
              testId="weak-spots-chart"
              summary={
                active.length
                  ? `${active.map((x) => `week of ${dayLabel(x.weekOf)}: ${x.created} new, ${x.resolved} resolved`).join('; ')}; other weeks none.`
                  : 'No weak spot created or resolved in the last 8 weeks.'
              }
            >
              <ChartKey series={scale} />
              <Columns columns={columns} series={scale} height={120} />
            </PlainFigure>
            <Text size="sm" fw={600}>
              Top tags
            </Text>
            {w.topTags.length ? (
              <Group gap={6} data-testid="top-tags">
                {w.topTags.map((t) => (
                  <Badge key={t.tag} variant="light" color="gray" tt="none">
                    {t.tag}: {t.count}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                No tags yet: tag your weak spots to see which topics recur.
              </Text>
            )}
          </Stack>
        );
      }}
    </Panel>
  );
}
