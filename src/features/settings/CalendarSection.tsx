import { Alert, Button, CopyButton, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CALENDAR_MESSAGES, type CalendarFeed, CalendarFeeds, courseIcsFile } from '../../data/calendar';
import { useCourses, useSetting, useStore } from '../../data/react';
import { useSync } from '../../data/sync';
import { BackupPanel } from './BackupSection';

export const CALENDAR_TEXT = {
  title: 'Calendar',
  course: 'Course',
  download: 'Download .ics',
  subscribe: 'Make a subscription address',
  revoke: 'Revoke',
  noFeeds: 'No subscription addresses for this space.',
  elsewhere: 'Made on another device',
} as const;

function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Settings → Calendar: a course's readings as an .ics file, and revocable subscription addresses. */
export function CalendarSection() {
  const store = useStore();
  const sync = useSync();
  const share = useSetting(sync.settings.shareOrigin);
  const { courses, current } = useCourses();
  const [courseId, setCourseId] = useState<string>('');
  const chosen = courseId || current?.id || courses[0]?.id || '';
  const feeds = useMemo(() => new CalendarFeeds(store, () => sync.client.getInfo().url), [store, sync]);
  const [list, setList] = useState<CalendarFeed[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const appOrigin = share || window.location.origin;
  const refresh = useCallback(async () => {
    try {
      setList(await feeds.list());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [feeds]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const name = (id: string) => courses.find((c) => c.id === id)?.name ?? 'A removed course';

  const download = () => {
    setError(null);
    const file = courseIcsFile(store, chosen, appOrigin);
    if (!file) return;
    if (file.events === 0) setInfo(CALENDAR_MESSAGES.noReadings);
    else setInfo(`${file.fileName}: ${file.events} ${file.events === 1 ? 'reading' : 'readings'}.`);
    saveFile(file.fileName, file.text);
  };
  const subscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      // The relay answers from its copy of the space: send what this device has first.
      await store.snapshot.commit();
      await feeds.create(chosen, appOrigin);
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    setError(null);
    try {
      await feeds.revoke(id);
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <BackupPanel title={CALENDAR_TEXT.title}>
      <Stack gap="sm">
        <Text size="sm">
          Put a course's readings in the calendar you already use: each reading is an event on its class date
          with its pages and a link back here. Download an .ics file to import once, or make a subscription
          address your calendar app checks for changes. Anyone with the address can read that course's
          readings (nothing else); revoke it to stop it.
        </Text>
        {courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            Create a course first.
          </Text>
        ) : (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <NativeSelect
              label={CALENDAR_TEXT.course}
              value={chosen}
              onChange={(e) => setCourseId(e.currentTarget.value)}
              data={courses.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
            />
            <Button variant="default" onClick={download}>
              {CALENDAR_TEXT.download}
            </Button>
            <Button onClick={() => void subscribe()} loading={busy}>
              {CALENDAR_TEXT.subscribe}
            </Button>
          </Group>
        )}
        {info && (
          <Text size="sm" role="status">
            {info}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {list?.length === 0 && <Text size="sm">{CALENDAR_TEXT.noFeeds}</Text>}
        {list && list.length > 0 && (
          <Table data-testid="calendar-feeds">
            <Table.Tbody>
              {list.map((feed) => (
                <Table.Tr key={feed.id}>
                  <Table.Td>{name(feed.courseId)}</Table.Td>
                  <Table.Td style={{ minWidth: '16rem' }}>
                    {feed.url ? (
                      <Group gap="xs" wrap="nowrap">
                        <TextInput
                          aria-label={`Subscription address for ${name(feed.courseId)}`}
                          value={feed.url}
                          readOnly
                          onFocus={(e) => e.currentTarget.select()}
                          style={{ flex: 1 }}
                        />
                        <CopyButton value={feed.url}>
                          {({ copied, copy }) => (
                            <Button size="xs" variant="light" onClick={copy}>
                              {copied ? 'Copied' : 'Copy'}
                            </Button>
                          )}
                        </CopyButton>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {CALENDAR_TEXT.elsewhere}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" color="red" variant="subtle" onClick={() => void revoke(feed.id)}>
                      {CALENDAR_TEXT.revoke}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </BackupPanel>
  );
}
