import { ACCOUNTS } from './support/accounts';
import { launchBrowser, newPage, signInThroughForm } from './support/browser';
import { startServer } from './support/server';

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [size, viewport] of Object.entries({
    desktop: { width: 1366, height: 860 },
    mobile: { width: 375, height: 812 },
  })) {
    const { context, page } = await newPage(browser, server.baseUrl, viewport);
    await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
    for (const route of ['/admin/team', '/admin/audit-logs', '/admin/departments', '/tickets', '/settings/notifications']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/uit/shots/${route.replaceAll('/', '_')}-${size}.png`, fullPage: true });
    }
    await context.close();
  }
  // The team table forced into a 375 px-wide region: a desktop layout squeezed.
  const { context, page } = await newPage(browser, server.baseUrl, { width: 800, height: 700 });
  await signInThroughForm(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await page.goto('/admin/team');
  await page.getByRole('region', { name: /equipo/i }).first().waitFor();
  await page.screenshot({ path: '/tmp/uit/shots/team-800.png', fullPage: true });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
