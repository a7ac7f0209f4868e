import { Button } from '@mantine/core';
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { activeNavLink } from './activeNav';
import { NAV_LINKS } from './navLinks';
import { ShellLink } from './ShellLink';

/** One nav link; drawn again only when it becomes or stops being the page's link. */
const NavItem = memo(function NavItem({
  to,
  label,
  active,
  fullWidth,
}: {
  to: string;
  label: string;
  active: boolean;
  fullWidth: boolean;
}) {
  return (
    <Button
      component={ShellLink}
      to={to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      size="compact-sm"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : 'center'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Button>
  );
});

/**
 * The nav's links, the page's own one highlighted (aria-current="page"). The one component of the nav that
 * reads the location: on a page change it works out the active link once, and only the links whose highlight
 * changes draw again.
 */
export function NavItems({ fullWidth = false }: { fullWidth?: boolean }) {
  const active = activeNavLink(useLocation().pathname);
  return NAV_LINKS.map((link) => (
    <NavItem key={link.to} {...link} active={link.to === active} fullWidth={fullWidth} />
  ));
}
