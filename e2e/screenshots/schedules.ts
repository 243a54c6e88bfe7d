// Team time for docs/screenshots/schedules-*.png (called by e2e/screenshots.ts, group
// `schedules`), at desktop (1366 wide) and 375 px: Mis Horarios (week and month), Horarios de
// Almuerzo, Horarios del equipo (shifts, a shift's form, exceptions, the lunch rota and a lunch
// it refuses, settings), Recordatorios de pausas, the header's running pause and the dashboards'
// availability panel (docs/schedules.md#pantallas).
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS } from '../support/accounts';
import { apiCall, apiLogin } from '../support/api';
import { newPage, signInThroughForm } from '../support/browser';

const VIEWPORTS = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
};
const PASSWORD = 'Turnos-Capturas-2026';
const ADMIN_EMAIL = ACCOUNTS.ADMIN.email;
const ADMIN_PASSWORD = ACCOUNTS.ADMIN.password;
const DEPARTMENT = 'Soporte de cajas';

interface Person {
  id: string;
  name: string;
  email: string;
}

/** Lets toasts leave and the pointer rest away from the page. */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(3_500);
}

/** Lima's wall clock (UTC − 5 h all year): today's weekday and minute, and a date some days on. */
function lima(daysAhead = 0) {
  const now = new Date(Date.now() - 5 * 3_600_000 + daysAhead * 86_400_000);
  return {
    weekday: now.getUTCDay(),
    minute: now.getUTCHours() * 60 + now.getUTCMinutes(),
    day: now.toISOString().slice(0, 10),
  };
}

/**
 * A department with a lead and three técnicos: two on shift now (their days began two and three
 * hours ago), one on nights; a minimum of two, a saved lunch rota, a vacation and a leave.
 */
async function seed(baseUrl: string, adminToken: string) {
  const stamp = Date.now();
  const call = <T>(method: string, route: string, body?: object) =>
    apiCall<T>(baseUrl, adminToken, method, route, body);
  const lead = { name: 'Marisol Quispe', email: `marisol.${stamp}@atiende.pe` };
  const leadId = (
    await call<{ user: { id: string } }>('POST', '/users', {
      ...lead,
      password: PASSWORD,
      role: 'TECH_LEAD',
    })
  ).user.id;
  const { department } = await call<{ department: { id: string } }>('POST', '/departments', {
    name: DEPARTMENT,
    description: 'Cajas, boletas y cierres de turno',
    leadId,
  });
  const people: Person[] = [];
  for (const [name, handle] of [
    ['Ana Torres', 'ana'],
    ['Luis Mendoza', 'luis'],
    ['Rosa Huamán', 'rosa'],
    ['Jorge Paredes', 'jorge'],
  ]) {
    const email = `${handle}.${stamp}@atiende.pe`;
    const { technician } = await call<{ technician: { id: string } }>('POST', '/technicians', {
      name,
      email,
      password: PASSWORD,
      departmentIds: [department.id],
      maxOpenTickets: 8,
    });
    people.push({ id: technician.id, name: name!, email });
  }
  // Whole hours around now, so that some are on shift whenever the pictures are taken.
  const hour = Math.floor(lima().minute / 60) * 60;
  const week = (start: number, duration: number, days = [0, 1, 2, 3, 4, 5, 6]) =>
    days.map((weekday) => ({
      weekday,
      startMinute: (start + 1440) % 1440,
      durationMinutes: duration,
    }));
  const weekdays = [1, 2, 3, 4, 5];
  await call('PUT', `/schedules/users/${people[0]!.id}/shifts`, { shifts: week(hour - 120, 540) });
  await call('PUT', `/schedules/users/${people[1]!.id}/shifts`, {
    shifts: week(hour - 60, 540, [1, 2, 3, 4, 5, 6]),
  });
  await call('PUT', `/schedules/users/${people[2]!.id}/shifts`, {
    shifts: week(hour + 240, 480, weekdays),
  });
  await call('PUT', `/schedules/users/${people[3]!.id}/shifts`, {
    shifts: week(hour - 180, 480, weekdays),
  });
  await call('PUT', `/schedules/departments/${department.id}/settings`, {
    minAvailable: 2,
    lunchMinutes: 45,
    lunchWindowStart: 12 * 60,
    lunchWindowEnd: 15 * 60,
    autoAssign: 'round_robin',
  });
  await call('POST', `/schedules/departments/${department.id}/lunch-rota/generate`, { save: true });
  await call('POST', '/schedules/exceptions', {
    userId: people[2]!.id,
    kind: 'vacation',
    startsOn: lima(7).day,
    endsOn: lima(11).day,
    note: 'Vacaciones de fin de año',
  });
  await call('POST', '/schedules/exceptions', {
    userId: people[0]!.id,
    kind: 'leave',
    startsOn: lima(2).day,
    endsOn: lima(2).day,
    startMinute: 9 * 60,
    durationMinutes: 180,
    note: 'Cita médica',
  });
  await call('POST', '/break-policies', {
    name: 'Pausas de cajas',
    departmentId: department.id,
    everyMinutes: 120,
    breakMinutes: 10,
    autoCloseAfterMinutes: 20,
    remindersEnabled: true,
    isActive: true,
  });
  await call('POST', '/break-policies', {
    name: 'Pausa general',
    departmentId: null,
    everyMinutes: 180,
    breakMinutes: 15,
    autoCloseAfterMinutes: 30,
    remindersEnabled: false,
    isActive: true,
  });
  // Luis on a break and Jorge at lunch, for the availability panel.
  for (const [person, kind] of [
    [people[1]!, 'break'],
    [people[3]!, 'lunch'],
  ] as const) {
    const token = await apiLogin(baseUrl, person.email, PASSWORD);
    await apiCall(baseUrl, token, 'POST', '/schedules/pauses', { kind });
  }
  return { departmentId: department.id, lead: { ...lead, id: leadId }, people };
}

