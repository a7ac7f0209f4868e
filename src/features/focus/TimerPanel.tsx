import { Badge, Button, Group, RingProgress, Stack, Text } from '@mantine/core';
import { type ActiveSession, formatRemaining, sessionRemaining, TIMER_LABELS } from '../../core/focus';

/** The timer ring (time left, status) and the session's controls. */
export function TimerPanel({
  active,
  now,
  busy,
  onPause,
  onResume,
  onReset,
  onFinish,
  onDiscard,
}: {
  active: ActiveSession;
  now: number;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  onFinish: () => void;
  onDiscard: () => void;
}) {
  const remaining = sessionRemaining(active, now);
  const total = active.timer.durationMs;
  const percent = total > 0 ? (remaining / total) * 100 : 0;
  const label = TIMER_LABELS[active.timer.status];
  const running = active.timer.status === 'running';
  return (
    <Stack align="center" gap="sm">
      <RingProgress
        size={200}
        thickness={14}
        roundCaps
        sections={[{ value: percent, color: running ? 'cyan.8' : 'gray.6' }]}
        label={
          <Stack gap={4} align="center">
            <Text
              fz={32}
              fw={700}
              ta="center"
              data-testid="time-left"
              aria-label={`Time left ${formatRemaining(remaining)}`}
            >
              {formatRemaining(remaining)}
            </Text>
            <Badge variant="light" color={running ? 'cyan' : 'gray'} data-testid="timer-status">
              {label}
            </Badge>
          </Stack>
        }
      />
      <Group gap="xs" justify="center">
        {running ? (
          <Button onClick={onPause} disabled={busy}>
            Pause
          </Button>
        ) : (
          <Button onClick={onResume} disabled={busy}>
            {active.timer.status === 'ready' ? 'Start' : 'Resume'}
          </Button>
        )}
        <Button variant="default" onClick={onReset} disabled={busy || active.timer.status === 'ready'}>
          Reset
        </Button>
        <Button variant="light" onClick={onFinish} disabled={busy}>
          Finish now
        </Button>
        <Button variant="subtle" color="red" onClick={onDiscard} disabled={busy}>
          Discard
        </Button>
      </Group>
    </Stack>
  );
}
