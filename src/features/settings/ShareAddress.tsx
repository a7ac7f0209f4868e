import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSetting } from '../../data/react';
import { useSync } from '../../data/sync';

/** Said when the pairing link or QR code would send other devices to an address only this computer has. */
export function LocalOnlyWarning({ link }: { link: string }) {
  const host = (() => {
    try {
      return new URL(link).host;
    } catch {
      return 'this address';
    }
  })();
  return (
    <Alert color="orange" mb="sm" title="Other devices cannot open this link" data-testid="local-only-link">
      It points at {host}, which only this computer can reach. Type below the address your other devices
      should use: this computer's address on your network (e.g. http://192.168.1.20:8787) or the relay's
      public address.
    </Alert>
  );
}

/** "Address for other devices": what the pairing link and QR code open; empty means this page's address. */
export function ShareAddress() {
  const sync = useSync();
  const saved = useSetting(sync.settings.shareOrigin);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(saved), [saved]);
  const save = async (input: string) => {
    const result = await sync.setShareOrigin(input);
    setError(result.ok ? null : result.error);
    if (result.ok) setValue(result.url);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save(value);
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap" mb="sm">
        <TextInput
          label="Address for other devices"
          description="Leave empty to use this page's address."
          placeholder={globalThis.location?.origin}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" disabled={value.trim() === saved}>
          Use this address
        </Button>
      </Group>
    </form>
  );
}
