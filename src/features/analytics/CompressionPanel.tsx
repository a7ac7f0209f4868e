import { Button, Progress, SemiCircleProgress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type Compression, COMPRESSION_FORMULA, READINESS_WEIGHTS } from '../../core/analytics';
import { type Outcome, Panel, PanelEmpty } from './Panel';

const PART_LABELS = {
  coverage: 'Coverage',
  fluency: 'Fluency',
  weakSpots: 'Weak spots',
  schedule: 'On schedule',
} as const;

/** `empty`: nothing to measure yet (no assigned reading and no assessed practice). */
export function CompressionPanel({ outcome, empty }: { outcome: Outcome<Compression>; empty: boolean }) {
  return (
    <Panel id="compression" title="Compression" formula={COMPRESSION_FORMULA} outcome={outcome}>
      {(c) => {
        if (empty)
          return (
            <PanelEmpty
              action={
                <Button component={Link} to="/syllabus/upload" size="xs" variant="light">
                  Import a syllabus
                </Button>
              }
            >
              Nothing to measure yet. Readiness combines your coverage, your practice, your open weak spots
              and your schedule: import a syllabus and finish an assessed practice session to see it.
            </PanelEmpty>
          );
        const parts = (Object.keys(PART_LABELS) as (keyof typeof PART_LABELS)[]).map((k) => ({
          key: k,
          label: PART_LABELS[k],
          value: c.parts[k],
          weight: READINESS_WEIGHTS[k],
        }));
        const summary = `Exam readiness ${c.readinessScore.toFixed(2)} of 1: ${parts.map((p) => `${p.label} ${p.value.toFixed(2)} (weight ${p.weight})`).join(', ')}.`;
        return (
          <Stack gap="sm">
            <figure style={{ margin: 0 }} data-testid="readiness-gauge">
              <SemiCircleProgress
                value={Math.round(c.readinessScore * 100)}
                size={200}
                thickness={14}
                filledSegmentColor="cyan.7"
                label={
                  <Text component="span" fz={28} fw={700} data-testid="readiness-score">
                    {c.readinessScore.toFixed(2)}
                  </Text>
                }
                aria-hidden="true"
                mx="auto"
              />
              <Text component="figcaption" size="xs" c="dimmed" data-testid="readiness-gauge-summary">
                {summary}
              </Text>
            </figure>
            {parts.map((p) => (
              <div key={p.key} data-testid={`part-${p.key}`}>
                <Text size="sm">
                  {p.label}: {p.value.toFixed(2)}{' '}
                  <Text span c="dimmed" size="xs">
                    × {p.weight}
                  </Text>
                </Text>
                <Progress value={p.value * 100} aria-label={`${p.label} ${p.value.toFixed(2)}`} size="sm" />
              </div>
            ))}
            <Text size="xs" c="dimmed">
              {c.behindByDays === null
                ? 'No semester start set: the schedule part counts as on time.'
                : `${c.behindByDays} days behind schedule on average.`}{' '}
              {c.outstandingWeakSpots} outstanding weak spot{c.outstandingWeakSpots === 1 ? '' : 's'}.
            </Text>
          </Stack>
        );
      }}
    </Panel>
  );
}
