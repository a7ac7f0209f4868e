import { AppShell, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ArchivedControl } from './ArchivedControl';
import { CourseSwitcher } from './CourseSwitcher';
import { DashboardWarmup } from './DashboardWarmup';
import { DataProblems } from './DataProblems';
import { ErrorBoundary } from './ErrorBoundary';
import { NavItems } from './NavItem';
import { prefetchScreens } from './routes';
import { markScreenDrawn } from '../ui/warmupTurns';
import { ScreenWarmup } from './ScreenWarmup';
import { ShellHeader } from './ShellHeader';
import { SyncProblem } from './SyncProblem';
import classes from './Shell.module.css';
import { UpdatePrompt } from './UpdatePrompt';

const HEADER = { height: 56 };

/**
 * The frame around every screen. A page change draws again only what depends on the page (docs/architecture.md,
 * "The shell on a page change"): the nav's links whose highlight changes and the route's outlet. The rest (top
 * bar, course switcher, sync indicator, banners) reads no location and draws again only when its own data
 * changes; this component itself only when the phone's menu opens or closes.
 */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once the first screen is up: the app's background work may start once the page is quiet (quietWork.ts),
  // such as fetching the code of the screens a student opens next.
  useEffect(() => {
    markScreenDrawn();
    return prefetchScreens();
  }, []);
  const navbar = useMemo(
    () => ({ width: 260, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }),
    [opened],
  );

  return (
    <>
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <AppShell header={HEADER} navbar={navbar} padding="md">
        <AppShell.Header>
          <ShellHeader opened={opened} onBurger={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Navigation">
          <DrawerNav />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          <ShellMain />
        </AppShell.Main>
      </AppShell>
      {opened && <CloseOnNavigate close={close} />}
    </>
  );
}

/** The phone's menu: the nav's links, full width. */
const DrawerNav = memo(function DrawerNav() {
  return (
    <ScrollArea>
      <Stack gap={4}>
        <NavItems fullWidth />
      </Stack>
    </ScrollArea>
  );
});

/** Above the screen: the course controls and the app's banners; then the screen itself. */
const ShellMain = memo(function ShellMain() {
  return (
    <>
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
      <RouteOutlet />
    </>
  );
});

/** The route's screen; a render error shown for one page is cleared on the next. */
function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** While the phone's menu is open: closes it once the page changes (a link in it, or back/forward). */
function CloseOnNavigate({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedOn) close();
  }, [pathname, openedOn, close]);
  return null;
}
