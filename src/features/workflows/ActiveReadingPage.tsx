import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { readingName, weekReadings } from '../../core/plan';
import {
  flowmapLink,
  practiceLink,
  ReadingSummary,
  rpaLink,
  useWorkflowCourse,
  weakSpotLink,
  WorkflowFrame,
} from './shared';

const TOOLS = [
  { title: 'Create RPA', text: 'Rule, Purpose, Application: capture the rule as you read.' },
  { title: 'Flowmaps', text: 'Draw how the doctrine fits together.' },
  { title: 'Weak Spots', text: 'Note what is unclear, to come back to it.' },
  { title: 'Practice Session', text: 'Write a timed answer on what you just read.' },
] as const;

export function ActiveReadingPage() {
  const data = useWorkflowCourse();
  const [params, setParams] = useSearchParams();
  return (
    <WorkflowFrame
      title="Active Reading"
      subtitle="This week's readings, one at a time, with your tools beside them."
      data={data}
    >
      {({ plan, course, week }) => {
        const list = weekReadings(plan.readings, week);
        if (list.length === 0) return <Text c="dimmed">No readings assigned for week {week}.</Text>;
        const asked = Number(params.get('index') ?? '0');
        const index = Number.isInteger(asked) && asked >= 0 && asked < list.length ? asked : 0;
        const reading = list[index] ?? list[0];
        if (!reading) return null;
        const links = [
          rpaLink(reading.id, course.id),
          flowmapLink(reading.id, course.id),
          weakSpotLink(reading.id, course.id, reading.weekNumber),
          practiceLink(course.id),
        ];
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Week {week}: reading {index + 1} of {list.length}
            </Text>
            {list.length > 1 && (
              <Group gap={6} role="group" aria-label="Readings of this week">
                {list.map((r, i) => (
                  <Button
                    key={r.id}
                    size="xs"
                    variant={i === index ? 'filled' : 'default'}
                    aria-pressed={i === index}
                    aria-label={`Reading ${i + 1}: ${readingName(r)}`}
                    onClick={() => setParams({ index: String(i) }, { replace: true })}
                  >
                    {i + 1}
                  </Button>
                ))}
              </Group>
            )}
            <Paper withBorder p="md" radius="md" data-testid="active-reading">
              <ReadingSummary reading={reading} />
            </Paper>
            <Title order={2} size="h4">
              Tools
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {TOOLS.map((tool, i) => (
                <Paper
                  key={tool.title}
                  withBorder
                  p="sm"
                  radius="md"
                  component="article"
                  aria-label={tool.title}
                >
                  <Stack gap={4}>
                    <Text fw={600}>{tool.title}</Text>
                    <Text size="sm" c="dimmed">
                      {tool.text}
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={links[i] as string}
                      aria-label={`${tool.title} for ${readingName(reading)}`}
                    >
                      {tool.title}
                    </Button>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </WorkflowFrame>
  );
}
