import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type PairingTarget, pairingFromParts, parsePairing, useSync, useSyncInfo } from '../../data/sync';
import { backupServiceFor } from '../../data/backup/service';
import { useStore } from '../../data/react';

export const JOIN_TITLE = 'Join this space?';
export const JOIN_LINK_TITLE = 'Join the space from this pairing link?';
export const MERGE_WARNING =
  "This device's data (courses, readings, RPAs, weak spots and everything else) will be merged into that space and appear on every device in it. Nothing is deleted on either side. This device then syncs with that space instead of its current one.";
export const NOT_A_PAIRING =
  'That is not a pairing link or code. Copy it from Settings on your other device.';

/** The confirmation before a join: says plainly that this device's data is merged into the space. */
function JoinDialog({
  target,
  title,
  onClose,
}: {
  target: PairingTarget | null;
  title: string;
  onClose: (joined: boolean) => void;
}) {
  const sync = useSync();
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      // A restore point first: the join merges this device's data with the space's.
      await backupServiceFor(store).points.take('before-join');
      await sync.joinSpace(target);
      notifications.show({ color: 'green', title: 'Joined the space', message: 'Your data is merging now.' });
      onClose(true);
    } catch (e) {
      console.error('Join failed', e);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={target !== null} onClose={() => onClose(false)} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{MERGE_WARNING}</Text>
        {target?.relay && target.relay !== sync.client.getInfo().url && (
          <Text size="sm">
            The link also sets this device's relay address to <Code>{target.relay}</Code>.
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onClose(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void join()} loading={busy}>
            Join and merge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Join a space": paste a pairing link or code, confirm, join. */
export function JoinSpaceForm() {
  const info = useSyncInfo();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<PairingTarget | null>(null);
  const submit = () => {
    const parsed = parsePairing(text);
    if (!parsed) return setError(NOT_A_PAIRING);
    if (parsed.spaceId === info.spaceId) return setError('This device is already in that space.');
    setError(null);
    setTarget(parsed);
  };
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Pairing link or code"
            placeholder="Paste the link from your other device"
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: '1 1 18rem' }}
          />
          <Button type="submit" mt={25} disabled={text.trim() === ''}>
            Join a space
          </Button>
        </Group>
      </form>
      <JoinDialog
        target={target}
        title={JOIN_TITLE}
        onClose={(joined) => {
          setTarget(null);
          if (joined) setText('');
        }}
      />
    </>
  );
}

/** Opening a pairing link (/settings#join=<id>): ask, then join. The fragment is removed either way. */
export function PairingLinkPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  const info = useSyncInfo();
  const [target, setTarget] = useState<PairingTarget | null>(null);
  const [already, setAlready] = useState(false);
  useEffect(() => {
    const found = pairingFromParts(location.search, location.hash);
    if (!found) return;
    if (found.spaceId === info.spaceId) setAlready(true);
    else setTarget(found);
    // Keep the space id out of the address bar and history once read.
    navigate('/settings', { replace: true });
  }, [location.search, location.hash, info.spaceId, navigate]);
  return (
    <>
      {already && (
        <Alert color="blue" mb="md" withCloseButton onClose={() => setAlready(false)}>
          This device is already in that space.
        </Alert>
      )}
      <JoinDialog target={target} title={JOIN_LINK_TITLE} onClose={() => setTarget(null)} />
    </>
  );
}
