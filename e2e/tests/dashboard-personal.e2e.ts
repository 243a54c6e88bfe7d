import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn, signInThroughForm } from '../support/browser';
import {
  seedPersonalDashboards,
  statusesOf,
  type PersonalDashboardSeed,
} from '../support/dashboard-personal-seed';

/**
 * docs/dashboards.md "Técnico", "Cliente" and "Panel Principal": each signs in, reads figures
 * made from the tickets seeded here, and follows one into the filtered ticket list.
 */
const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const VIEWPORTS = [
  ['1440 px', { width: 1440, height: 900 }],
  ['375 px', { width: 375, height: 812 }],
] as const;
const STATUS_LABELS: Record<string, string> = {
  PENDIENTE: 'Pendiente',
  EN_PROGRESO: 'En progreso',
  ESCALADO: 'Escalado',
  RESUELTO: 'Resuelto',
  CERRADO: 'Cerrado',
};

let browser: Browser;
let adminToken = '';
let seed: PersonalDashboardSeed;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  seed = await seedPersonalDashboards(baseUrl, adminToken, STAMP);
});
afterAll(async () => browser.close());

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The main region, so the sidebar's links never match by accident. */
const main = (page: Page) => page.getByRole('main');
/** The ticket list as cards (phone, split view) or as the desktop table. */
const ticketList = (page: Page) =>
  main(page)
    .getByRole('list', { name: 'Tickets', exact: true })
    .or(main(page).getByRole('table', { name: 'Lista de tickets' }));

describe('the técnico dashboard', () => {
  it.each(VIEWPORTS)(
    'shows my queue, load, replies and assignments and opens the list by priority (%s)',
    async (_size, viewport) => {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signIn(page, seed.technician.email, seed.password, '/technician/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Panel del Técnico' }).waitFor();
      const queue = main(page).getByRole('region', { name: 'Mi cola' });
      // Seeded: 4 tickets assigned, one of them resolved → 3 open out of a maximum of 5.
      await queue.getByText('3/5').waitFor();
      await queue.getByText('Tienes 3 tickets abiertos de un máximo de 5.').waitFor();
      await queue.getByRole('link', { name: 'Urgente 1 ticket abierto' }).waitFor();
      await queue.getByRole('link', { name: 'Media 0 tickets abiertos' }).waitFor();
      const replies = main(page).getByRole('region', { name: 'Respuestas de clientes' });
      await replies.getByText(seed.clientReply).waitFor();
      await replies.getByText(seed.client.name).first().waitFor();
      // Four assignments and the client's reply notified the técnico (docs/notifications.md).
      const mentions = main(page).getByRole('region', { name: 'Menciones y asignaciones' });
      await expect
        .poll(() => mentions.getByRole('listitem').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(4);
      // By SLA due time (default policy, docs/dashboards.md#due-soon): the two untouched Alta
      // tickets' first responses (4 h) and the answered Urgente's resolution (8 h).
      const due = main(page).getByRole('list', { name: 'Tickets por vencer' });
      expect(await due.getByRole('listitem').count()).toBe(3);
      expect(await due.getByText('Vence en 3 h').count()).toBe(2);
      expect(await due.getByText('Vence en 7 h').count()).toBe(1);
      // Today and this week: one ticket resolved, one reply, one first answer (within a minute).
      const figures = main(page).getByRole('table', { name: 'Tus cifras de hoy y de esta semana' });
      // Resolved today and this week open my tickets by day of resolution
      // (docs/tickets.md#list-filters).
      const resolvedToday = figures.getByRole('link', { name: 'Tickets resueltos hoy: 1' });
      expect(await resolvedToday.getAttribute('href')).toMatch(
        /^\/tickets\?assignedToId=me&resolvedFrom=\d{4}-\d{2}-\d{2}&view=all$/,
      );
      await figures.getByRole('link', { name: 'Tickets resueltos esta semana: 1' }).waitFor();
      await figures.getByRole('row', { name: 'Respuestas a clientes 1 1' }).waitFor();
      await figures
        .getByRole('row', {
          name: /Primera respuesta \(mediana\) 1 min en 1 ticket 1 min en 1 ticket/,
        })
        .waitFor();
      // My SLA this week (default policy): the Urgente answered within a minute, the resolved
      // one within its resolution target; nothing near or past its due time now.
      const sla = main(page).getByRole('region', { name: 'Mis SLA' });
      const tile = (label: string) => sla.getByRole('listitem').filter({ hasText: label });
      const tileText = async (label: string) =>
        ((await tile(label).textContent()) ?? '').replace(/\s+/g, ' ').trim();
      await expect
        .poll(() => tileText('Cumplimiento de primera respuesta'), { timeout: 15_000 })
        .toBe('Cumplimiento de primera respuesta 100 % 1 de 1 plazo a tiempo');
      expect(await tileText('Cumplimiento de resolución')).toBe(
        'Cumplimiento de resolución 100 % 1 de 1 plazo a tiempo',
      );
      expect(await tileText('Vencidos')).toBe(
        'Vencidos 0 Tickets abiertos con un plazo vencido, ahora',
      );
      await sla
        .getByRole('link', { name: 'Por vencer 0 Tickets abiertos cerca de su plazo, ahora' })
        .waitFor();
      // Only «Por vencer» leads somewhere: the SLA dashboard is not the técnico's.
      expect(await sla.getByRole('link').count()).toBe(1);
      await expectNoAxeViolations(page);

      await queue.getByRole('link', { name: 'Alta 2 tickets abiertos' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/tickets' &&
          url.searchParams.get('assignedToId') === 'me' &&
          url.searchParams.get('priority') === 'ALTA' &&
          url.searchParams.get('view') === 'open',
      );
      // The list's own rows or cards, not the dashboard a navigation transition may still show.
      const list = ticketList(page);
      await list.getByText(seed.tickets.highA.title).first().waitFor();
      await list.getByText(seed.tickets.highB.title).first().waitFor();
      expect(await list.getByText(seed.tickets.urgent.title).count()).toBe(0);
      await context.close();
    },
  );

  it("opens my tickets in the list's «Por vencer» view from Mis SLA", async () => {
    const { context, page } = await newPage(browser, baseUrl, VIEWPORTS[1][1]);
    await signIn(page, seed.technician.email, seed.password, '/technician/dashboard');
    const sla = main(page).getByRole('region', { name: 'Mis SLA' });
    await sla.getByRole('link', { name: /^Por vencer / }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/tickets' &&
        url.searchParams.get('assignedToId') === 'me' &&
        url.searchParams.get('view') === 'open' &&
        url.searchParams.get('sla') === 'atRisk',
    );
    await context.close();
  });

  it('moves its figures live when a ticket is assigned to me', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, seed.technician.email, seed.password, '/technician/dashboard');
    await page.locator('[data-realtime="connected"]').waitFor();
    const queue = main(page).getByRole('region', { name: 'Mi cola' });
    await queue.getByText('3/5').waitFor();
    // The client's waiting ticket goes to the técnico elsewhere: no reload here.
    await apiCall(baseUrl, adminToken, 'POST', `/tickets/${seed.tickets.waiting.id}/assign`, {
      assignedToId: seed.technician.id,
    });
    await queue.getByText('4/5').waitFor({ timeout: 15_000 });
    await queue.getByRole('link', { name: 'Baja 1 ticket abierto' }).waitFor();
    await context.close();
  });
});

