import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

describe('accessibility (axe-core)', () => {
  it.each(['/login', '/register', '/forgot-password'])(
    '%s has no serious or critical violation',
    async (path) => {
      const { context, page } = await newPage(browser, baseUrl);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const blocking = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await context.close();
    },
  );

  it('/login showing its errors has no serious or critical violation', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const blocking = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
});
