import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { followsInApp } from './activeNav';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * The shell's link to one of the app's pages (an absolute path): an `<a href>` that a plain click follows in the
 * app, through the navigator react-router's own Link uses. Unlike Link it reads neither the location nor the
 * route, which change on every navigation, so the nav bar's links render once, not on each page change (a
 * second click on the page shown replaces the history entry instead of adding one, as Link does).
 */
export const ShellLink = forwardRef<HTMLAnchorElement, Props>(function ShellLink(
  { to, onClick, target, ...rest },
  ref,
) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInApp(event, target)) return;
    event.preventDefault();
    const here = window.location;
    if (`${here.pathname}${here.search}${here.hash}` === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} ref={ref} href={navigator.createHref(to)} target={target} onClick={follow} />;
});
