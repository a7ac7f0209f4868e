import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ActiveSession,
  type NewSession,
  pauseSession,
  resetSession,
  resumeSession,
  timeUp,
} from '../../core/focus';
import { notifyTimeUp, playChime, unlockSound } from './alarm';
import { useAutosave, useFocusService, useNow } from './hooks';

export type View =
  | { kind: 'loading' }
  | { kind: 'setup' }
  | { kind: 'writing'; active: ActiveSession }
  | { kind: 'complete'; id: string };

export const SAVE_FAILED =
  'Failed to save the session on this device. Your answer is still here; please try again.';

/**
 * The focus screen's session: restored on arrival, started, paused, resumed, reset, finished (at zero or
 * early) or discarded; the answer autosaved. Every change of the session is kept on the device at once.
 */
export function useFocusSession() {
  const service = useFocusService();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [text, setText] = useState('');
  const [restoredSavedAt, setRestoredSavedAt] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const writing = view.kind === 'writing' ? view.active : undefined;
  const autosave = useAutosave(writing?.session.id, restoredSavedAt);
  const now = useNow(view.kind === 'writing');
  const textRef = useRef(text);
  textRef.current = text;
  const finishing = useRef(false);
  const flushRef = useRef(autosave.flush);
  flushRef.current = autosave.flush;

  /** Completes the session once (a second call while the first runs is ignored). */
  const finish = useCallback(
    async (active: ActiveSession, timeIsUp: boolean, restored?: { text: string; savedAt?: number }) => {
      if (finishing.current) return;
      finishing.current = true;
      setBusy(true);
      try {
        const savedAt = restored ? restored.savedAt : await flushRef.current();
        const record = await service.complete(active, restored ? restored.text : textRef.current, savedAt);
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
        if (!restored) return setView({ kind: 'setup' });
        setText(restored.text);
        setRestoredSavedAt(restored.savedAt);
        if (timeUp(restored.active, Date.now())) void finish(restored.active, true, restored);
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
    if (writing && timeUp(writing, now)) void finish(writing, true);
  }, [writing, now, finish]);

  const transition = (change: (a: ActiveSession) => ActiveSession) => {
    if (!writing) return;
    const next = change(writing);
    setView({ kind: 'writing', active: next });
    service.saveState(next).catch((e) => {
      console.error('Failed to save the focus session state', e);
      setError(SAVE_FAILED);
    });
  };

  const start = async (input: Omit<NewSession, 'id'>) => {
    unlockSound();
    setBusy(true);
    try {
      const active = await service.start(input);
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
    setText('');
    setView({ kind: 'setup' });
  };

  return {
    view,
    writing,
    now,
    text,
    busy,
    error,
    savedAt: autosave.savedAt,
    write: (value: string) => {
      setText(value);
      autosave.changed(value);
    },
    start,
    pause: () => transition((a) => pauseSession(a, Date.now())),
    resume: () => transition((a) => resumeSession(a, Date.now())),
    reset: () => transition(resetSession),
    finishNow: () => writing && void finish(writing, false),
    discard,
    newSession: () => {
      setText('');
      setView({ kind: 'setup' });
    },
  };
}
