import { SimpleGrid, Stack, Title } from '@mantine/core';
import { examPrep } from '../../core/plan';
import { ActionCards, Figure, useWorkflowCourse, WorkflowFrame } from './shared';

export function ExamPrepPage() {
  const data = useWorkflowCourse();
  return (
    <WorkflowFrame
      title="Exam Prep"
      subtitle="What you have built for the exam, and what is still outstanding."
      data={data}
    >
      {({ plan, course, view }) => {
        const figures = examPrep({
          readings: plan.readings,
          rpas: view.entities.rpas.filter((r) => r.courseId === course.id),
          weakSpots: plan.weakSpots,
        });
        const q = `courseId=${encodeURIComponent(course.id)}`;
        const cards = [
          ...(figures.outstandingReadings > 0
            ? [
                {
                  title: 'Catch up on readings',
                  text: `${figures.outstandingReadings} readings are not completed.`,
                  to: `/syllabus?${q}&filter=overdue`,
                },
              ]
            : []),
          ...(figures.outstandingWeakSpots > 0
            ? [
                {
                  title: 'Close your weak spots',
                  text: `${figures.outstandingWeakSpots} weak spots are not resolved.`,
                  to: '/weak-spots/list',
                },
              ]
            : []),
          { title: 'Review your RPAs', text: `Go over your ${figures.rpas} rule cards.`, to: '/rpa' },
          {
            title: 'Timed practice',
            text: 'Write exam answers under time.',
            to: `/focus-session?mode=weak-spots&${q}`,
          },
        ];
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Figure label="RPAs" value={figures.rpas} />
              <Figure label="Completed readings" value={figures.completedReadings} />
              <Figure label="Outstanding weak spots" value={figures.outstandingWeakSpots} />
              <Figure label="Outstanding readings" value={figures.outstandingReadings} />
            </SimpleGrid>
            <Title order={2} size="h4">
              Recommended actions
            </Title>
            <ActionCards cards={cards} />
          </Stack>
        );
      }}
    </WorkflowFrame>
  );
}
