import { Paper, Stack, Text } from '@mantine/core';
import { completedThisWeek } from '../../core/plan';
import { formatDateTime } from '../../core/rpa';
import { ReadingSummary, ReadingTools, useWorkflowCourse, WorkflowFrame } from './shared';

export function PostReadingPage() {
  const data = useWorkflowCourse();
  return (
    <WorkflowFrame
      title="Post-Reading Review"
      subtitle="What you finished this week: capture it while it is fresh."
      data={data}
    >
      {({ plan, course, week }) => {
        const list = completedThisWeek(plan.readings, week);
        if (list.length === 0) return <Text c="dimmed">No completed readings recorded for this week.</Text>;
        return (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Week {week}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((r) => (
                <Paper key={r.id} withBorder p="sm" radius="md" component="li" data-testid="workflow-reading">
                  <Stack gap="xs">
                    <ReadingSummary
                      reading={r}
                      extra={
                        r.completedDate && (
                          <Text size="xs" c="dimmed" data-testid="completed-date">
                            Completed {formatDateTime(r.completedDate)}
                          </Text>
                        )
                      }
                    />
                    <ReadingTools reading={r} courseId={course.id} practice />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </WorkflowFrame>
  );
}
