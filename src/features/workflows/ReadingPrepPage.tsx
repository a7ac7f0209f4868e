import { Paper, Stack, Text } from '@mantine/core';
import { READING_PREP_LIMIT, readingPrepList } from '../../core/plan';
import { ReadingSummary, ReadingTools, useWorkflowCourse, WorkflowFrame } from './shared';

export function ReadingPrepPage() {
  const data = useWorkflowCourse();
  return (
    <WorkflowFrame
      title="Reading Prep"
      subtitle={`Your next ${READING_PREP_LIMIT} readings, by date: prepare each before class.`}
      data={data}
    >
      {({ plan, course }) => {
        const list = readingPrepList(plan.readings);
        if (list.length === 0) return <Text c="dimmed">No upcoming readings found.</Text>;
        return (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((r) => (
              <Paper key={r.id} withBorder p="sm" radius="md" component="li" data-testid="workflow-reading">
                <Stack gap="xs">
                  <ReadingSummary reading={r} />
                  <ReadingTools reading={r} courseId={course.id} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        );
      }}
    </WorkflowFrame>
  );
}
