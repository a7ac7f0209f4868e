import { Anchor, Button, Grid, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconPencilPlus, IconPlayerPlay } from '@tabler/icons-react';
import { memo, type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Recommendation } from '../../core/model';
import {
  type Activity,
  DEADLINE_WINDOW_DAYS,
  dashboardFigures,
  RECENT_DAYS,
  readingName,
  recentActivity,
  shortDay,
  whatToDoNext,
} from '../../core/plan';
import { formatDateTime } from '../../core/rpa';
import { usePlan } from '../../data/react/plan';
import { EmptyState, PageHeader } from '../../ui';
import { RecommendationCard } from '../../ui/RecommendationCard';

function Card({ label, value, children }: { label: string; value: string | number; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label} data-testid="dashboard-card">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid="card-value">
        {value}
      </Text>
      {children}
    </Paper>
  );
}

const ActivityList = memo(function ActivityList({ items }: { items: Activity[] }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing completed, created or practised in the last {RECENT_DAYS} days.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((a) => (
        <li key={`${a.kind}:${a.url}:${a.at}`} data-testid="activity">
          <Text size="sm" span>
            {a.verb}{' '}
          </Text>
          <Anchor component={Link} to={a.url} size="sm">
            {a.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(a.at)}
          </Text>
        </li>
      ))}
    </Stack>
  );
});

export function DashboardPage() {
  const { view, service, current } = usePlan();
  const course = current ?? null;
  const plan = view.plans[0];
  useEffect(() => {
    service.pruneDismissals(Date.now());
  }, [service]);
  const figures = useMemo(
    () =>
      plan
        ? dashboardFigures({
            readings: plan.readings,
            readingsWithRpa: plan.readingsWithRpa,
            weakSpots: plan.weakSpots,
            today: view.today,
          })
        : null,
    [plan, view.today],
  );
  const activity = useMemo(() => {
    if (!plan) return [];
    const courseId = plan.courseId;
    return recentActivity(
      {
        readings: plan.readings,
        rpas: view.entities.rpas.filter((r) => r.courseId === courseId),
        weakSpots: plan.weakSpots,
        sessions: view.sessions.filter((s) => !s.courseId || s.courseId === courseId),
      },
      view.now,
    );
  }, [plan, view]);
  const next = useMemo(() => whatToDoNext(view.recommendations), [view.recommendations]);
  const dismiss = useCallback((item: Recommendation) => service.dismiss(item), [service]);

  if (!course || !plan || !figures)
    return (
      <>
        <PageHeader title="Dashboard" subtitle="What to do today, for the course you are working in." />
        <EmptyState
          title="No Course Selected"
          action={
            <Button component={Link} to="/courses">
              Manage Courses
            </Button>
          }
        >
          Choose a course under "Currently viewing", or create one, to see your progress and what to do next.
        </EmptyState>
      </>
    );

  return (
    <>
      <PageHeader
        title="Dashboard"
        course={course.name}
        subtitle={`${course.name}: where you stand and what to do next.`}
      />
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <Card label="Reading progress" value={`${figures.readings.percent}%`}>
          <Progress value={figures.readings.percent} aria-label="Reading progress" size="sm" my={6} />
          <Text size="sm" c="dimmed" data-testid="reading-progress">
            {figures.readings.completed} of {figures.readings.total} completed
          </Text>
        </Card>
        <Card label="RPA coverage" value={`${figures.coverage.percent}%`}>
          <Text size="sm" c="dimmed" data-testid="rpa-coverage">
            {figures.coverage.covered} of {figures.coverage.total} readings have an RPA
          </Text>
        </Card>
        <Card label="Weak spots" value={figures.activeWeakSpots}>
          <Anchor component={Link} to="/weak-spots" size="sm">
            Not yet resolved
          </Anchor>
        </Card>
        <Card label="Upcoming deadlines" value={figures.deadlines.length}>
          <Text size="sm" c="dimmed">
            Readings due in the next {DEADLINE_WINDOW_DAYS} days
          </Text>
          {figures.deadlines.slice(0, 3).map((r) => (
            <Text key={r.id} size="xs" lineClamp={1}>
              {shortDay(r.scheduledDate as string)}: {readingName(r)}
            </Text>
          ))}
        </Card>
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                What to Do Next
              </Title>
              <Anchor component={Link} to="/recommendations" size="sm">
                All recommendations
              </Anchor>
            </Group>
            {next.length === 0 ? (
              <Paper withBorder p="md" radius="md" role="status">
                <Text fw={600}>All caught up!</Text>
                <Text size="sm" c="dimmed">
                  Nothing needs your attention in {course.name} right now.
                </Text>
              </Paper>
            ) : (
              next.map((item) => <RecommendationCard key={item.id} item={item} onDismiss={dismiss} />)
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="quick-actions">
              <Title order={2} size="h4" id="quick-actions" mb="xs">
                Quick actions
              </Title>
              <Stack gap="xs">
                <Button
                  component={Link}
                  to="/rpa/new"
                  leftSection={<IconPencilPlus size={16} />}
                  variant="light"
                >
                  Create RPA
                </Button>
                <Button
                  component={Link}
                  to="/focus-session"
                  leftSection={<IconPlayerPlay size={16} />}
                  variant="light"
                >
                  Start Practice
                </Button>
                <Button component={Link} to="/syllabus" leftSection={<IconBook size={16} />} variant="light">
                  View Syllabus
                </Button>
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recent-activity">
              <Title order={2} size="h4" id="recent-activity" mb="xs">
                Recent activity
              </Title>
              <ActivityList items={activity} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
