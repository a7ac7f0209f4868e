import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Drawing } from '../../core/flowmaps';
import type { Flowmap } from '../../core/model';
import { FlowmapPreview } from './FlowmapPreview';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One flowmap in the list: title, doctrine, category, tags, course and week, preview, updated date. */
export function FlowmapCard({
  flowmap,
  drawing,
  courseName,
  onDuplicate,
  onDelete,
}: {
  flowmap: Flowmap;
  drawing: Drawing;
  courseName: string | undefined;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const titleId = `flowmap-title-${flowmap.id}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Anchor component={Link} to={`/flowmap/${flowmap.id}`} fw={600} size="lg" id={titleId}>
          {flowmap.title}
        </Anchor>
        {flowmap.doctrine && <Text size="sm">{flowmap.doctrine}</Text>}
        <Group gap={6}>
          <Badge variant="light">{flowmap.category}</Badge>
          {flowmap.tags.map((t) => (
            <Badge key={t} variant="outline" color="gray">
              {t}
            </Badge>
          ))}
        </Group>
        {courseName && (
          <Text size="sm" c="dimmed">
            {courseName}
            {flowmap.weekNumber !== undefined && ` · Week ${flowmap.weekNumber}`}
          </Text>
        )}
        <FlowmapPreview drawing={drawing} title={flowmap.title} />
        <Text size="xs" c="dimmed">
          Updated {dateFormat.format(new Date(flowmap.updatedAt))}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
