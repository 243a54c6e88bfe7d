import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// UX.md §6.1: WCAG 2.2 AA plus best practices; a tag list with wcag22aa turns on target-size.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every axe violation on the page, as "rule (impact): help" lines; [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}`,
  );
}
