import { useEffect } from 'react';
import { useOffscreen } from './OffscreenWarmup';

/** "Week 3 - Torts - Docket": the page, then what it belongs to, then the app; empty parts left out. */
export function documentTitle(...parts: Array<string | null | undefined | false>): string {
  return [...parts.map((p) => (p || '').trim()).filter(Boolean), 'Docket'].join(' - ');
}

/**
 * Sets the tab's title while the screen is shown (screen readers announce it on navigation); not from a
 * copy drawn off-screen ahead of an open (OffscreenWarmup).
 */
export function useDocumentTitle(...parts: Array<string | null | undefined | false>): void {
  const title = documentTitle(...parts);
  const offscreen = useOffscreen();
  useEffect(() => {
    if (!offscreen) document.title = title;
  }, [title, offscreen]);
}
