import { departmentMessages } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import {
  createDepartmentAsAdmin,
  getAsNewUser,
  injectAsRole,
  type RoleHeaders,
  signInEveryRole,
} from '../../../test/role-sessions';
import { auditLogs, tickets } from '../../db/schema/index';

// The departments page's list and its export: who sees which departments, the counts, files.

const headers: RoleHeaders = {};
let leadId: string;
let technicianId: string;
let ledId: string;
let memberOfId: string;

const inject = injectAsRole(() => testApp, headers);

const createDepartment = async (payload: Record<string, unknown>) =>
  (await createDepartmentAsAdmin(inject, payload)).id;

const namesOf = (response: { json: () => { data: { departments: Array<{ name: string }> } } }) =>
  response.json().data.departments.map((item) => item.name);

const testApp = useTestApp();
beforeAll(async () => {
  const userIds = await signInEveryRole(testApp, headers);
  leadId = userIds.TECH_LEAD;
  technicianId = userIds.TECHNICIAN;
  const lead = await makeUser(testApp.database, { role: 'TECH_LEAD', name: 'Lucía Paredes' });
  ledId = await createDepartment({
    name: 'Soporte POS',
    description: '=HYPERLINK("http://malo")',
    leadId,
    statuses: [{ name: 'Esperando repuesto', baseStatus: 'EN_PROGRESO', pausesSla: true }],
  });
  memberOfId = await createDepartment({ name: 'Facturación', leadId: lead.id });
  await createDepartment({ name: 'Redes' });
  await createDepartment({ name: 'Archivo', isActive: false });
  await inject('PUT', `/api/departments/${memberOfId}/members`, 'ADMIN', {
    userIds: [technicianId, leadId],
  });
  for (const [kind, name] of [
    ['PRODUCT', 'Terminal'],
    ['PRODUCT', 'Impresora'],
    ['SERVICE', 'Instalación'],
  ] as const) {
    const created = await inject('POST', '/api/products', 'ADMIN', {
      name,
      kind,
      price: 10,
      departmentId: ledId,
    });
    expect(created.statusCode).toBe(201);
  }
  const ticket = { description: 'Detalle', contactName: 'Ana', departmentId: ledId };
  await testApp.database.db.insert(tickets).values([
    { ...ticket, title: 'Abierto 1' },
    { ...ticket, title: 'Abierto 2', status: 'ESCALADO' },
    { ...ticket, title: 'Resuelto', status: 'RESUELTO' },
  ]);
});

describe('GET /api/departments (the page list)', () => {
  it('gives an administrator every department with lead, counts and statuses', async () => {
    const response = await inject('GET', '/api/departments?includeInactive=true', 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Archivo', 'Facturación', 'Redes', 'Soporte POS']);
    const pos = response.json().data.departments[3];
    expect(pos).toMatchObject({
      lead: { id: leadId, name: expect.any(String), email: expect.any(String) },
      counts: { members: 0, openTickets: 2, products: 2, services: 1 },
      statuses: [{ name: 'Esperando repuesto', pausesSla: true, isActive: true, position: 0 }],
    });
    const billing = response.json().data.departments[1];
    expect(billing).toMatchObject({ lead: { name: 'Lucía Paredes' }, counts: { members: 2 } });
    expect(response.json().data.departments[2].lead).toBeNull();
  });

  it('gives a lead only the departments they lead or belong to', async () => {
    const response = await inject('GET', '/api/departments?includeInactive=true', 'TECH_LEAD');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Facturación', 'Soporte POS']);
  });

  it('gives a técnico only the departments they belong to, read-only', async () => {
    const response = await inject('GET', '/api/departments', 'TECHNICIAN');
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Facturación']);
  });

  it('gives staff with no department an empty list', async () => {
    const response = await getAsNewUser(testApp, 'TECH_LEAD', '/api/departments');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.departments).toEqual([]);
  });

  it("refuses a lead's edit of a department they only belong to", async () => {
    const response = await inject('PUT', `/api/departments/${memberOfId}`, 'TECH_LEAD', {
      name: 'Facturación (cambiado)',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/departments/export', () => {
  it('sends an administrator a CSV with neutralised formulas, and audits it', async () => {
    const response = await inject('GET', '/api/departments/export?format=csv', 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="departamentos-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Nombre,Descripción,Líder técnico');
    expect(lines).toHaveLength(4); // header + 3 active departments
    const pos = lines.find((line) => line.startsWith('Soporte POS'))!;
    expect(pos).toContain(`"'=HYPERLINK(""http://malo"")"`);
    expect(pos).toContain(',2,2,1,Esperando repuesto,Sí,');
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'DATA_EXPORTED'), eq(auditLogs.entityType, 'DEPARTMENT')));
    expect(entry).toMatchObject({
      message: departmentMessages.audit.departmentsExported('CSV'),
      details: { format: 'csv', rows: 3 },
    });
  });

  it('sends a lead an XLSX of their own departments', async () => {
    const response = await inject('GET', '/api/departments/export?format=xlsx', 'TECH_LEAD');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Departamentos')!;
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual(['Facturación', 'Soporte POS']);
  });

  it.each(['TECHNICIAN', 'CLIENT'] as const)('refuses a %s with 403', async (role) => {
    const response = await inject('GET', '/api/departments/export?format=csv', role);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token and 400 for a missing or unknown format', async () => {
    expect((await inject('GET', '/api/departments/export?format=csv')).statusCode).toBe(401);
    for (const query of ['', '?format=pdf']) {
      const response = await inject('GET', `/api/departments/export${query}`, 'ADMIN');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'format', message: departmentMessages.validation.formatInvalid },
      ]);
    }
  });
});
