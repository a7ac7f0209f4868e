import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBulb, IconHierarchy3, IconPencilPlus, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from '../../core/model';
import {
  type CoursePlan,
  currentWeekOf,
  type PlanReading,
  readingName,
  shortDay,
  weekCountOf,
} from '../../core/plan';
import type { PlanView } from '../../data/plan';
import { usePlan } from '../../data/react/plan';
import { EmptyState, PageHeader } from '../../ui';

export interface WorkflowCourse {
  course: Course;
  plan: CoursePlan;
  view: PlanView;
  /** The week of the semester holding today (1 without a semester start). */
  week: number;
}

/** The current course's plan for a workflow; null when no course is selected. */
export function useWorkflowCourse(): WorkflowCourse | null {
  const { view, current } = usePlan();
  const plan = view.plans[0];
  if (!current || !plan) return null;
  const week = currentWeekOf(plan.semesterStart, view.today, weekCountOf(plan.weeks, plan.readings));
  return { course: current, plan, view, week };
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const rpaLink = (readingId: string, courseId: string) => `/rpa/create?${q({ readingId, courseId })}`;
export const flowmapLink = (readingId: string, courseId: string) =>
  `/flowmap/create?${q({ readingId, courseId })}`;
export const weakSpotLink = (readingId: string, courseId: string, weekNumber: number) =>
  `/weak-spots/new?${q({ readingId, courseId, weekNumber: String(weekNumber) })}`;
export const practiceLink = (courseId: string) => `/focus-session?${q({ courseId })}`;

/** A workflow screen's frame: header, and 'No Course Selected' when there is no course. */
export function WorkflowFrame({
  title,
  subtitle,
  data,
  children,
}: {
  title: string;
  subtitle: string;
  data: WorkflowCourse | null;
  children: (data: WorkflowCourse) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        course={data?.course.name}
        subtitle={subtitle}
        actions={
          <Anchor component={Link} to="/workflows" size="sm">
            All workflows
          </Anchor>
        }
      />
      {data ? (
        children(data)
      ) : (
        <EmptyState
          title="No Course Selected"
          action={
            <Button component={Link} to="/courses">
              Manage Courses
            </Button>
          }
        >
          Workflows work on one course: choose it under "Currently viewing".
        </EmptyState>
      )}
    </>
  );
}

/** A reading with its week, due date and citation. */
export function ReadingSummary({ reading, extra }: { reading: PlanReading; extra?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={`/syllabus/reading/${encodeURIComponent(reading.id)}`} fw={600}>
        {readingName(reading)}
      </Anchor>
      <Group gap="xs">
        <Badge variant="outline" color="gray.7" size="sm" c="var(--mantine-color-text)">
          Week {reading.weekNumber}
        </Badge>
        {reading.scheduledDate && (
          <Text size="xs" c="dimmed">
            Due {shortDay(reading.scheduledDate)}
          </Text>
        )}
        {extra}
      </Group>
      {reading.citation && reading.title && (
        <Text size="xs" c="dimmed">
          {reading.citation}
        </Text>
      )}
    </Stack>
  );
}

/** Links to act on a reading: create an RPA, open flowmaps, mark a weak spot, start practice. */
export function ReadingTools({
  reading,
  courseId,
  practice = false,
}: {
  reading: PlanReading;
  courseId: string;
  practice?: boolean;
}) {
  const name = readingName(reading);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={rpaLink(reading.id, courseId)}
        leftSection={<IconPencilPlus size={14} />}
        aria-label={`Create RPA for ${name}`}
      >
        Create RPA
      </Button>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={flowmapLink(reading.id, courseId)}
        leftSection={<IconHierarchy3 size={14} />}
        aria-label={`Flowmaps for ${name}`}
      >
        Flowmaps
      </Button>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={weakSpotLink(reading.id, courseId, reading.weekNumber)}
        leftSection={<IconBulb size={14} />}
        aria-label={`Mark weak spot for ${name}`}
      >
        Mark weak spot
      </Button>
      {practice && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={practiceLink(courseId)}
          leftSection={<IconPlayerPlay size={14} />}
          aria-label={`Practice session for ${name}`}
        >
          Practice Session
        </Button>
      )}
    </Group>
  );
}

export function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid="figure-value">
        {value}
      </Text>
    </Paper>
  );
}

export interface ActionCard {
  title: string;
  text: string;
  to: string;
}

export function ActionCards({ cards }: { cards: ActionCard[] }) {
  return (
    <Stack gap="xs">
      {cards.map((c) => (
        <Paper
          key={c.title}
          withBorder
          p="sm"
          radius="md"
          component="article"
          aria-label={c.title}
          data-testid="action-card"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{c.title}</Text>
              <Text size="sm" c="dimmed">
                {c.text}
              </Text>
            </div>
            <Button size="xs" component={Link} to={c.to} variant="default" aria-label={`Open: ${c.title}`}>
              Open
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
