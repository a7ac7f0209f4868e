import { Badge, Button, Group, RingProgress, Stack, Text } from '@mantine/core';
import {
  type ActiveSession,
  formatRemaining,
  sessionRemaining,
  TIMER_LABELS,
  type TimerStatus,
} from '../../core/focus';

/** The ring: the share of time left, the time left (m:ss) and the timer's state. */
export function TimerRing({
  remainingMs,
  totalMs,
  status,
}: {
  remainingMs: number;
  totalMs: number;
  status: TimerStatus;
}) {
  const running = status === 'running';
  return (
    <RingProgress
      size={200}
      thickness={14}
      roundCaps
      sections={[
        { value: totalMs > 0 ? (remainingMs / totalMs) * 100 : 0, color: running ? 'cyan.8' : 'gray.6' },
      ]}
      label={
        <Stack gap={4} align="center">
          <Text
            fz={32}
            fw={700}
            ta="center"
            data-testid="time-left"
            role="timer"
            aria-label={`Time left ${formatRemaining(remainingMs)}`}
          >
            {formatRemaining(remainingMs)}
          </Text>
          <Badge variant="light" color={running ? 'cyan' : 'gray'} data-testid="timer-status">
            {TIMER_LABELS[status]}
          </Badge>
        </Stack>
      }
    />
  );
}

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
  const running = active.timer.status === 'running';
  return (
    <Stack align="center" gap="sm">
      <TimerRing
        remainingMs={sessionRemaining(active, now)}
        totalMs={active.timer.durationMs}
        status={active.timer.status}
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
