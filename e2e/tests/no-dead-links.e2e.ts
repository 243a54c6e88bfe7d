import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signInThroughForm } from '../support/browser';

/*
 * docs/product/app-shell.md "Sidebar": no link of the app opens a page that is not there. For
 * each role, on a desktop and on a phone (the drawer), every link of the sidebar, the header's
 * panels and menus and the help menu is followed by clicking it, and the page it opens must be a
 * real one: not "Próximamente", not "Página no encontrada", not "Esta función está apagada", not
 * the error page.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let adminToken = '';

const VIEWPORTS = [
  ['1440 px', { width: 1440, height: 900 }],
  ['375 px', { width: 375, height: 812 }],
] as const;
type Viewport = (typeof VIEWPORTS)[number][1];
type RoleName = keyof typeof ACCOUNTS;
const ROLES: readonly RoleName[] = ['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'];

/** What a page that is not there says (pages.ts, feature-flags.ts, errors of the app shell). */
const DEAD_ENDS = [
  'Próximamente',
  'Página no encontrada',
  'Esta función está apagada',
  '¡Oops! Algo salió mal',
  'Error en la Aplicación',
];

/** Where the header's links live once their trigger is used: the header, dialogs and menus. */
const OVERLAYS = 'header, [role="dialog"], [role="menu"]';

