import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';
import { waitForServiceWorker } from '../support/service-worker';

// The installable web app's information dialog; pwa.e2e.ts covers the manifest, the service
// worker, installability and the offline page (docs/pwa.md).
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('web-app dialog (docs/product/help-and-pwa.md tabs Estado, Cache, Configuración; messages)', () => {
  async function openDialog(page: Page): Promise<ReturnType<Page['getByRole']>> {
    await page.getByRole('button', { name: 'Ayuda' }).click();
    await page.getByRole('menuitem', { name: 'Aplicación web' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicación web' });
    await dialog.waitFor();
    return dialog;
  }

  it('opens from the help menu with its three tabs, and "Limpiar cache" says so', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signInThroughForm(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password);
    await waitForServiceWorker(page);
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    const dialog = await openDialog(page);
    const tabs = dialog.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Estado', 'Cache', 'Configuración']);

    // Estado
    expect(await dialog.getByRole('tab', { name: 'Estado' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await dialog.getByText('Activo', { exact: true }).waitFor();
    await dialog.getByText('En línea', { exact: true }).waitFor();
    await dialog.getByText('No instalada', { exact: true }).waitFor();
    await dialog.getByText(/^[0-9a-f]{16}$/).waitFor(); // buildHash from /version.json
    expect(await axeViolations(page)).toEqual([]);

    // Cache: keyboard moves between tabs (WAI-ARIA tabs).
    await dialog.getByRole('tab', { name: 'Estado' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('tab', { name: 'Cache' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await dialog.getByText('Archivos de la aplicación').waitFor();
    await dialog
      .getByText(/^\d+ archivos$/)
      .first()
      .waitFor();
    await dialog.getByText(/ de .* disponibles$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Limpiar cache' }).click();
    await page.getByText('Cache limpiado correctamente').waitFor();
    // A fresh worker stores the app again.
    await waitForServiceWorker(page);

    // Configuración
    await dialog.getByRole('tab', { name: 'Configuración' }).click();
    await dialog.getByRole('heading', { name: 'Qué funciona sin conexión' }).waitFor();
    await dialog.getByText('Permiso de notificaciones:').waitFor();
    await dialog.getByRole('button', { name: 'Buscar actualizaciones' }).click();
    await page.getByText('Ya tienes la última versión de Atiende').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The dialog hands focus back a moment after its content leaves (a timer of its own).
    const help = page.getByRole('button', { name: 'Ayuda' });
    await expect.poll(() => help.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('offers "Instalar aplicación" once the browser fires beforeinstallprompt, with both outcomes', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signInThroughForm(page, ACCOUNTS.CLIENT.email, ACCOUNTS.CLIENT.password);
    await page.getByText('Inicio de sesión exitoso').waitFor({ state: 'detached' });
    // Headless Chromium shows no install dialog: stand in for the browser's event.
    const offerInstall = (outcome: 'accepted' | 'dismissed') =>
      page.evaluate((choice) => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
        });
        window.dispatchEvent(event);
      }, outcome);

    await offerInstall('dismissed');
    const dialog = await openDialog(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Instalar aplicación' }).click();
    await page.getByText('Instalación cancelada').waitFor();
    await dialog
      .getByRole('button', { name: 'Instalar aplicación' })
      .waitFor({ state: 'detached' });

    await offerInstall('accepted');
    await dialog.getByRole('button', { name: 'Instalar aplicación' }).click();
    await page.getByText('Aplicación instalada correctamente').waitFor();
    await dialog.getByText('Instalada', { exact: true }).waitFor();
    const hasSideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasSideScroll).toBe(false);
    await context.close();
  });
});
