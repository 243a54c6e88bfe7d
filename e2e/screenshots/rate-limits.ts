// docs/screenshots/rate-limits-*.png (called by e2e/screenshots.ts), on a server of its own with a
// small per-user limit: the notice of a page waiting out a 429 (docs/operations.md#rate-limits),
// and the error page /support shows when its code cannot be downloaded, at desktop and 375 px.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { newPage, signInThroughForm } from '../support/browser';
import { ADMIN, startServer } from '../support/server';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};
const WINDOW_SECONDS = 30;
const NOTICE = /Demasiadas solicitudes en poco tiempo\. Reintentando en \d+ s…/;
const PUBLIC_PAGE_CHUNK = /\/assets\/public-ticket-page-[^/]+\.js$/;

/** Spends the administrator's allowance until a 429 leaves most of the window to wait. */
async function spendAllowance(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  for (;;) {
    const response = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    if (response.status !== 429) continue;
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter >= WINDOW_SECONDS / 2) return;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

export async function captureRateLimitPages(browser: Browser, outDir: string): Promise<void> {
  const server = await startServer({
    RATE_LIMIT_USER_PER_MINUTE: '60',
    RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughForm(page, ADMIN.email, ADMIN.password);
      await page.goto('/tickets');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await spendAllowance(server.baseUrl);
      await page.reload();
      await page.getByText(NOTICE).first().waitFor();
      await page.waitForTimeout(600); // the toast's entrance
      await page.screenshot({ path: path.join(outDir, `rate-limits-notice-${size}.png`) });
      await context.close();

      // A visitor's first load (no service worker yet to answer from its cache).
      const visitor = await newPage(browser, server.baseUrl, viewport);
      await visitor.page.route(PUBLIC_PAGE_CHUNK, (route) =>
        route.fulfill({ status: 429, body: '' }),
      );
      await visitor.page.goto('/support');
      await visitor.page
        .getByRole('heading', { level: 1, name: '¡Oops! Algo salió mal' })
        .waitFor();
      await visitor.page.screenshot({
        path: path.join(outDir, `rate-limits-error-page-${size}.png`),
      });
      await visitor.context.close();
    }
  } finally {
    await server.stop();
  }
}
