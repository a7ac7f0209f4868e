import { matchPath } from 'react-router-dom';
import { NAV_LINKS } from './navLinks';

/**
 * The nav link a page belongs to (its path, or the path of a page under it: /rpa/42 is RPAs), as react-router's
 * useMatch({ end: false }) decides it; undefined on a page of none (settings, a page not found).
 */
export function activeNavLink(pathname: string): string | undefined {
  return NAV_LINKS.find((link) => matchPath({ path: link.to, end: false }, pathname) !== null)?.to;
}

/** Whether a click on an in-app link is the app's to follow: a plain left click (else the browser's: new tab, …). */
export function followsInApp(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  target?: string,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
