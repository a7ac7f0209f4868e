import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.2 AA, as axe knows it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG rules whose outcome depends on the colour scheme (the rest read the same DOM in light and dark):
 * a page already checked with every rule in one scheme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** One line per violation (`only`: these rules alone): rule, impact, and the first few offending nodes (what a failing test prints). */
export async function axeViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  // Legacy mode: axe.run in the page itself (frames reached by axe's own messaging; the app has no
  // cross-origin frames). The default runs axe.runPartial, then opens a blank page, injects axe there again
  // and finishes the run in it: about 1.3 s more per check on a loaded 2-core machine, same rules, same result.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  const { violations } = await (only ? builder.withRules([...only]) : builder).analyze();
  return violations.map(
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

/** Switches the emulated colour scheme and waits until Mantine has applied it to the page. */
export async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
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
