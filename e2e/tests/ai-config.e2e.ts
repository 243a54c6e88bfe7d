import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAiProvider, type FakeAiProvider } from '../../apps/server/test/fake-ai-provider';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiCreateUser, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { startJourneyServer, type JourneyServer } from '../support/journey-server';

// docs/assistant.md#settings-pages: an administrator points "IA y RAG" at an OpenAI-compatible
// provider (a fake one on loopback), tests the connection, saves and finds it kept; switches a
// channel in "Control del asistente IA"; a técnico is refused both. A server of its own whose
// outbound guard lets loopback through (OUTBOUND_ALLOW_HOSTS), since the shared one refuses it.
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 375, height: 812 };

let browser: Browser;
let server: JourneyServer;
let provider: FakeAiProvider;
let adminToken = '';

beforeAll(async () => {
  provider = await startFakeAiProvider();
  server = await startJourneyServer({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  adminToken = await apiLogin(server.baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  await apiCreateUser(server.baseUrl, adminToken, ACCOUNTS.TECHNICIAN);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

async function signInAsAdmin(viewport: typeof DESKTOP, path: string) {
  const opened = await newPage(browser, server.baseUrl, viewport);
  await signIn(opened.page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, path);
  return opened;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('IA y RAG', () => {
  it('configures the provider, tests it, saves and keeps it after a reload (desktop)', async () => {
    const { context, page } = await signInAsAdmin(DESKTOP, '/dashboard');
    // Reached from the sidebar's Configuración group, now that the page exists.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Configuración' }).click();
    await nav.getByRole('link', { name: 'IA y RAG' }).click();
    await page.getByRole('heading', { level: 1, name: 'IA y RAG' }).waitFor();
    expect(await page.title()).toMatch(/^IA y RAG/);
    await page.getByText('Sin proveedor', { exact: true }).waitFor();
    await page.getByText('Sin clave', { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    expect(await save.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Errors in Spanish, under their fields.
    await page.locator('#ai-config-model').fill('modelo-prueba');
    await page.getByLabel('Temperatura').fill('3');
    await page.getByText('Tienes cambios sin guardar.').waitFor();
    await save.click();
    await page.getByText('La temperatura va de 0 a 2').waitFor();
    await page.getByText('Escribe la URL del proveedor para usar este modelo').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('URL base del proveedor').fill(provider.baseUrl);
    await page.getByLabel('Temperatura').fill('0,4');
    await page.getByLabel('Clave de API').fill('sk-prueba-atiende');
    await page.getByRole('button', { name: 'Agregar modelo' }).click();
    await page.locator('#ai-config-price-0-model').fill('modelo-prueba');
    await page.locator('#ai-config-price-0-prompt').fill('0.6');
    await page.locator('#ai-config-price-0-completion').fill('2,4');
    await page.getByLabel('Presupuesto mensual (S/)').fill('25');
    // "Probar conexión" tries what is saved: it waits while there are changes.
    const probe = page.getByRole('button', { name: 'Probar conexión' });
    expect(await probe.isDisabled()).toBe(true);
    await page.getByText('Guarda los cambios para probarlos.').waitFor();
    await save.click();
    await page.getByText('Configuración de IA guardada').waitFor();
    await page.getByText('Proveedor configurado', { exact: true }).waitFor();
    await page.getByText('Clave guardada', { exact: true }).waitFor();
    // The key is never shown back.
    expect(await page.getByLabel('Clave de API').inputValue()).toBe('');
    expect(await save.isDisabled()).toBe(true);

    await probe.click();
    await page.getByText(/Conexión correcta con el modelo modelo-prueba \(\d+ ms\)\./).waitFor();
    const call = provider.requests.at(-1);
    expect(call?.authorization).toBe('Bearer sk-prueba-atiende');
    expect(call?.body.model).toBe('modelo-prueba');
    // The provider refusing the key: its Spanish message, never the provider's body.
    provider.script({ kind: 'status', status: 401 });
    await probe.click();
    await page
      .getByText('El proveedor rechazó la clave de API (401/403). Revisa la clave.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'IA y RAG' }).waitFor();
    await page.getByText('Clave guardada', { exact: true }).waitFor();
    expect(await page.getByLabel('URL base del proveedor').inputValue()).toBe(provider.baseUrl);
    expect(await page.locator('#ai-config-model').inputValue()).toBe('modelo-prueba');
    expect(await page.getByLabel('Temperatura').inputValue()).toBe('0.4');
    expect(await page.locator('#ai-config-price-0-completion').inputValue()).toBe('2.4');
    expect(await page.getByLabel('Presupuesto mensual (S/)').inputValue()).toBe('25');
    expect(await page.getByLabel('Clave de API').inputValue()).toBe('');
    const stored = await apiCall<{ apiKeyConfigured: boolean; temperature: number }>(
      server.baseUrl,
      adminToken,
      'GET',
      '/ai/config',
    );
    expect(stored).toMatchObject({ apiKeyConfigured: true, temperature: 0.4 });
    expect(JSON.stringify(stored)).not.toContain('sk-prueba-atiende');

    // A new address needs the key typed again (it is never sent to another address).
    await page.getByLabel('URL base del proveedor').fill('https://api.example.com/v1');
    await save.click();
    await page
      .getByText('Cambiaste la dirección del proveedor: vuelve a escribir la clave de API', {
        exact: false,
      })
      .waitFor();
    await context.close();
  });

  it('fits a phone, and switches a channel in Control del asistente IA (375 px)', async () => {
    const { context, page } = await signInAsAdmin(PHONE, '/admin/ai-config');
    await page.getByRole('heading', { level: 1, name: 'IA y RAG' }).waitFor();
    await page.getByRole('button', { name: 'Probar conexión' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/ai-agent-control');
    await page.getByRole('heading', { level: 1, name: 'Control del asistente IA' }).waitFor();
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp' });
    expect(await whatsapp.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Chat web' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await whatsapp.click();
    // Out of "A toda hora", the days and hours appear; none ticked is refused.
    await page.getByRole('switch', { name: 'A toda hora' }).click();
    const days = page.getByRole('group', { name: 'Días' });
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']) {
      await days.getByLabel(day).uncheck();
    }
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Elige al menos un día').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await days.getByLabel('Lunes').check();
    await page.getByLabel('Desde', { exact: true }).fill('22:00');
    await page.getByLabel('Hasta', { exact: true }).fill('06:00');
    await page.getByText('El horario pasa la medianoche', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Control del agente guardado').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Control del asistente IA' }).waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'WhatsApp' }).getAttribute('aria-checked'))
      .toBe('true');
    expect(
      await page.getByRole('switch', { name: 'A toda hora' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(await page.getByLabel('Lunes').isChecked()).toBe(true);
    expect(await page.getByLabel('Martes').isChecked()).toBe(false);
    const control = await apiCall<{ channels: object; hours: object }>(
      server.baseUrl,
      adminToken,
      'GET',
      '/ai/agent-control',
    );
    expect(control).toMatchObject({
      channels: { WEB_CHAT: true, WHATSAPP: true },
      hours: { always: false, days: [1], from: '22:00', to: '06:00' },
    });
    await context.close();
  });

  it('refuses a técnico both pages, and his sidebar offers neither', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.TECHNICIAN.email, ACCOUNTS.TECHNICIAN.password, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: 'IA y RAG' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Control del asistente IA' }).count()).toBe(0);
    await page.goto('/admin/ai-config');
    await page.getByRole('heading', { level: 1, name: 'IA y RAG' }).waitFor();
    await page.getByText('La configuración de IA la administran los administradores.').waitFor();
    expect(await page.getByLabel('URL base del proveedor').count()).toBe(0);
    await page.goto('/admin/ai-agent-control');
    await page.getByText('El control del asistente lo administran los administradores.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
