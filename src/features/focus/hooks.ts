import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS, TICK_MS } from '../../core/focus';
import { type FocusService, focusService } from '../../data/focus';
import { useStore } from '../../data/react';

export function useFocusService(): FocusService {
  return focusService(useStore());
}

/** The current time, redrawn every second while `on` (the tick only redraws; time comes from Date.now). */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [on]);
  return on ? now : Date.now();
}

export interface Autosave {
  /** When the answer was last written to the device (ms), if ever. */
  savedAt: number | undefined;
  /** Call on every change: saves 1 s after the last one. */
  changed: (text: string) => void;
  /** Saves what is pending now (page hidden or closed, session finishing); resolves with the last save time. */
  flush: () => Promise<number | undefined>;
  /** Forgets what is pending (the session was discarded). */
  cancel: () => void;
}

/**
 * Autosave of the answer into the device's drafts: 1 second after the last keystroke, and at once when the
 * page is hidden or closed (pagehide, visibilitychange), so nothing typed is lost.
 */
export function useAutosave(sessionId: string | undefined, initialSavedAt?: number): Autosave {
  const service = useFocusService();
  const [savedAt, setSavedAt] = useState<number | undefined>(initialSavedAt);
  const savedRef = useRef<number | undefined>(initialSavedAt);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idRef = useRef(sessionId);
  idRef.current = sessionId;

  // A new session (or a restored one) starts from its own save time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sessionId is what marks a new session
  useEffect(() => {
    savedRef.current = initialSavedAt;
    setSavedAt(initialSavedAt);
  }, [sessionId, initialSavedAt]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const text = pending.current;
    const id = idRef.current;
    if (text === null || !id) return savedRef.current;
    pending.current = null;
    try {
      const at = await service.saveDraft(id, text);
      if (idRef.current === id) {
        savedRef.current = at;
        setSavedAt(at);
      }
    } catch (error) {
      // Keep it pending so the next change or flush tries again.
      if (pending.current === null) pending.current = text;
      console.error('Focus session: the answer could not be saved on this device', error);
    }
    return savedRef.current;
  }, [service]);

  const changed = useCallback(
    (text: string) => {
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    // Going away: keep what is pending synchronously first, then write it to the drafts table.
    const keep = () => {
      if (pending.current !== null && idRef.current) service.keepNow(idRef.current, pending.current);
      void flush();
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    const onPageHide = keep;
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush, service]);

  return { savedAt, changed, flush, cancel };
}