describe('the client portal', () => {
  it.each(VIEWPORTS)(
    'shows my tickets in plain words, the team’s reply, my company and opens the list by status (%s)',
    async (_size, viewport) => {
      const clientToken = await apiLogin(baseUrl, seed.client.email, seed.password);
      const own = [
        seed.tickets.urgent,
        seed.tickets.highA,
        seed.tickets.highB,
        seed.tickets.resolved,
        seed.tickets.waiting,
      ];
      const statuses = await statusesOf(baseUrl, clientToken, own);
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await signInThroughForm(page, seed.client.email, seed.password);
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Portal de Cliente' }).waitFor();
      expect(await page.title()).toBe('Panel Principal · Atiende');

      // Every count is the number of my seeded tickets in that status.
      const counts = main(page).getByRole('region', { name: 'Mis tickets por estado' });
      for (const [status, label] of Object.entries(STATUS_LABELS)) {
        const count = statuses.filter((value) => value === status).length;
        const word = count === 1 ? 'ticket' : 'tickets';
        await counts
          .getByRole('link', { name: `${label} ${count} ${word}`, exact: true })
          .waitFor();
      }
      const open = main(page).getByRole('region', { name: 'Mis tickets abiertos' });
      await open
        .getByRole('link', { name: new RegExp(seed.tickets.resolved.title) })
        .getByText('Resuelto: confirma si se solucionó')
        .waitFor();
      const replies = main(page).getByRole('region', { name: 'Respuestas del equipo' });
      await replies.getByText(seed.teamReply).waitFor();
      const company = main(page).getByRole('region', { name: `Tickets de ${seed.company.name}` });
      await company.getByRole('link', { name: new RegExp(seed.tickets.colleague.title) }).waitFor();
      // The company's open tickets: the client's four open ones and the colleague's.
      const companyLink = company.getByRole('link', { name: '5 tickets abiertos en tu empresa' });
      expect(await companyLink.getAttribute('href')).toBe(
        `/tickets?customerId=${seed.company.id}&view=open`,
      );
      const newTicket = main(page).getByRole('link', { name: 'Nuevo Ticket' }).first();
      expect(await newTicket.getAttribute('href')).toBe('/tickets/create');
      const box = await newTicket.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expectNoAxeViolations(page);

      await counts.getByRole('link', { name: /^Resuelto / }).click();
      await page.waitForURL(
        (url) => url.pathname === '/tickets' && url.searchParams.get('status') === 'RESUELTO',
      );
      // The list's own cards, not the portal a navigation transition may still show.
      const cards = ticketList(page);
      await cards.getByText(seed.tickets.resolved.title).first().waitFor();
      expect(await cards.getByText(seed.tickets.waiting.title).count()).toBe(0);
      await context.close();
    },
  );

  it('shows a skeleton while the portal is slow and a retry where it failed', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signInThroughForm(page, seed.client.email, seed.password);
    let answer: 'slow' | 'fail' | 'normal' = 'slow';
    await context.route('**/api/dashboard/client', async (route) => {
      if (answer === 'fail') {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            message: 'Servicio no disponible',
            error: { code: 'SERVICE_UNAVAILABLE' },
          }),
        });
        return;
      }
      if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/client/dashboard');
    // The title at once; the skeleton only once the answer is late (docs/product/ui.md#patterns).
    await page.getByRole('heading', { level: 1, name: 'Portal de Cliente' }).waitFor();
    await main(page).getByTestId('dashboard-skeleton').waitFor();
    await main(page).getByRole('region', { name: 'Mis tickets por estado' }).waitFor();
    expect(await main(page).getByTestId('dashboard-skeleton').count()).toBe(0);

    answer = 'fail';
    await page.reload();
    await main(page).getByText('No se pudo cargar tu portal.').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // The answer turns normal only once the retry is at hand: a refetch of the client's own
    // (a socket reconnecting) in between would otherwise clear the error before the click.
    const retry = main(page).getByRole('button', { name: 'Intentar nuevamente' });
    await retry.waitFor();
    answer = 'normal';
    await retry.click();
    await main(page).getByRole('region', { name: 'Mis tickets por estado' }).waitFor();
    expect(await main(page).getByText('No se pudo cargar tu portal.').count()).toBe(0);
    await context.close();
  });

  it('welcomes a brand-new client with what to do first', async () => {
    const { context, page } = await newPage(browser, baseUrl, { width: 375, height: 812 });
    await signInThroughForm(page, seed.newClient.email, seed.password);
    await page.waitForURL('**/dashboard');
    await main(page).getByRole('heading', { name: 'Aún no tienes tickets' }).waitFor();
    expect(await main(page).getByRole('link', { name: 'Nuevo Ticket' }).count()).toBe(2);
    expect(await main(page).getByRole('region', { name: 'Mis tickets por estado' }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'Nuevo Ticket' }).last().click();
    await page.waitForURL('**/tickets/create');
    await context.close();
  });
});

