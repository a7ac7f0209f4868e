import { Button, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  filterHistory,
  formatRemaining,
  formatScore,
  historyStats,
  historyTags,
  progressSeries,
  sessionFigures,
  sessionSeconds,
} from '../../core/focus';
import type { SessionRecord } from '../../core/model';
import { useCollection, useCourses, useStore } from '../../data/react';
import { EmptyState, PageHeader } from '../../ui';
import { PromptText } from './PromptText';

// The chart library loads only on this screen.
const ProgressChart = lazy(() => import('./ProgressChart'));

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

export function FocusHistoryPage() {
  const store = useStore();
  const sessions = useCollection(store.repos.sessions);
  const { courses } = useCourses();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [open, setOpen] = useState<SessionRecord | null>(null);
  const courseName = (id?: string) => courses.find((c) => c.id === id)?.name ?? 'No course';

  const shown = useMemo(() => filterHistory(sessions, { courseId, tag }), [sessions, courseId, tag]);
  const tags = useMemo(() => historyTags(sessions), [sessions]);
  const stats = historyStats(shown, new Date());
  const series = useMemo(() => progressSeries(shown, 10), [shown]);
  const anyHistory = shown.length > 0 || filterHistory(sessions, {}).length > 0;

  return (
    <>
      <PageHeader
        title="Session History"
        subtitle="Every practice session you completed, newest first."
        actions={
          <Button component={Link} to="/focus-session">
            New session
          </Button>
        }
      />
      {!anyHistory ? (
        <EmptyState title="No session data available">
          Finished sessions appear here with their answers, words per minute and scores.
        </EmptyState>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Stat label="Sessions this week" value={stats.sessionsThisWeek} />
            <Stat label="Minutes this week" value={stats.minutesThisWeek} />
            <Stat
              label="Current streak"
              value={`${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}`}
            />
            <Stat label="Average score" value={formatScore(stats.averageScore)} />
          </SimpleGrid>
          <Group gap="sm" align="flex-end">
            <Select
              label="Course"
              placeholder="All courses"
              clearable
              value={courseId}
              onChange={setCourseId}
              data={courses.map((c) => ({ value: c.id, label: c.name }))}
              maw={260}
            />
            <Select
              label="Tag"
              placeholder="All tags"
              clearable
              value={tag}
              onChange={setTag}
              data={tags}
              maw={260}
            />
          </Group>
          {series.length > 0 && (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb="xs">
                Words per minute and score, last {series.length}{' '}
                {series.length === 1 ? 'session' : 'sessions'}
              </Title>
              <Suspense fallback={<Skeleton height={220} />}>
                <div
                  role="img"
                  aria-label={`Words per minute: ${series.map((p) => p.wordsPerMinute).join(', ')}. Scores: ${series
                    .map((p) => (p.scorePercent === null ? 'none' : `${p.scorePercent}%`))
                    .join(', ')}.`}
                >
                  <ProgressChart points={series} />
                </div>
              </Suspense>
            </Paper>
          )}
          {shown.length === 0 ? (
            <Text c="dimmed">No sessions match these filters.</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((s) => {
                const f = sessionFigures(s);
                return (
                  <Paper
                    component="li"
                    key={s.id}
                    withBorder
                    p="sm"
                    radius="md"
                    aria-label={`Session of ${when(s.completedAt)}`}
                  >
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {when(s.completedAt)} · {courseName(s.courseId)}
                        </Text>
                        <Text size="sm" lineClamp={2}>
                          {s.prompt.text}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatRemaining(sessionSeconds(s) * 1000)} of {Math.round(s.duration / 60)} min ·{' '}
                          {f.words} {f.words === 1 ? 'word' : 'words'} · Score{' '}
                          {s.score === undefined ? 'not assessed' : formatScore(s.score)}
                        </Text>
                      </Stack>
                      <Button size="xs" variant="light" onClick={() => setOpen(s)} style={{ flexShrink: 0 }}>
                        Read answer
                      </Button>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open !== null}
        onClose={() => setOpen(null)}
        title="Practice session"
        size="lg"
      >
        {open && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {when(open.completedAt ?? open.startedAt)} · {courseName(open.courseId)} ·{' '}
              {formatRemaining(sessionSeconds(open) * 1000)} of {Math.round(open.duration / 60)} min ·{' '}
              {sessionFigures(open).words} words · Score{' '}
              {open.score === undefined ? 'not assessed' : formatScore(open.score)}
            </Text>
            <Title order={3} size="h5">
              Prompt
            </Title>
            <PromptText prompt={open.prompt} />
            <Title order={3} size="h5">
              Answer
            </Title>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="history-answer"
            >
              {open.answer.text || 'No answer written.'}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
