import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchBrowser, newPage, signIn } from '../support/browser';

/*
 * docs/schedules.md#pantallas: an administrator edits a técnico's week, the department's minimum
 * and its lunch rota on /admin/team/schedules; the técnico reads "Mis Horarios" (week and month),
 * "Horarios de Almuerzo" and the availability panel of their dashboard at 375 px. Axe clean.
 */

const baseUrl = inject('baseUrl');
const STAMP = Date.now();
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 375, height: 812 };

let browser: Browser;
let adminToken = '';
const department = { id: '', name: `Mesa de turnos ${STAMP}` };
const technician = {
  id: '',
  name: `Rocío Turnos ${STAMP}`,
  email: `rocio.turnos.${STAMP}@atiende.pe`,
};

/** Lima has no daylight saving: its wall clock is UTC − 5 h. */
function limaNow(): { weekday: number; minute: number } {
  const lima = new Date(Date.now() - 5 * 3_600_000);
  return { weekday: lima.getUTCDay(), minute: lima.getUTCHours() * 60 + lima.getUTCMinutes() };
}

const clock = (minute: number) =>
  `${String(Math.floor((minute % 1440) / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
let shiftText = '';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseUrl, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password);
  const created = await apiCall<{ department: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/departments',
    { name: department.name, description: 'Turnos y almuerzos' },
  );
  department.id = created.department.id;
  const person = await apiCall<{ technician: { id: string } }>(
    baseUrl,
    adminToken,
    'POST',
    '/technicians',
    {
      name: technician.name,
      email: technician.email,
      password: PASSWORD,
      departmentIds: [department.id],
      maxOpenTickets: 10,
    },
  );
  technician.id = person.technician.id;
  // Eight hours a day that began up to two hours ago, today (never last night: a pause counts for
  // the day its shift starts, and "Mi cumplimiento" is read on today's row): the técnico is on
  // shift while the journey runs.
  const start = Math.max(0, limaNow().minute - 120);
  shiftText = `${clock(start)}–${clock(start + 480)}`;
  await apiCall(baseUrl, adminToken, 'PUT', `/schedules/users/${technician.id}/shifts`, {
    shifts: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startMinute: start,
      durationMinutes: 480,
    })),
  });
});
afterAll(async () => browser.close());

describe('Horarios del equipo', () => {
  it('lets an administrator edit a week, the minimum and the lunch rota', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(
      page,
      ACCOUNTS.ADMIN.email,
      ACCOUNTS.ADMIN.password,
      `/admin/team/schedules?departamento=${department.id}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Horarios del equipo' }).waitFor();
    const pattern = page.getByRole('table', { name: `Turnos semanales de ${department.name}` });
    await pattern.getByRole('rowheader', { name: technician.name }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Tomorrow's shift, typed in the cell's dialog; a too-short one is refused in Spanish first.
    const tomorrow = WEEKDAYS[(limaNow().weekday + 1) % 7]!;
    await pattern
      .getByRole('button', { name: new RegExp(`^${technician.name}, ${tomorrow}:`) })
      .click();
    const dialog = page.getByRole('dialog', { name: `Turno de ${technician.name} el ${tomorrow}` });
    await dialog.getByLabel('Turno 1: desde').fill('09:00');
    await dialog.getByLabel('Turno 1: hasta').fill('09:15');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El turno debe durar entre 30 minutos y 16 horas.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Turno 1: hasta').fill('18:00');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Turnos de ${technician.name} guardados`).waitFor();
    await pattern
      .getByRole('button', { name: `${technician.name}, ${tomorrow}: 09:00–18:00. Editar turno` })
      .waitFor();

    // A minimum of two with one técnico: coverage falls short all day, and the page says so.
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await page.getByLabel('Mínimo disponible').fill('2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Turnos' }).click();
    const coverage = page.getByRole('region', { name: 'Cobertura bajo el mínimo' });
    // A long week is folded day by day; a day opens to say who and when.
    const day = coverage.locator('details').first();
    if ((await day.getAttribute('open')) === null) await day.locator('summary').click();
    await day.getByText('1 disponible de 2 como mínimo', { exact: false }).first().waitFor();

    await page.getByRole('tab', { name: 'Almuerzos' }).click();
    await page.getByRole('button', { name: 'Generar rota' }).click();
    await page.getByText('Propuesta sin guardar', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar rota' }).click();
    await page.getByText('Rota de almuerzo guardada').waitFor();

    // A lunch moved outside its shift (09:00–18:00) is refused under its own time, naming whose.
    const lunch = page.getByLabel(`Inicio del almuerzo de ${technician.name} el ${tomorrow}`);
    await lunch.fill('20:00');
    await page.getByRole('button', { name: 'Guardar rota' }).click();
    const outside = `El almuerzo del ${tomorrow} debe quedar dentro de su turno.`;
    await page.getByText(`${technician.name}: ${outside}`).waitFor();
    expect(await lunch.getAttribute('aria-invalid')).toBe('true');
    await page
      .locator(`#${await lunch.getAttribute('aria-describedby')}`)
      .getByText(outside)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    expect(await lunch.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it('tells a técnico the page is not theirs', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(
      page,
      ACCOUNTS.TECHNICIAN.email,
      ACCOUNTS.TECHNICIAN.password,
      '/admin/team/schedules',
    );
    await page
      .getByText('Solo los administradores y los líderes técnicos ven los horarios del equipo.')
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });
});

