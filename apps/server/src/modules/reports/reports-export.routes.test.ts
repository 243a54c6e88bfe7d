import type { Role } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index';
import { makeUser, signIn, useTestApp } from '../../../test/build-test-app';
import { makeDepartment } from '../../../test/ticket-factories';

/**
 * A report and its files through HTTP (docs/reports.md#exports), on a real report, productivity
 * by day: the answer, the attachment's name, the file read back, the audit entry, and a lead kept
 * to their departments. The figures of every type are checked in the families' tests.
 */

const testApp = useTestApp({ LOG_LEVEL: 'error' });

type Person = { id: string; headers: Record<string, string> };
const people = {} as Record<'admin' | 'lead', Person>;
const ids = {} as Record<'soporte' | 'redes', string>;

async function person(name: string, role: Role): Promise<Person> {
  const user = await makeUser(testApp.database, { name, role });
  const { accessToken } = await signIn(testApp.app, user.email, user.password);
  return { id: user.id, headers: { authorization: `Bearer ${accessToken}` } };
}

beforeAll(async () => {
  people.admin = await person('Admin General', 'ADMIN');
  people.lead = await person('Lucía Ramos', 'TECH_LEAD');
  ids.soporte = (
    await makeDepartment(testApp.database, { name: 'Soporte', leadId: people.lead.id })
  ).id;
  ids.redes = (await makeDepartment(testApp.database, { name: 'Redes' })).id;
});

const get = (who: keyof typeof people, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: people[who].headers });

const exportsBy = (actorId: string) =>
  testApp.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.actorId, actorId), eq(auditLogs.entityType, 'REPORT')));

describe('GET /api/reports/productivity/by-day', () => {
  it('answers a lead with the title, the period and their department in words', async () => {
    const response = await get(
      'lead',
      `/api/reports/productivity/by-day?departmentId=${ids.soporte}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      family: 'productivity',
      type: 'by-day',
      title: 'Productividad por día',
    });
    expect(data.appliedFilters[0].value).toMatch(
      /^Últimos 30 días \(\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}\)$/,
    );
    expect(data.appliedFilters[1]).toEqual({ label: 'Departamento', value: 'Soporte' });
  });

  it('refuses a lead another department with 403', async () => {
    const response = await get(
      'lead',
      `/api/reports/productivity/by-day?departmentId=${ids.redes}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('No puedes ver reportes de ese departamento.');
  });

  it('answers 422 beyond 92 days', async () => {
    const response = await get(
      'admin',
      '/api/reports/productivity/by-day/export?format=pdf&period=year',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Los reportes de horarios abarcan hasta 92 días. Elige un periodo más corto.',
      error: { code: 'REPORT_RANGE_TOO_LONG' },
    });
  });
});

describe('GET /api/reports/productivity/by-day/export', () => {
  it('sends a lead’s PDF as an attachment and audits it', async () => {
    const response = await get(
      'lead',
      `/api/reports/productivity/by-day/export?format=pdf&departmentId=${ids.soporte}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reporte-productividad-por-dia-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      'Atiende',
      'Productividad por día',
      'Periodo: Últimos 30 días',
      'Departamento: Soporte',
      'Generado: ',
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const entries = await exportsBy(people.lead.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'DATA_EXPORTED',
      message: 'Reporte «Productividad por día» exportado en PDF',
      details: { family: 'productivity', type: 'by-day', format: 'pdf' },
    });
  });

  it('sends an administrator’s XLSX of one department', async () => {
    const response = await get(
      'admin',
      `/api/reports/productivity/by-day/export?format=xlsx&departmentId=${ids.redes}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => sheet.getRow(row).values;
    expect([cells(1), cells(2), cells(5)]).toEqual([
      [undefined, 'Atiende'],
      [undefined, 'Productividad por día'],
      [undefined, 'Departamento', 'Redes'],
    ]);
  });

  it('writes nothing for a refused export', async () => {
    const before = (await exportsBy(people.lead.id)).length;
    const response = await get(
      'lead',
      `/api/reports/productivity/by-day/export?format=csv&departmentId=${ids.redes}`,
    );
    expect(response.statusCode).toBe(403);
    expect(await exportsBy(people.lead.id)).toHaveLength(before);
  });
});
