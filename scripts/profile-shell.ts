/**
 * What the app shell renders on each navigation: `npx tsx scripts/profile-shell.ts --dist <dir> [--base <dir>]`,
 * with builds made WITHOUT minifying (`DOCKET_OUT_DIR=<dir> npx vite build --minify false`), so components
 * keep their names. The heavy student, a fresh start on the dashboard, 2 s to settle (the warm-ups), then a
 * tour through the nav (every link twice, the first open of a screen and a repeat one). For each click, a
 * stand-in React DevTools hook (production React reports every commit to it) counts the commits from the
 * click until the screen's h1 shows and 600 ms more, and the components that rendered in them (mounted, or ran
 * their render: React's PerformedWork flag), split by where they are: the shell (src/app's Shell and what it
 * draws, outside the route's Outlet), the screen (inside the Outlet), off-screen warm-ups, and what is above
 * the shell (providers, the router). For the shell it lists each component that rendered and why (its props
 * object changed, its state changed, or neither: a context it reads). Prints figures; asserts nothing.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { heavyStudent, load, seedSnapshot, startBenchApp } from './bench-kit';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** Page-side: per commit, the rendered components by zone, and the shell's by name and reason. */
const SHELL_PROBE = `(() => {
  const commits = [];
  window.__docketCommits = commits;
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const nameOf = (t) => !t ? '?' : typeof t === 'string' ? t :
    t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && nameOf(t.type)) || '(anonymous)';
  // A fiber left untouched by a commit is the very object the last commit walked (a processed one is its
  // alternate): it and what is under it are skipped, or the flags of an earlier render would count again.
  let last = new WeakSet();
  let seen = new WeakSet();
  const walk = (fiber, depth, zone, out, mounting) => {
    for (let c = fiber.child; c; c = c.sibling) {
      if (last.has(c)) continue;
      seen.add(c);
      const mount = mounting || !c.alternate;
      const name = COMPONENT.has(c.tag) ? nameOf(c.type) : '';
      let d = depth;
      let z = zone;
      if (/^RenderedRoute\\d*$/.test(name)) { d++; if (d === 1 && z === 'above') z = 'shell'; if (d >= 2 && z === 'shell') z = 'screen'; }
      if (/^OffscreenWarmup\\d*$/.test(name)) z = 'warmup';
      if (COMPONENT.has(c.tag) && (mount || (c.flags & 1) === 1)) {
        out.zones[z] = (out.zones[z] || 0) + 1;
        if (z === 'shell' || z === 'above') {
          const why = mount ? 'mount' : c.memoizedProps !== c.alternate.memoizedProps ? 'props'
            : c.memoizedState !== c.alternate.memoizedState ? 'state' : 'context';
          const key = name + ' (' + why + ')';
          const list = z === 'shell' ? out.shell : out.above;
          list[key] = (list[key] || 0) + 1;
        }
      }
      if (mount || c.child !== c.alternate.child) walk(c, d, z, out, mount);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const out = { at: performance.now(), zones: {}, shell: {}, above: {} };
      seen = new WeakSet();
      walk(root.current, 0, 'above', out, false);
      last = seen;
      commits.push(out);
    },
  };
})();`;

interface Commit {
  at: number;
  zones: Record<string, number>;
  shell: Record<string, number>;
  above: Record<string, number>;
}

const TOUR = process.argv.includes('--short')
  ? ['Analytics', 'Dashboard', 'Courses', 'Dashboard']
  : [
      'Courses',
      'RPAs',
      'Analytics',
      'Dashboard',
      'Flowmaps',
      'Weekly',
      'Syllabus',
      'Workflows',
      'Weak Spots',
      'Practice',
      'Dashboard',
      'Courses',
      'RPAs',
      'Analytics',
      'Dashboard',
      'Flowmaps',
      'Weekly',
    ];

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const top = (r: Record<string, number>, n: number) =>
  Object.entries(r)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

async function tour(page: Page, label: string, verbose: boolean) {
  const seen = new Set<string>();
  const rows: Array<{ link: string; first: boolean; commits: Commit[] }> = [];
  for (const link of TOUR) {
    await page.evaluate('window.__docketCommits.length = 0');
    const from = (await page.evaluate('location.pathname')) as string;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await page.waitForFunction(
      `location.pathname !== ${JSON.stringify(from)} && document.querySelector('#main-content h1') !== null`,
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForTimeout(600);
    rows.push({
      link,
      first: !seen.has(link),
      commits: (await page.evaluate('window.__docketCommits')) as Commit[],
    });
    seen.add(link);
  }
  console.log(`\n${label} (${load()})`);
  const totals = { shell: [] as number[], screen: [] as number[] };
  for (const { link, first, commits } of rows) {
    const zone = (z: string) => commits.reduce((a, c) => a + (c.zones[z] ?? 0), 0);
    const shell = zone('shell');
    totals.shell.push(shell);
    totals.screen.push(zone('screen'));
    console.log(
      `  ${`${link}${first ? '' : ' again'}`.padEnd(18)} ${String(commits.length).padStart(2)} commits; shell ${String(shell).padStart(4)}, above it ${String(zone('above')).padStart(3)}, screen ${String(zone('screen')).padStart(5)}, warm-ups ${zone('warmup')}`,
    );
    if (verbose)
      commits.forEach((c, i) => {
        if (sum(c.shell) + sum(c.above) === 0) return;
        console.log(`      commit ${i + 1}: shell ${sum(c.shell)}: ${top(c.shell, 40)}`);
        if (sum(c.above)) console.log(`                above: ${top(c.above, 12)}`);
      });
  }
  const avg = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
  console.log(
    `  per navigation, mean: shell ${avg(totals.shell)} components, screen ${avg(totals.screen)} (${rows.length} clicks)`,
  );
}

async function main() {
  const builds = [flag('--dist'), flag('--base')].filter((d): d is string => Boolean(d));
  if (builds.length === 0) throw new Error('--dist <dir> (a build made with --minify false) is required');
  const { set } = heavyStudent();
  for (const dist of builds) {
    const app = await startBenchApp(path.resolve(dist));
    try {
      const context = await app.context(SHELL_PROBE);
      await seedSnapshot(context, app.base, set.doc);
      const page = await context.newPage();
      await page.goto(`${app.base}/dashboard`);
      await page.getByTestId('dashboard-card').first().waitFor();
      await page.waitForTimeout(2_500);
      await tour(page, dist, !process.argv.includes('--quiet'));
    } finally {
      await app.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