/** A place that holds links: the sidebar or drawer, or something the header opens. */
interface Surface {
  name: string;
  /** Makes the surface's links clickable and returns the element that holds them. */
  open: (page: Page) => Promise<Locator>;
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

const SIDEBAR: Surface = {
  name: 'sidebar',
  async open(page) {
    if (isDesktop(page)) {
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.waitFor();
      // Gestión and Configuración start collapsed: open every group, as a person would.
      const closed = nav.locator('button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      return nav;
    }
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const drawer = page.getByRole('dialog', { name: /Menú de navegación/ });
    await drawer.waitFor();
    return drawer.getByRole('navigation', { name: 'Navegación principal' });
  },
};

/** A header button that opens a panel, dialog or menu. */
function headerSurface(name: string, trigger: RegExp | string): Surface {
  return {
    name,
    async open(page) {
      await page.locator('header').getByRole('button', { name: trigger }).click();
      await page.locator('[role="dialog"], [role="menu"]').first().waitFor();
      return page.locator(OVERLAYS);
    },
  };
}

function helpMenuItem(item: string): Surface {
  return {
    name: `help menu: ${item}`,
    async open(page) {
      await page.locator('header').getByRole('button', { name: 'Ayuda', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await page.getByRole('dialog').first().waitFor();
      return page.getByRole('dialog');
    },
  };
}

/** The header's surfaces this role has (docs/product/app-shell.md#header). */
function headerSurfaces(role: RoleName): Surface[] {
  return [
    headerSurface('user menu', /^Menú de usuario/),
    headerSurface('notifications', /^Notificaciones/),
    ...(role === 'ADMIN' || role === 'TECH_LEAD'
      ? [headerSurface('recent changes', /^Cambios recientes/)]
      : []),
    ...(role === 'CLIENT' ? [] : [headerSurface('system health', /^Salud del sistema/)]),
    helpMenuItem('Preguntas frecuentes'),
    helpMenuItem('Aplicación web'),
  ];
}

/**
 * A notification's own ticket (`/tickets/{id}`) is data, not navigation: the ticket journeys open
 * those, and another journey may have deleted the ticket since.
 */
const TICKET_OF_A_NOTIFICATION = /^\/tickets\/(?!create$|new$|completed$|public$)[^/?#]+/;

/** The in-app addresses a surface links to. */
async function hrefsIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => !TICKET_OF_A_NOTIFICATION.test(href));
}

async function signedIn(role: RoleName, viewport: Viewport) {
  const opened = await newPage(browser, baseUrl, viewport);
  await signInThroughForm(opened.page, ACCOUNTS[role].email, ACCOUNTS[role].password);
  await opened.page.locator('#main-content').getByRole('heading', { level: 1 }).first().waitFor();
  return opened;
}

async function closeOverlays(page: Page): Promise<void> {
  for (let tries = 0; tries < 3; tries += 1) {
    if ((await page.locator('[role="dialog"], [role="menu"]').count()) === 0) return;
    await page.keyboard.press('Escape');
  }
}

/** Clicks the link to `href` on `surface` and checks the page it opens is a real one. */
async function follow(page: Page, surface: Surface, href: string): Promise<void> {
  await closeOverlays(page);
  const scope = await surface.open(page);
  const link = scope.locator(`a[href="${href}"]`).first();
  await link.click();
  // `/` opens the role's panel at /dashboard (docs/product/app-shell.md#redirects).
  const path = new URL(href, baseUrl).pathname;
  const expected = path === '/' ? '/dashboard' : path;
  await page.waitForURL((url) => url.pathname === expected);
  const main = page.locator('#main-content');
  await main.getByRole('heading', { level: 1 }).first().waitFor();
  // The address changes first; a page that suspends while it loads keeps the previous one on
  // screen for a moment (a transition), which may be the "Próximamente" of the landing page.
  const deadEndsShown = async () => {
    const counts = await Promise.all(
      DEAD_ENDS.map((text) => page.getByText(text, { exact: true }).count()),
    );
    return counts.some((count) => count > 0);
  };
  for (let waited = 0; waited < 10_000 && (await deadEndsShown()); waited += 250) {
    await page.waitForTimeout(250);
  }
  for (const text of DEAD_ENDS) {
    const where = `${surface.name} → ${href}: "${text}"`;
    expect(await page.getByText(text, { exact: true }).count(), where).toBe(0);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
});
afterAll(async () => {
  // Whatever happened below, the capability not built yet is off again for the other journeys.
  await apiCall(baseUrl, adminToken, 'PUT', '/feature-flags/whatsappAgent', { enabled: false });
  await browser.close();
});

describe('no dead links (docs/product/app-shell.md "Sidebar")', () => {
  for (const [size, viewport] of VIEWPORTS) {
    it.each(ROLES)(`follows every link a %s sees at ${size}`, async (role) => {
      const { context, page } = await signedIn(role, viewport);
      const surfaces = [SIDEBAR, ...headerSurfaces(role)];
      const followed = new Set<string>();
      let sidebarLinks: string[] = [];
      for (const surface of surfaces) {
        await closeOverlays(page);
        const hrefs = await hrefsIn(await surface.open(page));
        if (surface === SIDEBAR) {
          sidebarLinks = hrefs;
          // The open drawer or sidebar, every group unfolded, is accessible.
          expect(await axeViolations(page)).toEqual([]);
        }
        for (const href of hrefs) {
          if (followed.has(href)) continue;
          followed.add(href);
          await follow(page, surface, href);
        }
      }
      // The links that make the role's day are there (the rest of the list follows the flags).
      const expected: Record<RoleName, string[]> = {
        ADMIN: [
          '/',
          '/admin/dashboard',
          '/admin/sla-dashboard',
          '/admin/reports',
          '/tickets',
          '/admin/customers',
          '/admin/team',
          '/admin/departments',
          '/admin/products',
          '/admin/services',
          '/macros',
          '/admin/sla-management',
          '/admin/excel-import',
          '/changelog',
          '/admin/break-reminders',
          '/admin/audit-logs',
        ],
        TECH_LEAD: [
          '/',
          '/tickets',
          '/admin/departments',
          '/admin/team',
          '/technician/schedules',
          '/technician/lunch-schedule',
          '/admin/sla-dashboard',
          '/admin/reports',
          '/macros',
        ],
        TECHNICIAN: [
          '/',
          '/technician/schedules',
          '/technician/lunch-schedule',
          '/tickets',
          '/tickets/completed',
          '/macros',
        ],
        CLIENT: ['/client/dashboard', '/tickets', '/tickets/create'],
      };
      expect(sidebarLinks).toEqual(expect.arrayContaining([...expected[role], '/profile']));
      // docs/reports.md#pages: administrators and leads only.
      if (role === 'TECHNICIAN' || role === 'CLIENT') {
        expect(sidebarLinks).not.toContain('/admin/reports');
      }
      expect(sidebarLinks).not.toContain('/admin/whatsapp-agent');
      expect(followed.size).toBeGreaterThan(expected[role].length);
      await context.close();
    });
  }
});

describe('capabilities not built yet (docs/feature-flags.md)', () => {
  it('shows the built capabilities and their FAQ entries, and never a link to one not built yet', async () => {
    const { context, page } = await signedIn('ADMIN', VIEWPORTS[0][1]);
    const faq = async () => {
      await closeOverlays(page);
      return helpMenuItem('Preguntas frecuentes').open(page);
    };
    const dialog = await faq();
    await dialog.getByText('¿Cómo doy de alta a un técnico o cambio un rol?').waitFor();
    // docs/sla.md: SLAs are built and need no flag: their entry, Gestión de SLA and the Panel de SLA.
    await dialog.getByText('¿Cómo funcionan los SLA?').waitFor();
    // docs/schedules.md: team time is built; its flag is on by default.
    await dialog.getByText('¿Cómo veo los horarios del equipo?').waitFor();
    // docs/reports.md#pages: reports are built; their entry and Reportes are there by default.
    await dialog.getByText('¿Dónde están los reportes?').waitFor();
    // docs/email.md and docs/api-keys.md: e-mail and API keys are built; their entries are there.
    await dialog.getByText('¿Cómo configuro el email?').waitFor();
    await dialog.getByText('¿Cómo creo claves de API para recibir tickets?').waitFor();
    await closeOverlays(page);
    const nav = await SIDEBAR.open(page);
    expect(await nav.getByRole('link', { name: 'Panel de SLA' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Gestión de SLA' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Reportes' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Configuración de email' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Asistente de WhatsApp' }).count()).toBe(0);

    // docs/feature-flags.md#capabilities-not-built-yet: its flag cannot be turned on.
    await expect(
      apiCall(baseUrl, adminToken, 'PUT', '/feature-flags/whatsappAgent', { enabled: true }),
    ).rejects.toThrow(/400/);
    await page.reload();
    const navAgain = await SIDEBAR.open(page);
    await navAgain.getByRole('link', { name: 'Reportes' }).waitFor();
    expect(await navAgain.getByRole('link', { name: 'Asistente de WhatsApp' }).count()).toBe(0);
    await context.close();
  });
});