describe('the main panel (/dashboard)', () => {
  // A part only that role's dashboard draws, whatever the shared accounts hold by now (the
  // overview's period filter, the técnico's queue, the client's greeting).
  it.each([
    [
      'ADMIN',
      'Panel de Administración',
      (page: Page) => main(page).getByLabel('Periodo', { exact: true }),
    ],
    [
      'TECH_LEAD',
      'Panel del Líder Técnico',
      (page: Page) => main(page).getByLabel('Periodo', { exact: true }),
    ],
    [
      'TECHNICIAN',
      'Panel del Técnico',
      (page: Page) => main(page).getByRole('region', { name: 'Mi cola' }),
    ],
    [
      'CLIENT',
      'Portal de Cliente',
      (page: Page) => main(page).getByText('Hola, Patricia. Aquí ves tus tickets'),
    ],
  ] as const)(
    'shows a %s their own dashboard, without a title in the header',
    async (role, h1, part) => {
      const { context, page } = await newPage(browser, baseUrl);
      const account = ACCOUNTS[role];
      await signIn(page, account.email, account.password, '/dashboard');
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await part(page).waitFor();
      expect(await page.title()).toBe('Panel Principal · Atiende');
      // The header keeps the title for screen readers only (docs/product/app-shell.md#header).
      const headerTitle = await page.getByRole('banner').getByText('Panel Principal').boundingBox();
      expect(headerTitle?.width ?? 0).toBeLessThanOrEqual(1);
      expect(await page.getByText('Próximamente').count()).toBe(0);
      await context.close();
    },
  );
});