describe('Mis Horarios at 375 px', () => {
  it('shows the técnico their week, month, lunch rota and the team’s availability', async () => {
    const { context, page } = await newPage(browser, baseUrl, PHONE);
    await signIn(page, technician.email, PASSWORD, '/technician/schedules');
    await page.getByRole('heading', { level: 1, name: 'Mis Horarios' }).waitFor();
    const today = page.getByRole('listitem').filter({ hasText: 'Hoy' });
    await today.getByText(shiftText, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vista') === 'mes');
    await page.getByRole('table', { name: /^Calendario de / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/technician/lunch-schedule');
    await page.getByRole('heading', { level: 1, name: 'Horarios de Almuerzo' }).waitFor();
    const rota = page.getByRole('region', { name: department.name });
    await rota.getByText(`${technician.name} (tú)`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/technician/dashboard');
    const panel = page.getByRole('region', { name: 'Disponibilidad del equipo' });
    const row = panel.getByRole('listitem').filter({ hasText: technician.name });
    await row.getByText('Disponible', { exact: true }).waitFor();
    await panel.getByText('Bajo el mínimo').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('Recordatorios de pausas', () => {
  it('lets an administrator create a department’s break policy', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(page, ACCOUNTS.ADMIN.email, ACCOUNTS.ADMIN.password, '/admin/break-reminders');
    await page.getByRole('heading', { level: 1, name: 'Recordatorios de pausas' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nueva política' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva política de pausas' });
    const policy = `Pausas de ${department.name}`;
    await dialog.getByLabel('Nombre', { exact: true }).fill(policy);
    await dialog
      .getByLabel('Departamento', { exact: true })
      .selectOption({ label: department.name });
    await dialog.getByLabel('Cada (minutos)').fill('60');
    await dialog.getByLabel('Duración de la pausa (minutos)').fill('60');
    await dialog.getByRole('button', { name: 'Crear política' }).click();
    // The contract's rule, in Spanish, under its field, before anything is sent.
    await dialog.getByText('La pausa no puede durar más que el intervalo entre pausas.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Cada (minutos)').fill('120');
    await dialog.getByLabel('Duración de la pausa (minutos)').fill('10');
    // No pushes to this journey's técnico while the other journeys run.
    await dialog.getByRole('switch', { name: 'Enviar recordatorios' }).click();
    await dialog.getByRole('button', { name: 'Crear política' }).click();
    await page.getByText(`Política "${policy}" creada`).waitFor();
    const row = page.getByRole('row').filter({ hasText: policy });
    await row.getByText('10 min cada 2 h').waitFor();
    await row.getByText('Sin aviso').waitFor();
    await context.close();
  });
});

describe('Pausa en la cabecera', () => {
  it('starts and ends a break from the header, and Mi cumplimiento counts it', async () => {
    const { context, page } = await newPage(browser, baseUrl, DESKTOP);
    await signIn(page, technician.email, PASSWORD, '/technician/schedules');
    await page.getByRole('heading', { level: 1, name: 'Mis Horarios' }).waitFor();
    await page.getByRole('button', { name: 'Registrar una pausa' }).click();
    await page.getByRole('menuitem', { name: 'Iniciar pausa' }).click();
    await page.getByText('Pausa iniciada').waitFor();
    const timer = page.getByRole('timer');
    await timer.getByText(/^En pausa · \d{2}:\d{2}$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The pause lives on the server: a reload finds it running, its timer still counting.
    await page.waitForTimeout(1_500);
    await page.reload();
    // Still counting (not back at 00:00); how far depends on the host's speed (axe above).
    await page
      .getByRole('timer')
      .getByText(/^En pausa · (?!00:00)\d{2}:\d{2}$/)
      .waitFor();
    // Starting another one while it runs is refused with the server's message.
    const technicianToken = await apiLogin(baseUrl, technician.email, PASSWORD);
    const refused = await fetch(`${baseUrl}/api/schedules/pauses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${technicianToken}` },
      body: JSON.stringify({ kind: 'lunch' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Ya tienes una pausa en curso. Termínala antes de iniciar otra.',
    );

    await page.getByRole('button', { name: 'Terminar pausa' }).click();
    await page.getByText('Pausa terminada').waitFor();
    await page.getByRole('button', { name: 'Registrar una pausa' }).waitFor();

    // Today's row of "Mi cumplimiento": one break taken.
    const lima = new Date(Date.now() - 5 * 3_600_000);
    const todayLabel = `${String(lima.getUTCDate()).padStart(2, '0')}/${String(lima.getUTCMonth() + 1).padStart(2, '0')}`;
    const adherence = page.getByRole('table', { name: 'Cumplimiento por día' });
    const today = adherence.getByRole('row').filter({ hasText: todayLabel });
    await today
      .getByRole('cell')
      .nth(2)
      .getByText(/^1 · \d+ min$/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The same figure through the API an administrator reads.
    const day = lima.toISOString().slice(0, 10);
    const { days } = await apiCall<{ days: Array<{ actualBreaks: { count: number } }> }>(
      baseUrl,
      adminToken,
      'GET',
      `/schedules/adherence?from=${day}&to=${day}&userId=${technician.id}`,
    );
    expect(days.map((item) => item.actualBreaks.count)).toEqual([1]);
    await context.close();
  });
});
