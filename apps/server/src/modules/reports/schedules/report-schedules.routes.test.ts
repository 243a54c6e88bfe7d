import { reportMessages, reportScheduleMessages } from '@atiende/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, makeSignedInUser, type TestApp } from '../../../../test/build-test-app';
import { startSmtpSink, type ReceivedMail } from '../../../../test/smtp-sink';
import {
  createDeskTicket,
  makeDepartment,
  makeHelpDesk,
  type HelpDesk,
} from '../../../../test/ticket-factories';
import {
  mailAttachments,
  mailOutbox,
  reportDeliveries,
  reportSchedules,
  users,
} from '../../../db/schema/index';
import type { ReportScope } from '../report-definition';
import { reportScheduleDeps, runDueReportSchedules } from './index';

// docs/reports.md#scheduled-reports: the schedules' API, the job (once per occurrence), the
// e-mail with its file through a real SMTP server, and the unsubscribe link.

/**
 * The report the schedules send: tickets/status as this file's own definition, in place of the
 * registry's (the families' numbers are checked in their own files). Everything around it — the
 * reports service's scope checks, the PDF and XLSX files, the mailer — is the app's own. The
 * registry is replaced for this file only, which therefore runs in a worker of its own
 * (test/vitest-projects.ts).
 */
vi.mock('../report-registry', async () => {
  const { sql } = await import('drizzle-orm');
  const { selectRows } = await import('../../../db/client');
  const status = {
    async run(db: Parameters<typeof selectRows>[0], scope: ReportScope) {
      const rows = await selectRows<{ status: string; count: number }>(
        db,
        sql`SELECT status::text AS status, count(*)::int AS count FROM tickets
          WHERE ${scope.tickets} AND created_at >= ${scope.period.from.toISOString()}
            AND created_at < ${scope.period.to.toISOString()}
          GROUP BY status ORDER BY status`,
      );
      return {
        summary: `Se crearon ${rows.reduce((sum, row) => sum + row.count, 0)} tickets.`,
        columns: [
          { key: 'status', label: 'Estado', kind: 'text' as const },
          { key: 'count', label: 'Tickets', kind: 'count' as const },
        ],
        rows: rows.map((row) => ({ cells: { status: row.status, count: row.count } })),
        totals: null,
        chart: {
          kind: 'bar' as const,
          x: 'status',
          series: ['count'],
          stacked: false,
          horizontal: false,
        },
        truncated: false,
      };
    },
  };
  return { REPORT_DEFINITIONS: { tickets: { status } } };
});

const REPORT = { family: 'tickets', type: 'status' } as const;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let testApp: TestApp;
let desk: HelpDesk;

beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await buildTestApp(smtp.env);
  desk = await makeHelpDesk(testApp);
  await createDeskTicket(testApp.app, desk, { title: 'La caja no abre' });
  await createDeskTicket(testApp.app, desk, { title: 'El lector no lee códigos' });
});
afterAll(async () => {
  await testApp?.app.close();
  await smtp?.close();
});

type Actor = { headers: Record<string, string> } | null;

const call = (
  actor: Actor,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url,
    headers: actor?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Resumen semanal',
  ...REPORT,
  filters: { departmentId: desk.department.id },
  frequency: 'weekly',
  weekday: 1,
  monthDay: null,
  hour: 8,
  format: 'pdf',
  recipients: ['Gerencia@Empresa.pe', 'soporte@empresa.pe'],
  ...overrides,
});

