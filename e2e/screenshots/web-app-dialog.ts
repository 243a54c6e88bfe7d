// The web-app dialog (docs/pwa.md) for docs/screenshots/pwa-dialog-{desktop,mobile}.png, called by
// e2e/screenshots.ts. Needs a running server with the built app (the service worker included).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
};

export async function captureWebAppDialog(
  browser: Browser,
  baseUrl: string,
  outDir: string,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // Chromium offers installation with this event; headless Chromium in an off-the-record
    // context never fires it, so the screenshot stands in for it to show "Instalar aplicación".
    // A string, not a function: tsx would wrap the arrow functions in a helper the page lacks.
    await page.evaluate(`window.dispatchEvent(Object.assign(
      new Event('beforeinstallprompt', { cancelable: true }),
      { prompt: () => Promise.resolve(), userChoice: new Promise(() => {}) },
    ))`);
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Ayuda' }).click();
    await page.getByRole('menuitem', { name: 'Aplicación web' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicación web' });
    await dialog.getByText(/^[0-9a-f]{16}$/).waitFor();
    await dialog.getByText('Activo', { exact: true }).waitFor();
    await page.waitForTimeout(400); // the overlay's fade
    await page.screenshot({ path: path.join(outDir, `pwa-dialog-${size}.png`) });
    await context.close();
  }
}
