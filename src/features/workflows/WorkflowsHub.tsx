import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCourses } from '../../data/react';
import { PageHeader } from '../../ui';

export const WORKFLOWS = [
  {
    to: '/workflows/reading-prep',
    title: 'Reading Prep',
    text: 'Your next readings in order, with an RPA, a flowmap or a weak spot one click away.',
  },
  {
    to: '/workflows/active-reading',
    title: 'Active Reading',
    text: "This week's readings one at a time, with your tools beside them.",
  },
  {
    to: '/workflows/post-reading',
    title: 'Post-Reading Review',
    text: 'What you finished this week, and what to capture from it.',
  },
  {
    to: '/workflows/weekly-review',
    title: 'Weekly Review',
    text: "The week's progress: readings done and left, RPAs, flowmaps and weak spots.",
  },
  {
    to: '/workflows/exam-prep',
    title: 'Exam Prep',
    text: 'Everything you have built for the exam, and what is still outstanding.',
  },
] as const;

export function WorkflowsHub() {
  const { current } = useCourses();
  const courseQuery = current ? `?courseId=${encodeURIComponent(current.id)}` : '';
  return (
    <>
      <PageHeader
        title="Workflows"
        course={current?.name}
        subtitle="Guided routines for working through your readings."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {WORKFLOWS.map((w) => (
          <Paper
            key={w.to}
            withBorder
            p="md"
            radius="md"
            component="article"
            aria-label={w.title}
            data-testid="workflow-card"
          >
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4">
                  {w.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {w.text}
                </Text>
              </div>
              <Button
                component={Link}
                to={w.to === '/workflows/weekly-review' ? `${w.to}${courseQuery}` : w.to}
                variant="light"
                aria-label={`Start ${w.title}`}
              >
                Start
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
