import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from './prefetch';
import { useWarmupTurn } from './warmupTurns';

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
