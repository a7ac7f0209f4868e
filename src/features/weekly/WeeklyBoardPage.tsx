import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconClipboardCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardDay } from '../../core/model';
import { addDays, auditWeekOf, isIsoDay, longDay, mondayOf } from '../../core/plan';
import { useCollection, useStore } from '../../data/react';
import { usePlan } from '../../data/react/plan';
import { EmptyState, PageHeader } from '../../ui';
import { DayCard } from './DayCard';

export const PLAN_FAILED = 'Failed to generate plan';

export function WeeklyBoardPage() {
  const { view, service, current } = usePlan();
  const store = useStore();
  useCollection(store.repos.audits);
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const weekOf = asked && isIsoDay(asked) ? mondayOf(asked) : auditWeekOf(view.today);
  const courseId = view.courseId;
  const board = service.board(weekOf, courseId);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const go = (week: string) => setParams({ week }, { replace: false });
  const run = async () => {
    setRunning(true);
    setFailed(null);
    try {
      await service.runAudit(weekOf, courseId, Date.now());
    } catch (error) {
      console.error(PLAN_FAILED, error);
      setFailed(PLAN_FAILED);
    } finally {
      setRunning(false);
    }
  };
  const save = useCallback(
    (day: BoardDay) => service.saveDay(weekOf, courseId, day),
    [service, weekOf, courseId],
  );
  return (
    <>
      <PageHeader
        title="Weekly Board"
        course={current?.name}
        subtitle={
          current ? `Your week in ${current.name}, day by day.` : 'Your week across every course, day by day.'
        }
        actions={
          <Button
            leftSection={<IconClipboardCheck size={16} />}
            onClick={() => void run()}
            loading={running}
            data-testid="run-audit"
          >
            Run Sunday Audit
          </Button>
        }
      />
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Text fw={600} data-testid="week-of">
          Week of {longDay(weekOf)}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
            onClick={() => go(addDays(weekOf, -7))}
          >
            Previous week
          </Button>
          <Button variant="default" size="xs" onClick={() => go(auditWeekOf(view.today))}>
            This week
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} />}
            onClick={() => go(addDays(weekOf, 7))}
          >
            Next week
          </Button>
        </Group>
      </Group>
      {failed && (
        <Alert color="red" title="Error" mb="md" role="alert">
          {failed}
        </Alert>
      )}
      {board ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {board.days.map((day) => (
            <DayCard key={day.date} day={day} isToday={day.date === view.today} onSave={save} />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState title="No plan for this week yet">
          Run the Sunday audit to build this week's day cards from your syllabus: each class day's readings,
          RPAs to write, weak spots to review, practice sessions and overdue readings.
        </EmptyState>
      )}
    </>
  );
}
