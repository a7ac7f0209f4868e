import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { readingName, weeklyReview } from '../../core/plan';
import { ActionCards, Figure, useWorkflowCourse, WorkflowFrame } from './shared';

export function WeeklyReviewPage() {
  const data = useWorkflowCourse();
  const [params] = useSearchParams();
  const asked = params.get('courseId');
  return (
    <WorkflowFrame
      title="Weekly Review"
      subtitle="Look back at the week before you plan the next one."
      data={data}
    >
      {({ plan, course, week, view }) => {
        if (asked && asked !== course.id)
          return (
            <Text c="dimmed">
              This review was opened for another course; it shows {course.name}, the course you are viewing.
            </Text>
          );
        const review = weeklyReview({
          week,
          readings: plan.readings,
          rpas: view.entities.rpas.filter((r) => r.courseId === course.id),
          flowmaps: view.entities.flowmaps.filter((f) => f.courseId === course.id),
          weakSpots: plan.weakSpots,
        });
        const q = `courseId=${encodeURIComponent(course.id)}`;
        const cards = [
          ...(review.remaining > 0
            ? [
                {
                  title: 'Finish the week',
                  text: `${review.remaining} readings of week ${week} are left.`,
                  to: `/syllabus/week/${week}?${q}`,
                },
              ]
            : []),
          ...(review.unresolvedWeakSpots > 0
            ? [
                {
                  title: 'Work on weak spots',
                  text: `${review.unresolvedWeakSpots} weak spots of week ${week} are not resolved.`,
                  to: '/weak-spots/list',
                },
              ]
            : []),
          { title: 'Plan next week', text: 'Run the Sunday audit for the week ahead.', to: '/weekly' },
          { title: 'Practise', text: 'A timed answer on this week’s doctrine.', to: `/focus-session?${q}` },
        ];
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Week {week}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
              <Figure label="Completed readings" value={review.completed} />
              <Figure label="Remaining readings" value={review.remaining} />
              <Figure label="RPAs" value={review.rpas} />
              <Figure label="Flowmaps" value={review.flowmaps} />
              <Figure label="Unresolved weak spots" value={review.unresolvedWeakSpots} />
            </SimpleGrid>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="remaining">
              <Title order={2} size="h4" id="remaining" mb="xs">
                Remaining readings
              </Title>
              {review.firstRemaining.length === 0 ? (
                <Text>All readings completed!</Text>
              ) : (
                <List spacing={4} size="sm">
                  {review.firstRemaining.map((r) => (
                    <List.Item key={r.id} data-testid="remaining-reading">
                      {readingName(r)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Paper>
            <Title order={2} size="h4">
              Next actions
            </Title>
            <ActionCards cards={cards} />
          </Stack>
        );
      }}
    </WorkflowFrame>
  );
}