async function createSchedule(actor: Actor, overrides: Record<string, unknown> = {}) {
  const response = await call(actor, 'POST', '/api/reports/schedules', input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.schedule as {
    id: string;
    nextRunAt: string | null;
    recipients: string[];
    isActive: boolean;
  };
}

const scheduleCount = async () =>
  (await testApp.database.db.select({ id: reportSchedules.id }).from(reportSchedules)).length;

const deps = () =>
  reportScheduleDeps(testApp.app, { config: testApp.config, db: testApp.database.db });

function header(raw: string, name: string): string | undefined {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The base64 part of `contentType` in a raw MIME message, decoded. */
function attachmentOf(raw: string, contentType: string): { fileName: string; body: Buffer } {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const start = unfolded.indexOf(`Content-Type: ${contentType}`);
  expect(start, `no ${contentType} part`).toBeGreaterThan(-1);
  const part = unfolded.slice(start);
  const headers = part.slice(0, part.search(/\r?\n\r?\n/));
  const fileName = /filename="?([^";\r\n]+)"?/.exec(headers)?.[1] ?? '';
  const body = part
    .slice(part.search(/\r?\n\r?\n/))
    .trim()
    .split(/\r?\n--/)[0]!;
  return { fileName, body: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
}

const tokenOf = (message: ReceivedMail) =>
  decodeURIComponent(/token=([^>\s]+)>/.exec(header(message.raw, 'List-Unsubscribe') ?? '')![1]!);

describe('who may schedule reports', () => {
  it('answers técnicos and clients 403 with the reports message, and anonymous callers 401', async () => {
    for (const actor of [desk.technician, desk.client]) {
      for (const [method, url] of [
        ['GET', '/api/reports/schedules'],
        ['POST', '/api/reports/schedules'],
        ['GET', '/api/reports/deliveries'],
      ] as const) {
        const response = await call(actor, method, url, method === 'POST' ? input() : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(reportMessages.errors.forbidden);
      }
    }
    expect((await call(null, 'GET', '/api/reports/schedules')).statusCode).toBe(401);
    expect(await scheduleCount()).toBe(0);
  });

  it("keeps a lead to their own schedules and to their departments' reports", async () => {
    const adminSchedule = await createSchedule(desk.admin, { name: 'Del administrador' });
    const outside = await call(
      desk.lead,
      'POST',
      '/api/reports/schedules',
      input({
        filters: { departmentId: desk.otherDepartment.id },
      }),
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(reportMessages.errors.departmentForbidden);

    const own = await createSchedule(desk.lead, { name: 'Del jefe' });
    const listed = await call(desk.lead, 'GET', '/api/reports/schedules');
    expect(listed.json().data.schedules.map((item: { id: string }) => item.id)).toEqual([own.id]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/reports/schedules/${adminSchedule.id}`, { name: 'Mío' }],
      ['DELETE', `/api/reports/schedules/${adminSchedule.id}`, undefined],
      ['POST', `/api/reports/schedules/${adminSchedule.id}/send-now`, undefined],
      ['GET', `/api/reports/deliveries?scheduleId=${adminSchedule.id}`, undefined],
    ] as const) {
      const response = await call(desk.lead, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(reportMessages.errors.scheduleNotFound);
    }
    // Moving their own schedule to another department is refused, and changes nothing.
    const moved = await call(desk.lead, 'PATCH', `/api/reports/schedules/${own.id}`, {
      filters: { departmentId: desk.otherDepartment.id },
    });
    expect(moved.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, own.id));
    expect(row!.filters).toEqual({ departmentId: desk.department.id });
    // The administrator sees both.
    const all = await call(desk.admin, 'GET', '/api/reports/schedules');
    expect(all.json().data.schedules).toHaveLength(2);
    await testApp.database.db.delete(reportSchedules);
  });
});

describe('bad input', () => {
  it.each([
    [
      'no recipients',
      { recipients: [] },
      'recipients',
      reportMessages.validation.recipientsRequired,
    ],
    [
      'a bad e-mail',
      { recipients: ['gerencia@'] },
      'recipients.0',
      reportMessages.validation.recipientInvalid,
    ],
    [
      'weekly without weekday',
      { weekday: null },
      'weekday',
      reportMessages.validation.weekdayRequired,
    ],
    [
      'monthly without day',
      { frequency: 'monthly', monthDay: null },
      'monthDay',
      reportMessages.validation.monthDayRequired,
    ],
    ['no name', { name: '  ' }, 'name', reportMessages.validation.nameRequired],
    ['an unknown type', { type: 'nada' }, 'type', reportMessages.validation.typeUnknown],
  ])(
    'refuses %s with a Spanish message and stores nothing',
    async (_case, overrides, field, message) => {
      const response = await call(desk.admin, 'POST', '/api/reports/schedules', input(overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().error.details).toContainEqual({ field, message });
      expect(await scheduleCount()).toBe(0);
    },
  );

  it('checks an edit whole: weekly without its weekday is refused', async () => {
    const schedule = await createSchedule(desk.admin, { frequency: 'daily', weekday: null });
    const response = await call(desk.admin, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      frequency: 'weekly',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(reportMessages.validation.weekdayRequired);
    const [row] = await testApp.database.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule.id));
    expect(row!.frequency).toBe('daily');
    await testApp.database.db.delete(reportSchedules);
  });
});

describe('schedules', () => {
  it('computes the next sending in Lima time, pauses and resumes', async () => {
    const schedule = await createSchedule(desk.admin, { frequency: 'daily', weekday: 3, hour: 7 });
    // 07:00 in Lima is 12:00 UTC; a daily schedule keeps no weekday.
    expect(schedule.nextRunAt).toMatch(/T12:00:00\.000Z$/);
    expect(schedule.recipients).toEqual(['gerencia@empresa.pe', 'soporte@empresa.pe']);
    const paused = await call(desk.admin, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      isActive: false,
    });
    expect(paused.json().data.schedule).toMatchObject({
      isActive: false,
      nextRunAt: null,
      weekday: null,
    });
    const resumed = await call(desk.admin, 'PATCH', `/api/reports/schedules/${schedule.id}`, {
      isActive: true,
    });
    expect(resumed.json().data.schedule.nextRunAt).toBe(schedule.nextRunAt);
    const removed = await call(desk.admin, 'DELETE', `/api/reports/schedules/${schedule.id}`);
    expect(removed.json().data.message).toBe(reportScheduleMessages.page.deleted);
    expect(await scheduleCount()).toBe(0);
  });
});

describe('sending', () => {
  it('sends an occurrence once with two runners at the same instant, then moves to the next', async () => {
    const schedule = await createSchedule(desk.admin, {
      frequency: 'daily',
      weekday: null,
      hour: 7,
    });
    const due = new Date(schedule.nextRunAt!);
    const now = new Date(due.getTime() + 30_000);
    const mailsBefore = (await testApp.database.db.select({ id: mailOutbox.id }).from(mailOutbox))
      .length;
    const [a, b] = await Promise.all([
      runDueReportSchedules(deps(), now),
      runDueReportSchedules(deps(), now),
    ]);
    expect(a + b).toBe(1);
    const rows = await testApp.database.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.scheduleId, schedule.id));
    expect(rows.map((row) => [row.recipient, row.occurrence.toISOString()]).sort()).toEqual([
      ['gerencia@empresa.pe', due.toISOString()],
      ['soporte@empresa.pe', due.toISOString()],
    ]);
    const mails = await testApp.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(mails.length - mailsBefore).toBe(2);
    const files = await testApp.database.db
      .select({ mailId: mailAttachments.mailId, type: mailAttachments.contentType })
      .from(mailAttachments)
      .where(
        sql`${mailAttachments.mailId} IN (SELECT mail_id FROM report_deliveries WHERE schedule_id = ${schedule.id})`,
      );
    expect(files.map((file) => file.type)).toEqual(['application/pdf', 'application/pdf']);
    const [row] = await testApp.database.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule.id));
    expect(row!.nextRunAt!.getTime() - due.getTime()).toBe(86_400_000);
    // Later in the same minute nothing is due any more.
    expect(await runDueReportSchedules(deps(), now)).toBe(0);
    // Both e-mails leave (the outbox is flushed after the commit).
    await smtp.waitFor((message) => message.to.includes('gerencia@empresa.pe'));
    await smtp.waitFor((message) => message.to.includes('soporte@empresa.pe'));
    await testApp.database.db.delete(reportSchedules);
  });

  it('e-mails the PDF with List-Unsubscribe; the link stops that recipient only', async () => {
    smtp.messages.splice(0);
    const schedule = await createSchedule(desk.admin, {
      name: 'Tickets de la semana',
      frequency: 'daily',
      weekday: null,
      recipients: ['ana@empresa.pe', 'luis@empresa.pe'],
    });
    const sent = await call(desk.admin, 'POST', `/api/reports/schedules/${schedule.id}/send-now`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.deliveries).toHaveLength(2);
    const [toAna] = await smtp.waitFor((message) => message.to.includes('ana@empresa.pe'));
    await smtp.waitFor((message) => message.to.includes('luis@empresa.pe'));
    expect(header(toAna!.raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/soporte\.example\.pe\/api\/reports\/unsubscribe\?token=[^>]+>$/,
    );
    expect(header(toAna!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const pdf = attachmentOf(toAna!.raw, 'application/pdf');
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), {
      mergePages: true,
    });
    expect(text).toContain('Tickets por estado');
    expect(text).toContain('Se crearon');
    // A daily sending covers the day before, and says so.
    expect(text).toMatch(/Periodo: Día anterior \(\d{2}\/\d{2}\/\d{4}\)/);

    // The public link (no session): Ana stops receiving this schedule.
    const token = tokenOf(toAna!);
    const unsubscribed = await call(null, 'POST', '/api/reports/unsubscribe', { token });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().data).toEqual({
      scheduleName: 'Tickets de la semana',
      email: 'ana@empresa.pe',
    });
    expect(reportScheduleMessages.unsubscribe.done('Tickets de la semana', 'ana@empresa.pe')).toBe(
      'Ya no recibirás «Tickets de la semana» en ana@empresa.pe.',
    );
    // Twice is once.
    expect((await call(null, 'POST', '/api/reports/unsubscribe', { token })).statusCode).toBe(200);

    smtp.messages.splice(0);
    const again = await call(desk.admin, 'POST', `/api/reports/schedules/${schedule.id}/send-now`);
    const statuses = Object.fromEntries(
      again
        .json()
        .data.deliveries.map((item: { recipient: string; status: string }) => [
          item.recipient,
          item.status,
        ]),
    );
    expect(statuses).toEqual({
      'ana@empresa.pe': 'SKIPPED_UNSUBSCRIBED',
      'luis@empresa.pe': 'QUEUED',
    });
    await smtp.waitFor((message) => message.to.includes('luis@empresa.pe'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((message) => message.to.includes('ana@empresa.pe'))).toHaveLength(
      0,
    );
    const listed = await call(desk.admin, 'GET', '/api/reports/schedules');
    expect(listed.json().data.schedules[0].unsubscribed).toEqual(['ana@empresa.pe']);

    // The history shows both sendings, the e-mails that left as SENT.
    const history = await call(
      desk.admin,
      'GET',
      `/api/reports/deliveries?scheduleId=${schedule.id}`,
    );
    const deliveries = history.json().data.deliveries as Array<{
      recipient: string;
      status: string;
      manual: boolean;
    }>;
    expect(deliveries).toHaveLength(4);
    expect(deliveries.every((item) => item.manual)).toBe(true);
    expect(
      deliveries
        .filter((item) => item.status === 'SENT')
        .map((item) => item.recipient)
        .sort(),
    ).toEqual(['ana@empresa.pe', 'luis@empresa.pe', 'luis@empresa.pe']);
    await testApp.database.db.delete(reportSchedules);
  });

  it('one-click unsubscribe (RFC 8058) posts a form with the token in the address', async () => {
    const schedule = await createSchedule(desk.admin, { recipients: ['eva@empresa.pe'] });
    const token = deps().tokens.sign(schedule.id, 'eva@empresa.pe');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/reports/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe('eva@empresa.pe');
    await testApp.database.db.delete(reportSchedules);
  });

  it('refuses a forged, altered or missing token in Spanish', async () => {
    const schedule = await createSchedule(desk.admin);
    const forged = deps().tokens.sign(schedule.id, 'gerencia@empresa.pe').slice(0, -3) + 'xyz';
    const bad = await call(null, 'POST', '/api/reports/unsubscribe', { token: forged });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(reportScheduleMessages.errors.unsubscribeInvalid);
    const missing = await call(null, 'POST', '/api/reports/unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(reportScheduleMessages.unsubscribe.missing);
    // A schedule deleted since: the link says so.
    const token = deps().tokens.sign(schedule.id, 'gerencia@empresa.pe');
    await testApp.database.db.delete(reportSchedules);
    expect((await call(null, 'POST', '/api/reports/unsubscribe', { token })).statusCode).toBe(404);
  });

  it('records a FAILED delivery when the creator was deactivated, and moves on', async () => {
    const lead = await makeSignedInUser(testApp, 'TECH_LEAD');
    await makeDepartment(testApp.database, { leadId: lead.user.id });
    const schedule = await createSchedule(lead, { filters: {}, frequency: 'daily', weekday: null });
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, lead.user.id));
    const due = new Date(schedule.nextRunAt!);
    expect(await runDueReportSchedules(deps(), new Date(due.getTime() + 1_000))).toBe(1);
    const history = await call(
      desk.admin,
      'GET',
      `/api/reports/deliveries?scheduleId=${schedule.id}`,
    );
    expect(history.json().data.deliveries).toEqual([
      expect.objectContaining({
        recipient: null,
        status: 'FAILED',
        error: reportScheduleMessages.errors.creatorInactive,
      }),
    ]);
    const [row] = await testApp.database.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule.id));
    expect(row!.nextRunAt!.getTime()).toBeGreaterThan(due.getTime());
    await testApp.database.db.delete(reportSchedules);
  });

  it('sends XLSX when asked, and a lead reads only the history of their own schedules', async () => {
    smtp.messages.splice(0);
    const mine = await createSchedule(desk.lead, {
      format: 'xlsx',
      recipients: ['jefe@empresa.pe'],
    });
    const theirs = await createSchedule(desk.admin, { recipients: ['admin@empresa.pe'] });
    expect(
      (await call(desk.lead, 'POST', `/api/reports/schedules/${mine.id}/send-now`)).statusCode,
    ).toBe(200);
    expect(
      (await call(desk.admin, 'POST', `/api/reports/schedules/${theirs.id}/send-now`)).statusCode,
    ).toBe(200);
    const [message] = await smtp.waitFor((item) => item.to.includes('jefe@empresa.pe'));
    const xlsx = attachmentOf(
      message!.raw,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.fileName).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Tickets por estado');
    const leadHistory = await call(desk.lead, 'GET', '/api/reports/deliveries');
    expect(
      leadHistory.json().data.deliveries.map((item: { recipient: string }) => item.recipient),
    ).toEqual(['jefe@empresa.pe']);
    const adminHistory = await call(desk.admin, 'GET', '/api/reports/deliveries');
    expect(adminHistory.json().data.pagination.total).toBeGreaterThanOrEqual(2);
  });
});
