import { Alert, Button, Grid, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Prompt } from '../../core/model';
import { useCourses, useEntity, useStore } from '../../data/react';
import { PageHeader } from '../../ui';
import { AlarmSettings } from './AlarmSettings';
import { AnswerArea } from './AnswerArea';
import { CompletionView } from './CompletionView';
import { chosenMinutes, type DurationChoice, DurationPicker } from './DurationPicker';
import { PromptPicker, type PromptSource } from './PromptPicker';
import { PromptText } from './PromptText';
import { TimerPanel, TimerRing } from './TimerPanel';
import { useFocusSession } from './useFocusSession';

export function FocusSessionPage() {
  const store = useStore();
  const [params] = useSearchParams();
  const { current, courses } = useCourses();
  const course = courses.find((c) => c.id === params.get('courseId')) ?? current;
  const [source, setSource] = useState<PromptSource>(
    params.get('mode') === 'weak-spots' ? 'weak-spots' : 'samples',
  );
  const [selected, setSelected] = useState<Prompt | undefined>();
  const [duration, setDuration] = useState<DurationChoice>({ preset: '30', custom: '' });
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const s = useFocusSession();
  const { view, writing } = s;
  const completed = useEntity(store.repos.sessions, view.kind === 'complete' ? view.id : undefined);
  const minutes = chosenMinutes(duration);

  return (
    <>
      <PageHeader
        title="Focus Session"
        subtitle="Timed writing practice: choose a prompt, set the clock and write your answer."
        actions={
          <Button component={Link} to="/focus-session/history" variant="default">
            History
          </Button>
        }
      />
      {s.error && (
        <Alert color="red" role="alert" mb="md">
          {s.error}
        </Alert>
      )}
      {view.kind === 'loading' && <Skeleton height={320} radius="md" />}
      {view.kind === 'complete' && completed && (
        <CompletionView
          session={completed}
          onNew={() => {
            setSelected(undefined);
            s.newSession();
          }}
        />
      )}
      {(view.kind === 'setup' || view.kind === 'writing') && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
              {writing ? (
                <Stack gap="md">
                  <Title order={2} size="h4">
                    Prompt
                  </Title>
                  <PromptText prompt={writing.session.prompt} />
                  <TimerPanel
                    active={writing}
                    now={s.now}
                    busy={s.busy}
                    onPause={s.pause}
                    onResume={s.resume}
                    onReset={s.reset}
                    onFinish={s.finishNow}
                    onDiscard={() => setConfirmDiscard(true)}
                  />
                </Stack>
              ) : (
                <Stack gap="md">
                  <Title order={2} size="h4">
                    Choose a prompt
                  </Title>
                  <PromptPicker
                    source={source}
                    onSource={setSource}
                    selected={selected}
                    onSelect={setSelected}
                    courseId={course?.id}
                    courseName={course?.name}
                  />
                  <DurationPicker value={duration} onChange={setDuration} />
                  {minutes !== null && (
                    <TimerRing remainingMs={minutes * 60_000} totalMs={minutes * 60_000} status="ready" />
                  )}
                  <Group>
                    <Button
                      onClick={() =>
                        minutes !== null && void s.start({ prompt: selected, minutes, courseId: course?.id })
                      }
                      disabled={minutes === null || s.busy}
                    >
                      Start
                    </Button>
                  </Group>
                  <AlarmSettings />
                </Stack>
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <AnswerArea
              text={s.text}
              disabled={!writing}
              savedAt={s.savedAt}
              now={s.now}
              onChange={s.write}
            />
          </Grid.Col>
        </Grid>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title="Discard this session?"
      >
        <Text>The session ends without being saved to your history, and your answer is deleted.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDiscard(false)}>
            Keep writing
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmDiscard(false);
              void s.discard();
            }}
          >
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}
