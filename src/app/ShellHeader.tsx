import { Anchor, Burger, Group } from '@mantine/core';
import { memo } from 'react';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { NavItems } from './NavItem';
import { ShellLink } from './ShellLink';
import { SyncIndicator } from './SyncIndicator';

/**
 * The top bar: menu button (phones), title, the nav's links, sync indicator and colour scheme. Drawn again
 * only when the menu opens or closes; on a page change only the nav's links that change highlight are.
 */
export const ShellHeader = memo(function ShellHeader({
  opened,
  onBurger,
}: {
  opened: boolean;
  onBurger: () => void;
}) {
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={TITLE_STYLE}>
        <Burger opened={opened} onClick={onBurger} hiddenFrom="lg" size="sm" aria-label="Open navigation" />
        <Anchor
          component={ShellLink}
          to="/dashboard"
          fw={800}
          fz="lg"
          underline="never"
          aria-label="Docket home"
        >
          Docket
        </Anchor>
        <nav aria-label="Main">
          <Group gap={2} visibleFrom="lg" wrap="nowrap">
            <NavItems />
          </Group>
        </nav>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SyncIndicator />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
});

const TITLE_STYLE = { minWidth: 0 };
