import { Button } from '@mantine/core';
import { Link, useMatch, useResolvedPath } from 'react-router-dom';

export function NavItem({
  to,
  label,
  fullWidth = false,
}: {
  to: string;
  label: string;
  fullWidth?: boolean;
}) {
  const resolved = useResolvedPath(to);
  const active = useMatch({ path: resolved.pathname, end: false }) !== null;
  return (
    <Button
      component={Link}
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
}
