import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

// docs/product/ui.md#accessibility: WCAG 2.2 AA plus best practices; a tag list with wcag22aa turns
// on target-size.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Colours measured mid fade-in (a toast, a panel) are not what a person reads. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

async function analyze(page: Page): Promise<Result[]> {
  await animationsSettled(page);
  return (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
}

/** "rule (impact): help — where": the first elements and, for contrast, the colours measured. */
function describe(violation: Result): string {
  const where = violation.nodes
    .slice(0, 3)
    .map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? ''}`.trim())
    .join(' | ');
  return `${violation.id} (${violation.impact}): ${violation.help} — ${where}`;
}

/**
 * Every axe violation on the page as a line ([] when clean), so a failure in CI can be understood
 * from its log alone. Contrast is the one rule a moment can fool (text measured while what is
 * behind it was still being drawn on a loaded machine): when contrast is all axe found, it measures
 * once more a second later and reports what stays.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let violations = await analyze(page);
  if (violations.length > 0 && violations.every((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(1_000);
    violations = await analyze(page);
  }
  return violations.map(describe);
}
