import { Alert, Button, Checkbox, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { BackupError, MAX_BACKUP_BYTES } from '../../core/backup/format';
import type { CheckedBackup } from '../../data/backup/content';
import { backupServiceFor } from '../../data/backup/service';
import { useStore } from '../../data/react';
import { downloadBlob } from '../../ui/download';
import { BACKUP_TEXT, NOTICE_KEY, summaryItems } from './backupText';
import { createNoticeBox, type NoticeBox } from './backupNotice';

export function BackupPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

let noticeBox: NoticeBox | undefined;
/** This page load's notice box (created on first use: `sessionStorage` is read in the browser only). */
function pageNotice(): NoticeBox {
  noticeBox ??= createNoticeBox(sessionStorage, NOTICE_KEY);
  return noticeBox;
}

/** After a change to the whole device's data the page reloads, so every screen reads it afresh. */
export function reloadWithNotice(notice: string) {
  pageNotice().leaveWith(notice);
  window.location.reload();
}

/**
 * The notice left by the last import or restore, shown after the reload (backupNotice.ts): on every mount of
 * this page load until dismissed; cleared from storage once drawn on a visible page.
 */
export function useBackupNotice(): [string | null, () => void] {
  const [notice, setNotice] = useState<string | null>(() => pageNotice().read());
  useEffect(() => {
    if (!notice) return;
    const box = pageNotice();
    if (document.visibilityState === 'visible') {
      box.shown();
      return;
    }
    // Drawn on a hidden page (a tab in the background): cleared once the student can see it.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      box.shown();
      document.removeEventListener('visibilitychange', onVisible);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [notice]);
  const dismiss = useCallback(() => {
    pageNotice().dismiss();
    setNotice(null);
  }, []);
  return [notice, dismiss];
}

async function readChosen(file: File): Promise<Uint8Array> {
  // Refused from its size alone, before a byte is read.
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('tooLarge');
  return new Uint8Array(await file.arrayBuffer());
}

function ImportPreview({
  backup,
  busy,
  onMerge,
  onReplace,
}: {
  backup: CheckedBackup;
  busy: boolean;
  onMerge: () => void;
  onReplace: () => void;
}) {
  return (
    <Stack gap="xs" data-testid="backup-preview">
      <Text size="sm" fw={600}>
        {BACKUP_TEXT.holds}
        {backup.createdAt ? ` (made ${new Date(backup.createdAt).toLocaleString()})` : ''}:
      </Text>
      <List size="sm">
        {summaryItems(backup.summary).map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {BACKUP_TEXT.mergeHelp}
      </Text>
      <Group gap="xs">
        <Button onClick={onMerge} loading={busy}>
          {BACKUP_TEXT.merge}
        </Button>
        <Button color="red" variant="light" onClick={onReplace} disabled={busy}>
          {BACKUP_TEXT.replace}
        </Button>
      </Group>
    </Stack>
  );
}

/** Settings → Backups: download a backup file; import one (checked first, then Merge or Replace). */
export function BackupSection() {
  const store = useStore();
  const service = backupServiceFor(store);
  const [includeFiles, setIncludeFiles] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [backup, setBackup] = useState<CheckedBackup | null>(null);
  const [notice, clearNotice] = useBackupNotice();

  const exportNow = async () => {
    setExporting(true);
    setError(null);
    try {
      const file = await service.exportFile(includeFiles);
      downloadBlob(new Blob([file.text], { type: 'application/json' }), file.fileName);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    setBackup(null);
    setError(null);
    setChecking(true);
    try {
      setBackup(await service.check(await readChosen(file)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setChecking(false);
    }
  };
  const apply = async (mode: 'merge' | 'replace') => {
    if (!backup) return;
    setBusy(true);
    setError(null);
    try {
      await (mode === 'merge' ? service.merge(backup) : service.replace(backup));
      reloadWithNotice(mode === 'merge' ? BACKUP_TEXT.merged : BACKUP_TEXT.replaced);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <BackupPanel title={BACKUP_TEXT.sectionTitle}>
      <Stack gap="sm">
        {notice && (
          <Alert color="green" withCloseButton closeButtonLabel="Dismiss" onClose={clearNotice} role="status">
            {notice}
          </Alert>
        )}
        <Text size="sm">
          A backup is one file with everything Docket holds for you: courses, readings, RPAs, weak spots,
          sessions, flowmaps and the rest, and this device's settings. Keep it somewhere safe; import it here
          on any device.
        </Text>
        <Group gap="md" align="center">
          <Button onClick={() => void exportNow()} loading={exporting}>
            {BACKUP_TEXT.download}
          </Button>
          <Checkbox
            label={BACKUP_TEXT.includeFiles}
            checked={includeFiles}
            onChange={(e) => setIncludeFiles(e.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs">
          <FileButton onChange={(f) => void choose(f)} accept=".docket,application/json">
            {(props) => (
              <Button variant="default" {...props} loading={checking} disabled={Boolean(service.readOnly)}>
                {BACKUP_TEXT.choose}
              </Button>
            )}
          </FileButton>
          {checking && (
            <Text size="sm" c="dimmed">
              {BACKUP_TEXT.checking}
            </Text>
          )}
        </Group>
        {service.readOnly && (
          <Text size="sm" c="dimmed">
            {service.readOnly}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" title="Backup not imported" data-testid="backup-error">
            {error}
          </Alert>
        )}
        {backup && (
          <ImportPreview
            backup={backup}
            busy={busy}
            onMerge={() => void apply('merge')}
            onReplace={() => void apply('replace')}
          />
        )}
      </Stack>
    </BackupPanel>
  );
}
