import { Alert, Button, Grid, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type ActiveSession, pauseSession, resetSession, resumeSession, timeUp } from '../../core/focus';
import type { Prompt } from '../../core/model';
import { useCourses, useEntity, useStore } from '../../data/react';
import { PageHeader } from '../../ui';
import { AlarmSettings } from './AlarmSettings';
import { notifyTimeUp, playChime, unlockSound } from './alarm';
import { AnswerArea } from './AnswerArea';
import { CompletionView } from './CompletionView';
import { chosenMinutes, type DurationChoice, DurationPicker } from './DurationPicker';
import { useAutosave, useFocusService, useNow } from './hooks';
import { PromptPicker, type PromptSource } from './PromptPicker';
import { PromptText } from './PromptText';
import { TimerPanel, TimerRing } from './TimerPanel';

type View =
  | { kind: 'loading' }
  | { kind: 'setup' }
  | { kind: 'writing'; active: ActiveSession }
  | { kind: 'complete'; id: string };

const SAVE_FAILED = 'Failed to save the session on this device. Your answer is still here; please try again.';

export function FocusSessionPage() {
  const service = useFocusService();
  const store = useStore();
  const [params] = useSearchParams();
  const { current, courses } = useCourses();
  const queryCourse = params.get('courseId');
  const course = courses.find((c) => c.id === queryCourse) ?? current;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [text, setText] = useState('');
  const [restoredSavedAt, setRestoredSavedAt] = useState<number | undefined>();
  const [source, setSource] = useState<PromptSource>(
    params.get('mode') === 'weak-spots' ? 'weak-spots' : 'samples',
  );
  const [selected, setSelected] = useState<Prompt | undefined>();
  const [duration, setDuration] = useState<DurationChoice>({ preset: '30', custom: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const writing = view.kind === 'writing' ? view.active : undefined;
  const autosave = useAutosave(writing?.session.id, restoredSavedAt);
  const now = useNow(view.kind === 'writing');
  const completed = useEntity(store.repos.sessions, view.kind === 'complete' ? view.id : undefined);
  const textRef = useRef(text);
  textRef.current = text;
  const finishing = useRef(false);

  const finish = useCallback(
    async (active: ActiveSession, answer: string, lastSaved: number | undefined, timeIsUp: boolean) => {
      if (finishing.current) return;
      finishing.current = true;
      setBusy(true);
      try {
        const record = await service.complete(active, answer, lastSaved);
        if (timeIsUp) {
          playChime();
          notifyTimeUp(active.session.prompt.text);
        }
        setError(null);
        setView({ kind: 'complete', id: record.id });
      } catch (e) {
        console.error('Failed to complete the focus session', e);
        setError(SAVE_FAILED);
      } finally {
        finishing.current = false;
        setBusy(false);
      }
    },
    [service],
  );

  // A reload or a crash mid-session: the active session comes back with its answer and remaining time.
  useEffect(() => {
    let live = true;
    service.restore().then(
      (restored) => {
        if (!live) return;
        if (!restored) {
          setView({ kind: 'setup' });
          return;
        }
        setText(restored.text);
        setRestoredSavedAt(restored.savedAt);
        if (timeUp(restored.active, Date.now()))
          void finish(restored.active, restored.text, restored.savedAt, true);
        else setView({ kind: 'writing', active: restored.active });
      },
      (e) => {
        console.error('Failed to restore the focus session', e);
        if (live) setView({ kind: 'setup' });
      },
    );
    return () => {
      live = false;
    };
  }, [service, finish]);

  // Time is up: the session completes (checked on every tick, from timestamps).
  useEffect(() => {
    if (!writing || !timeUp(writing, now)) return;
    void autosave.flush().then((savedAt) => finish(writing, textRef.current, savedAt, true));
  }, [writing, now, autosave, finish]);

  const transition = (next: ActiveSession) => {
    setView({ kind: 'writing', active: next });
    service.saveState(next).catch((e) => {
      console.error('Failed to save the focus session state', e);
      setError(SAVE_FAILED);
    });
  };

  const minutes = chosenMinutes(duration);
  const start = async () => {
    if (minutes === null) return;
    unlockSound();
    setBusy(true);
    try {
      const active = await service.start({ prompt: selected, minutes, courseId: course?.id });
      setText('');
      setRestoredSavedAt(undefined);
      setError(null);
      setView({ kind: 'writing', active });
    } catch (e) {
      console.error('Failed to start the focus session', e);
      setError(SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    if (!writing) return;
    autosave.cancel();
    await service.discard(writing.session.id);
    setConfirmDiscard(false);
    setText('');
    setView({ kind: 'setup' });
  };

  const newSession = () => {
    setText('');
    setSelected(undefined);
    setView({ kind: 'setup' });
  };

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
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      {view.kind === 'loading' && <Skeleton height={320} radius="md" />}
      {view.kind === 'complete' && completed && <CompletionView session={completed} onNew={newSession} />}
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
                    now={now}
                    busy={busy}
                    onPause={() => transition(pauseSession(writing, Date.now()))}
                    onResume={() => transition(resumeSession(writing, Date.now()))}
                    onReset={() => transition(resetSession(writing))}
                    onFinish={() =>
                      void autosave
                        .flush()
                        .then((savedAt) => finish(writing, textRef.current, savedAt, false))
                    }
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
                    <Button onClick={() => void start()} disabled={minutes === null || busy}>
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
              text={text}
              disabled={!writing}
              savedAt={autosave.savedAt}
              now={now}
              onChange={(value) => {
                setText(value);
                autosave.changed(value);
              }}
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
          <Button color="red" onClick={() => void discard()}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}
