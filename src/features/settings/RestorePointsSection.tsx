import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { type RestorePointRow, RESTORE_KIND_LABELS } from '../../data/backup/restorePoints';
import { backupServiceFor } from '../../data/backup/service';
import { useStore } from '../../data/react';
import { BackupPanel, reloadWithNotice } from './BackupSection';
import { BACKUP_TEXT, summaryItems } from './backupText';

/** Settings → Restore points: what each holds; restore one (a point of the present is taken first). */
export function RestorePointsSection() {
  const store = useStore();
  const service = backupServiceFor(store);
  const [points, setPoints] = useState<RestorePointRow[] | null>(null);
  const [asked, setAsked] = useState<RestorePointRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => setPoints(await service.points.list()), [service]);
  useEffect(() => {
    void refresh();
    // Points taken elsewhere (today's, on start) appear as they are taken.
    return service.points.subscribe(() => void refresh());
  }, [refresh, service]);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      await service.points.take('manual');
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const restore = async (point: RestorePointRow) => {
    setBusy(true);
    setError(null);
    try {
      await service.restore(point.id);
      reloadWithNotice(BACKUP_TEXT.restored);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
      setAsked(null);
    }
  };

  return (
    <BackupPanel title={BACKUP_TEXT.pointsTitle}>
      <Stack gap="sm">
        <Text size="sm">{BACKUP_TEXT.pointsHelp}</Text>
        <Group>
          <Button variant="light" onClick={() => void make()} loading={busy && !asked}>
            {BACKUP_TEXT.makePoint}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {points?.length === 0 && <Text size="sm">{BACKUP_TEXT.noPoints}</Text>}
        {points && points.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="restore-points">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Taken</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th>Holds</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Restore</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{new Date(p.createdAt).toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{RESTORE_KIND_LABELS[p.kind]}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{summaryItems(p.summary).join(' · ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setAsked(p)}
                        disabled={Boolean(service.readOnly)}
                      >
                        {BACKUP_TEXT.restore}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={BACKUP_TEXT.restoreConfirm}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{BACKUP_TEXT.restoreHelp}</Text>
          {asked && <Text size="sm">{summaryItems(asked.summary).join(' · ')}</Text>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsked(null)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => asked && void restore(asked)} loading={busy}>
              {BACKUP_TEXT.restore}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </BackupPanel>
  );
}
