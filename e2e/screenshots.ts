// `npm run screenshots -w e2e` (after `npm run build`): writes docs/screenshots/*.png — the
// public pages and each role's landing page at desktop and 375 px wide.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS } from './support/accounts';
import { apiCreateUser, apiLogin } from './support/api';
import { launchBrowser, newPage, signInThroughForm } from './support/browser';
import { startServer } from './support/server';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
mkdirSync(outDir, { recursive: true });
const VIEWPORTS = { desktop: { width: 1366, height: 860 }, mobile: { width: 375, height: 812 } };

const server = await startServer();
const browser = await launchBrowser();
try {
  const adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  for (const account of [ACCOUNTS.TECH_LEAD, ACCOUNTS.TECHNICIAN, ACCOUNTS.CLIENT]) {
    await apiCreateUser(server.baseUrl, adminToken, account);
  }
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const page of ['login', 'register', 'forgot-password']) {
      const { context, page: tab } = await newPage(browser, server.baseUrl, viewport);
      await tab.goto(`/${page}`);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      await tab.screenshot({ path: path.join(outDir, `${page}-${size}.png`), fullPage: true });
      await context.close();
    }
    for (const account of Object.values(ACCOUNTS)) {
      const { context, page: tab } = await newPage(browser, server.baseUrl, viewport);
      await signInThroughForm(tab, account.email, account.password);
      await tab.waitForTimeout(3_500); // let the sign-in toast leave
      const name = `layout-${account.role.toLowerCase().replace('_', '-')}-${size}`;
      await tab.screenshot({ path: path.join(outDir, `${name}.png`) });
      if (size === 'mobile') {
        await tab.getByRole('button', { name: /menú/i }).first().click();
        await tab.waitForTimeout(400);
        await tab.screenshot({ path: path.join(outDir, `${name}-menu.png`) });
      }
      await context.close();
    }
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
