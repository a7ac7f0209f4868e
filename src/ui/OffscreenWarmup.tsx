import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from './prefetch';

const Offscreen = createContext(false);

/** True inside an OffscreenWarmup: a screen's global effects (the tab's title) are skipped there. */
export const useOffscreen = () => useContext(Offscreen);

/** A warm-up that fails shows nothing and breaks nothing: the real open will meet (and show) the problem. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Draws `children` once where nobody sees or reaches it, so the first real open of a lazily loaded screen
 * costs what a second open costs: its code compiled and run once (render, effects, charts measured) while
 * the browser was idle, instead of on the student's click. The copy lives in a closed shadow root (without
 * the page's stylesheets: the script is what costs, and unstyled it is cheaper) of an invisible, inert,
 * aria-hidden host as wide as the page's main area and 800 px high, kept out of the page's layout (contain: strict): no query,
 * test, screen reader or click reaches it. When the browser is idle again after the draw (twice: effects
 * and measuring render again), the copy is dropped and `onDone` is called.
 */
export function OffscreenWarmup({
  name,
  children,
  onDone,
}: {
  /** Marked on the performance timeline when done ('docket-warmup:<name>', read by the benches). */
  name: string;
  children: ReactNode;
  onDone: () => void;
}) {
  const [shadow] = useState(() => {
    const width = document.querySelector('main')?.clientWidth || window.innerWidth; // as the screen will be
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    Object.assign(host.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: `${width}px`,
      height: '800px',
      overflow: 'hidden',
      visibility: 'hidden',
      pointerEvents: 'none',
      contain: 'strict',
      zIndex: '-1',
    });
    return host.attachShadow({ mode: 'closed' });
  });
  useEffect(() => {
    const host = shadow.host;
    document.body.append(host);
    let cancel = whenIdle(() => {
      cancel = whenIdle(() => {
        performance.mark(`docket-warmup:${name}`);
        onDone();
      }, 2_000);
    }, 2_000);
    return () => {
      cancel();
      host.remove();
    };
  }, [shadow, name, onDone]);
  return createPortal(
    <Offscreen.Provider value={true}>
      <Quiet>{children}</Quiet>
    </Offscreen.Provider>,
    shadow,
  );
}

/**
 * Whose turn it is among the warm-ups that want to run (`claims`: each one's priority): the highest priority
 * goes first (ties run together); none while `paused`.
 */
export function warmupTurn(claims: ReadonlyMap<symbol, number>, id: symbol, paused: boolean): boolean {
  const mine = claims.get(id);
  if (paused || mine === undefined) return false;
  for (const priority of claims.values()) if (priority > mine) return false;
  return true;
}

/**
 * The warm-ups of the page take turns (one screen's warm-up does not share the idle time with another's) and
 * all stop at once when the student follows a link: a warm-up still drawing would otherwise be rendered
 * before the screen the student asked for (both are transitions, and React finishes the one it is on first),
 * and one already drawn would keep measuring meanwhile. Stopped, its copy is dropped in the click's own
 * (synchronous) render; the code it ran stays compiled. They may run again a second after the click, once
 * the browser is idle.
 */
const turns = {
  claims: new Map<symbol, number>(),
  paused: false,
  listeners: new Set<() => void>(),
  notify() {
    for (const listener of turns.listeners) listener();
  },
  subscribe(listener: () => void) {
    turns.listeners.add(listener);
    if (turns.listeners.size === 1) document.addEventListener('click', pauseOnLink, true);
    return () => {
      turns.listeners.delete(listener);
      if (turns.listeners.size === 0) document.removeEventListener('click', pauseOnLink, true);
    };
  },
};

const RESUME_AFTER_MS = 1_000;
const RESUME_WAIT_MS = 30_000;
let resume: ReturnType<typeof setTimeout> | undefined;

function pauseOnLink(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  turns.paused = true;
  turns.notify();
  clearTimeout(resume);
  // Only a truly idle moment (no forced run after a timeout): the screen the link opens comes first.
  resume = setTimeout(
    () =>
      whenIdle(() => {
        turns.paused = false;
        turns.notify();
      }, RESUME_WAIT_MS),
    RESUME_AFTER_MS,
  );
}

/** Whether it is this warm-up's turn (see `turns`) while it is `wanted`, at `priority` (higher goes first). */
function useWarmupTurn(wanted: boolean, priority: number): boolean {
  const [id] = useState(() => Symbol('warm-up'));
  useEffect(() => {
    if (!wanted) return;
    turns.claims.set(id, priority);
    turns.notify();
    return () => {
      turns.claims.delete(id);
      turns.notify();
    };
  }, [id, wanted, priority]);
  return useSyncExternalStore(
    turns.subscribe,
    () => wanted && warmupTurn(turns.claims, id, turns.paused),
    () => false,
  );
}

/**
 * The component `load` gives (a lazily loaded screen, for an OffscreenWarmup), loaded once the browser is idle
 * while `wanted` and it is this warm-up's turn (`priority`: the warm-ups of a page take turns, the highest
 * first); null until then and whenever the turn is lost (a link followed: see `turns`). Set as a transition,
 * so a click meanwhile is not held up by drawing it. A failed load (offline without the chunk) leaves it null:
 * the real open loads it again, or says why. `load` must be the same function on every render (a
 * module-level one).
 */
export function useLoadedWhenIdle<P extends object>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number,
  priority = 0,
): ComponentType<P> | null {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const turn = useWarmupTurn(wanted, priority);
  useEffect(() => {
    if (!turn || Loaded) return;
    return whenIdle(() => {
      load().then(
        (loaded) => startTransition(() => setLoaded(() => loaded)),
        () => {},
      );
    }, timeoutMs);
  }, [turn, Loaded, load, timeoutMs]);
  return turn ? Loaded : null;
}
