import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FLOWMAP_TEXT, flowmapMessage, nextVersionName, versionsNewestFirst } from '../../core/flowmaps';
import type { Flowmap, FlowmapVersion } from '../../core/model';
import { ConfirmDelete, showUndo } from '../../ui';
import { useFlowmapService, useVersions } from './hooks';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Versions: save the drawing as a version (it becomes current), switch, rename, update, delete. */
export function VersionsPanel({ flowmap }: { flowmap: Flowmap }) {
  const service = useFlowmapService();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<FlowmapVersion | null>(null);
  const run = (work: Promise<unknown>, done: string, fallback: string) =>
    work.then(
      () => notifications.show({ color: 'green', message: done }),
      (error) =>
        notifications.show({ color: 'red', title: flowmapMessage(error, fallback), message: 'Try again.' }),
    );
  const read = useVersions(flowmap.id);
  const rows = read.ok ? read.value : [];
  const versions = versionsNewestFirst({ versions: rows, currentVersionId: flowmap.currentVersionId });
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="versions-title">
      <Title order={2} size="h4" id="versions-title" mb="xs">
        Versions
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = name.trim() || nextVersionName(rows);
          void run(
            service.createVersion(flowmap.id, chosen),
            `Version “${chosen}” saved.`,
            FLOWMAP_TEXT.createVersionFailed,
          );
          setName('');
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="New version name"
            placeholder={nextVersionName(rows)}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit">Save as version</Button>
        </Group>
      </form>
      {!read.ok ? (
        <Text size="sm" c="red" mt="sm" role="alert">
          {read.message}
        </Text>
      ) : versions.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          No versions yet: save one to keep this drawing as it is now.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }} aria-label="Versions">
          {versions.map((v) => (
            <VersionRow
              key={v.id}
              version={v}
              current={v.isActive}
              onSwitch={() =>
                run(
                  service.switchVersion(flowmap.id, v.id),
                  `Switched to “${v.name}”.`,
                  FLOWMAP_TEXT.saveFailed,
                )
              }
              onUpdate={() =>
                run(
                  service.updateVersion(flowmap.id, v.id),
                  `“${v.name}” now holds the current drawing.`,
                  FLOWMAP_TEXT.saveFailed,
                )
              }
              onRename={(next) =>
                run(
                  service.renameVersion(flowmap.id, v.id, next),
                  `Renamed to “${next.trim()}”.`,
                  FLOWMAP_TEXT.saveFailed,
                )
              }
              onDelete={() => setDeleting(v)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete version “${deleting?.name ?? ''}”?`}
        message="The drawing on screen stays as it is; only this saved version goes."
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          const v = deleting;
          setDeleting(null);
          if (!v) return;
          await service.deleteVersion(flowmap.id, v.id).then(
            (removed) =>
              showUndo(`Version “${v.name}” deleted.`, () => service.restoreVersion(flowmap.id, removed)),
            (error) =>
              notifications.show({
                color: 'red',
                title: flowmapMessage(error, FLOWMAP_TEXT.saveFailed),
                message: 'Try again.',
              }),
          );
        }}
      />
    </Paper>
  );
}

function VersionRow({
  version,
  current,
  onSwitch,
  onUpdate,
  onRename,
  onDelete,
}: {
  version: FlowmapVersion;
  current: boolean;
  onSwitch: () => void;
  onUpdate: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const nodes = version.shapes.filter((s) => s.type === 'node').length;
  return (
    <Paper component="li" withBorder p="xs" aria-label={`Version ${version.name}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        {renaming === null ? (
          <Stack gap={0}>
            <Group gap={6}>
              <Text fw={600}>{version.name}</Text>
              {current && <Badge size="sm">Current</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              {nodes} {nodes === 1 ? 'node' : 'nodes'} · created {when.format(new Date(version.createdAt))} ·
              updated {when.format(new Date(version.updatedAt))}
            </Text>
          </Stack>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (renaming.trim()) onRename(renaming);
              setRenaming(null);
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label="Version name"
                value={renaming}
                onChange={(e) => setRenaming(e.currentTarget.value)}
                maxLength={200}
                data-autofocus
              />
              <Button type="submit" size="xs" disabled={!renaming.trim()}>
                Save name
              </Button>
              <Button size="xs" variant="default" onClick={() => setRenaming(null)}>
                Cancel
              </Button>
            </Group>
          </form>
        )}
        <Group gap={4}>
          <Button size="xs" variant="light" onClick={onSwitch} disabled={current}>
            Switch to
          </Button>
          <Button size="xs" variant="default" onClick={onUpdate}>
            Update
          </Button>
          <Button size="xs" variant="default" onClick={() => setRenaming(version.name)}>
            Rename
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
