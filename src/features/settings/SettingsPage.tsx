import {
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { relativeTime, SYNC_STATUS_DISPLAY } from '../../core/format/syncStatus';
import { useSetting, useStoreStatus } from '../../data/react';
import { GARBLED_SPACE_TITLE, GARBLED_SPACE_WHAT_TO_DO } from '../../data/recoveryNotices';
import { pairingLinkIsLocalOnly, useSync, useSyncInfo } from '../../data/sync';
import { LocalOnlyWarning, ShareAddress } from './ShareAddress';
import { PageHeader } from '../../ui';
import { JoinSpaceForm, PairingLinkPrompt } from './JoinSpace';
import { BackupSection } from './BackupSection';
import { RestorePointsSection } from './RestorePointsSection';
import { CalendarSection } from './CalendarSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), everyMs);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

function SyncStatusSection() {
  const sync = useSync();
  const state = useStoreStatus();
  const info = useSyncInfo();
  const now = useNow();
  const display = SYNC_STATUS_DISPLAY[state.status];
  return (
    <Section title="This device">
      <Stack gap="xs">
        <Text size="sm">
          Device id: <Code data-testid="device-id">{sync.deviceId}</Code>
        </Text>
        <Group gap={6}>
          <Box w={10} h={10} bg={`${display.color}.6`} style={{ borderRadius: '50%' }} />
          <Text size="sm" data-testid="settings-sync-status">
            Sync: {display.label}
          </Text>
          <Text size="sm" c="dimmed">
            {state.lastSyncedAt === undefined
              ? 'Not synced yet'
              : `Last: ${relativeTime(state.lastSyncedAt, now)}`}
          </Text>
        </Group>
        {state.status === 'error' && state.error && (
          <Alert color="red" role="alert" title="Sync error">
            {state.error}
          </Alert>
        )}
        {info.stoppedByRelay && (
          <Text size="sm" c="dimmed">
            The relay refused this connection, so Docket stopped retrying.
          </Text>
        )}
        {info.enabled && !info.connected && (
          <Group>
            <Button size="xs" variant="light" onClick={() => sync.reconnect()}>
              Reconnect now
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}

/** While the device has no space (its stored id was damaged): what happened, and the explicit way on. */
function NoSpaceSection() {
  const sync = useSync();
  const [busy, setBusy] = useState(false);
  return (
    <Section title="Pair another device">
      <Alert color="yellow" title={GARBLED_SPACE_TITLE} mb="sm">
        {GARBLED_SPACE_WHAT_TO_DO}
      </Alert>
      <Text size="sm" mb="xs">
        Starting a new space uploads this device's data into an empty space; your other devices then need this
        device's new pairing link.
      </Text>
      <Button
        variant="default"
        loading={busy}
        onClick={() => {
          setBusy(true);
          sync.startNewSpace().finally(() => setBusy(false));
        }}
      >
        Start a new sync space
      </Button>
    </Section>
  );
}

function PairSection() {
  const info = useSyncInfo();
  if (!info.spaceId) return <NoSpaceSection />;
  return <PairingSection />;
}

function PairingSection() {
  const sync = useSync();
  const info = useSyncInfo();
  useSetting(sync.settings.relayUrl);
  useSetting(sync.settings.shareOrigin);
  const link = sync.pairingLink();
  const localOnly = pairingLinkIsLocalOnly(link);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then(
      (url) => live && setQr(url),
      (error: unknown) => console.warn('QR code failed', error),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Section title="Pair another device">
      <Text size="sm" mb="sm">
        Open this link on your other device (or scan the code), and confirm there. Both devices then share one
        space and stay in sync. Anyone with the link can read and change this space, so keep it to yourself.
      </Text>
      {localOnly && <LocalOnlyWarning link={link} />}
      <ShareAddress />
      <Group align="flex-start" gap="md" wrap="wrap">
        {qr && <Image src={qr} alt="QR code of the pairing link" w={180} h={180} />}
        <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <TextInput label="Pairing link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Text size="xs" c="dimmed">
            Pairing code: <Code data-testid="space-id">{info.spaceId}</Code>
          </Text>
          <Group>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Group>
    </Section>
  );
}

function SyncSettingsSection() {
  const sync = useSync();
  const enabled = useSetting(sync.settings.enabled);
  const saved = useSetting(sync.settings.relayUrl);
  const [address, setAddress] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setAddress(saved), [saved]);

  const save = async (value: string) => {
    setBusy(true);
    try {
      const result = await sync.setRelayUrl(value);
      if (result.ok) {
        setError(null);
        setAddress(value.trim() === '' ? '' : result.url);
      } else {
        setError(result.error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Sync">
      <Stack gap="md">
        <Switch
          checked={enabled}
          onChange={(e) => void sync.setEnabled(e.currentTarget.checked)}
          label="Sync with my other devices"
          description="When off, nothing leaves this device and the indicator reads Idle; your edits wait here and are sent when you switch it back on."
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save(address);
          }}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="Relay address"
              description={`Leave empty for the default: ${sync.defaultUrl()}`}
              placeholder={sync.defaultUrl()}
              value={address}
              onChange={(e) => {
                setAddress(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: '1 1 18rem' }}
            />
            <Group gap="xs" mt={44}>
              <Button type="submit" loading={busy} disabled={address.trim() === saved}>
                Save address
              </Button>
              {saved !== '' && (
                <Button variant="default" onClick={() => void save('')} disabled={busy}>
                  Use default
                </Button>
              )}
            </Group>
          </Group>
        </form>
      </Stack>
    </Section>
  );
}

/** Settings: this device, pairing (link, QR code, join), the sync switch and the relay address. */
export function SettingsPage() {
  const sync = useSync();
  // The device's sync settings are read from storage once; render them only after that.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void sync.ready.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [sync]);
  if (!loaded) return <Loader aria-label="Loading settings" />;
  return (
    <>
      <PageHeader title="Settings" subtitle="This device, sync and pairing, backups and calendar." />
      <PairingLinkPrompt />
      <Stack gap="md" maw={760}>
        <SyncStatusSection />
        <PairSection />
        <Section title="Join a space">
          <Text size="sm" mb="xs">
            Paste the pairing link or code from your other device. This device's data is merged into that
            space; you will be asked to confirm first.
          </Text>
          <JoinSpaceForm />
        </Section>
        <SyncSettingsSection />
        <BackupSection />
        <RestorePointsSection />
        <CalendarSection />
      </Stack>
    </>
  );
}
