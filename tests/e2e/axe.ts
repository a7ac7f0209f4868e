import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.2 AA, as axe knows it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG rules whose outcome depends on the colour scheme (the rest read the same DOM in light and dark):
 * a page already checked with every rule in one scheme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core's own source, the copy @axe-core/playwright injects (resolved from that package, so the two can
 * never differ).
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string })
  .source;

/**
 * Puts axe into every frame of the page that does not have it yet, configured as @axe-core/playwright's
 * legacy mode configures it (same-origin frames only). Once per document: a route opened inside the running
 * app (goInApp) keeps it, a full load or reload gets it again.
 */
async function injectAxe(page: Page): Promise<void> {
  const has = (frame: Frame) =>
    frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  for (const frame of page.frames()) {
    if (await has(frame)) continue;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(
      `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
}

/** One line per violation (`only`: these rules alone): rule, impact, and the first few offending nodes (what a failing test prints). */
export async function axeViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  // What @axe-core/playwright's AxeBuilder does in legacy mode (axe.run in the page itself, frames reached by
  // axe's own messaging; the app has no cross-origin frames), with the same options (withTags, or withRules
  // when `only` is given), except that axe is injected once per document instead of twice per check: its
  // 0.6 MB source was evaluated again in every frame before every run. The default (partial) mode also opened
  // a blank page per check to finish the run there: about 1.3 s more per check, same rules, same result.
  await injectAxe(page);
  const options: RunOptions = {
    runOnly: only ? { type: 'rule', values: [...only] } : { type: 'tag', values: WCAG_TAGS },
  };
  const outcome = await page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe
        .run(document, opts)
        .then((results) => ({ error: null, violations: results.violations }))
        .catch((err: Error) => ({ error: err.message, violations: [] })),
    options,
  );
  if (outcome.error) throw new Error(outcome.error);
  return outcome.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}`,
  );
}

/** Fails with every axe violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Switches the emulated colour scheme, waits until Mantine has applied it to the page, then until the colour
 * transitions it started have ended: axe reads the colours as they are at that moment, and a background still
 * fading (the reading's Dropzone, 4.36:1 half-way to dark) is neither scheme's colour. Before axe was injected
 * once per page, the 0.7 s of injecting it again hid this race.
 */
export async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await settleTransitions(page);
}

/** Waits until the CSS transitions running or about to start (after the next two frames) have ended. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const running = document.getAnimations().filter((a) => a instanceof CSSTransition);
    // A transition cancelled by a later change rejects `finished`: it is over too.
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The page as it is now in both schemes: every rule in light, then in dark only the rules that read colours
 * (the same DOM again); it is left in light. Keys are `${state} (light)` / `${state} (dark)`, violations only.
 */
export async function axeViolationsLightAndDark(
  page: Page,
  state: string,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await switchScheme(page, scheme);
    const v = await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined);
    if (v.length) found[`${state} (${scheme})`] = v;
  }
  await switchScheme(page, 'light');
  return found;
}

/**
 * axeViolationsLightAndDark for a page that is opened next on another route (a11y.spec, plan-a11y.spec): the
 * same two checks (every rule in light, the colour rules in dark, same keys), starting in the scheme the page
 * is in and leaving it in the other, so a run of routes switches once per route instead of three times
 * (light, dark, light). Returns the violations and the scheme the page was left in (the next route's first).
 */
export async function axeViolationsBothSchemes(
  page: Page,
  state: string,
  scheme: 'light' | 'dark',
): Promise<{ found: Record<string, string[]>; left: 'light' | 'dark' }> {
  const found: Record<string, string[]> = {};
  const order = scheme === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
  for (const s of order) {
    // The first check: the page is already in this scheme (switchScheme then only waits for transitions).
    await switchScheme(page, s);
    const v = await axeViolations(page, s === 'dark' ? COLOUR_RULES : undefined);
    if (v.length) found[`${state} (${s})`] = v;
  }
  return { found, left: order[1] };
}
