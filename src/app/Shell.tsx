import { Anchor, AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ArchivedControl } from './ArchivedControl';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { CourseSwitcher } from './CourseSwitcher';
import { DashboardWarmup } from './DashboardWarmup';
import { DataProblems } from './DataProblems';
import { ErrorBoundary } from './ErrorBoundary';
import { NavItem } from './NavItem';
import { NAV_LINKS } from './navLinks';
import { prefetchScreens } from './routes';
import { ScreenWarmup } from './ScreenWarmup';
import { SyncIndicator } from './SyncIndicator';
import { SyncProblem } from './SyncProblem';
import classes from './Shell.module.css';
import { UpdatePrompt } from './UpdatePrompt';

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => close(), [pathname, close]);
  // Once the first screen is up: fetch the code of the screens a student opens next, while idle.
  useEffect(() => void prefetchScreens(), []);

  return (
    <>
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label="Open navigation"
              />
              <Anchor
                component={Link}
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
                  {NAV_LINKS.map((link) => (
                    <NavItem key={link.to} {...link} />
                  ))}
                </Group>
              </nav>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <SyncIndicator />
              <ColorSchemeToggle />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" aria-label="Navigation">
          <ScrollArea>
            <Stack gap={4}>
              {NAV_LINKS.map((link) => (
                <NavItem key={link.to} {...link} fullWidth />
              ))}
            </Stack>
          </ScrollArea>
        </AppShell.Navbar>

        <AppShell.Main id="main-content" tabIndex={-1}>
          <Group
            justify="space-between"
            align="flex-end"
            mb="md"
            gap="sm"
            wrap="nowrap"
            data-testid="course-controls"
          >
            <CourseSwitcher />
            <ArchivedControl />
          </Group>
          <SyncProblem />
          <UpdatePrompt />
          <ScreenWarmup />
          <DashboardWarmup />
          <DataProblems />
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
