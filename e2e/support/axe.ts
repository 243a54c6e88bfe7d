import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// docs/product/ui.md#accessibility: WCAG 2.2 AA plus best practices; a tag list with wcag22aa turns
// on target-size.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every axe violation on the page, as "rule (impact): help" lines; [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours measured mid fade-in (a toast, a panel) are not what a person reads.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}`,
  );
}
