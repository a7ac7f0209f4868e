import type { DocketStore } from './store';

/** Saves the snapshot whenever the page is hidden (tab switch, app backgrounded, closing). */
export function bindPageLifecycle(store: DocketStore): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void store.snapshot.flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onVisibility);
  };
}