export async function captureSchedulePages(
  browser: Browser,
  baseUrl: string,
  adminToken: string,
  outDir: string,
): Promise<void> {
  const { departmentId, lead, people } = await seed(baseUrl, adminToken);
  const ana = people[0]!;
  const shot = (page: Page, name: string, size: string, fullPage = true) =>
    page.screenshot({ path: path.join(outDir, `schedules-${name}-${size}.png`), fullPage });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    // The técnico: Mis Horarios (week, month), Horarios de Almuerzo, the dashboard's panel.
    const technician = await newPage(browser, baseUrl, viewport);
    let page = technician.page;
    await signInThroughForm(page, ana.email, PASSWORD);
    await page.goto('/technician/schedules');
    await page.getByRole('heading', { level: 1, name: 'Mis Horarios' }).waitFor();
    await page.getByText('Hoy', { exact: true }).first().waitFor();
    await still(page);
    await shot(page, 'mine-week', size);
    await page.getByRole('button', { name: 'Mes', exact: true }).click();
    await page.getByRole('table', { name: /^Calendario de / }).waitFor();
    await still(page);
    await shot(page, 'mine-month', size);
    await page.goto('/technician/lunch-schedule');
    await page.getByText(`${ana.name} (tú)`).first().waitFor();
    await still(page);
    await shot(page, 'lunch', size);
    await page.goto('/technician/dashboard');
    const panel = page.getByRole('region', { name: 'Disponibilidad del equipo' });
    await panel.getByText(ana.name).waitFor();
    await still(page);
    await panel.screenshot({ path: path.join(outDir, `schedules-availability-${size}.png`) });
    // The header's pause: the menu, then the running timer.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Registrar una pausa' }).click();
    await page.getByRole('menuitem', { name: 'Iniciar pausa' }).waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'header-menu', size, false);
    await page.getByRole('menuitem', { name: 'Iniciar pausa' }).click();
    await page.getByRole('timer').waitFor();
    await still(page);
    await page.locator('header').screenshot({
      path: path.join(outDir, `schedules-header-timer-${size}.png`),
    });
    await page.getByRole('button', { name: 'Terminar pausa' }).click();
    await page.getByRole('button', { name: 'Registrar una pausa' }).waitFor();
    await technician.context.close();

    // The lead: Horarios del equipo, its tabs and a shift's form.
    const leader = await newPage(browser, baseUrl, viewport);
    page = leader.page;
    await signInThroughForm(page, lead.email, PASSWORD);
    await page.goto(`/admin/team/schedules?departamento=${departmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Horarios del equipo' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${ana.name}, lunes:`) }).waitFor();
    await still(page);
    await shot(page, 'team-shifts', size);
    await page.getByRole('button', { name: new RegExp(`^${ana.name}, martes:`) }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'team-shift-dialog', size, false);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Excepciones' }).click();
    await page.getByText('Cita médica').first().waitFor();
    await still(page);
    await shot(page, 'team-exceptions', size);
    await page.getByRole('tab', { name: 'Almuerzos' }).click();
    await page.getByRole('button', { name: 'Generar rota' }).click();
    await page.getByText('Propuesta sin guardar', { exact: false }).waitFor();
    await still(page);
    await shot(page, 'team-rota', size);
    // A lunch moved to before Ana's Monday shift: refused under its own time, naming whose.
    const shiftStart = (Math.floor(lima().minute / 60) * 60 - 120 + 1440) % 1440;
    const early = (shiftStart - 60 + 1440) % 1440;
    await page
      .getByLabel(`Inicio del almuerzo de ${ana.name} el lunes`)
      .fill(
        `${String(Math.floor(early / 60)).padStart(2, '0')}:${String(early % 60).padStart(2, '0')}`,
      );
    await page.getByRole('button', { name: 'Guardar rota' }).click();
    await page
      .getByText(`${ana.name}: El almuerzo del lunes debe quedar dentro de su turno.`)
      .waitFor();
    await still(page);
    await shot(page, 'team-rota-refused', size);
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await page.getByLabel('Mínimo disponible').waitFor();
    await still(page);
    await shot(page, 'team-settings', size);
    await page.goto('/tech-lead/dashboard');
    const leadPanel = page.getByRole('region', { name: 'Disponibilidad del equipo' });
    await leadPanel.getByText(ana.name).waitFor();
    await still(page);
    await leadPanel.screenshot({
      path: path.join(outDir, `schedules-availability-lead-${size}.png`),
    });
    await leader.context.close();

    // The administrator: Recordatorios de pausas and a policy's form.
    const admin = await newPage(browser, baseUrl, viewport);
    page = admin.page;
    await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/admin/break-reminders');
    await page.getByRole('main').getByText('Pausas de cajas').first().waitFor();
    await still(page);
    await shot(page, 'break-reminders', size);
    await page.getByRole('button', { name: 'Editar Pausas de cajas' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'break-policy-dialog', size, false);
    await admin.context.close();
  }
}
