import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { injectAsRole, signInEveryRole, type RoleHeaders } from '../../../test/role-sessions';

/**
 * The reports' routes (docs/reports.md#server): who reaches them, and bad requests answered in
 * Spanish before any report runs. The reports' answers are checked in the service's tests and
 * in each family's.
 */

const testApp = useTestApp({ LOG_LEVEL: 'error' });
const headers: RoleHeaders = {};
const inject = injectAsRole(() => testApp, headers);

beforeAll(async () => {
  await signInEveryRole(testApp, headers);
});

const ROUTES = [
  '/api/reports',
  '/api/reports/tickets/status',
  '/api/reports/tickets/status/export?format=pdf',
];

describe('reports routes: access', () => {
  it('asks for a session', async () => {
    for (const url of ROUTES) {
      const response = await inject('GET', url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses técnicos and clients with 403 and the reports’ message', async () => {
    for (const role of ['TECHNICIAN', 'CLIENT'] as const) {
      for (const url of ROUTES) {
        const response = await inject('GET', url, role);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json().message).toBe(
          'Los reportes son para administradores y jefes de equipo.',
        );
      }
    }
  });

  it('answers the catalogue to administrators and leads', async () => {
    for (const role of ['ADMIN', 'TECH_LEAD'] as const) {
      const response = await inject('GET', '/api/reports', role);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(Array.isArray(data.families)).toBe(true);
      expect(Array.isArray(data.departments)).toBe(true);
      expect(Array.isArray(data.technicians)).toBe(true);
    }
  });
});

describe('reports routes: bad requests', () => {
  it('answers 400 for a family that does not exist', async () => {
    const response = await inject('GET', '/api/reports/ventas/status', 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'family', message: 'Ese tipo de reporte no existe.' },
    ]);
  });

  it('answers 404 for a type the family does not have', async () => {
    for (const url of [
      '/api/reports/tickets/ventas',
      '/api/reports/sla/ventas/export?format=csv',
    ]) {
      const response = await inject('GET', url, 'ADMIN');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Ese reporte no existe.',
        error: { code: 'REPORT_NOT_FOUND' },
      });
    }
  });

  it('answers 400 for a bad period, with the field', async () => {
    const cases: Array<[string, string]> = [
      ['period=1y', 'period'],
      ['period=custom&from=2026-03-01', 'to'],
      ['period=30d&from=2026-03-01&to=2026-03-02', 'period'],
      ['period=custom&from=2026-03-09&to=2026-03-01', 'from'],
      ['period=custom&from=2024-01-01&to=2026-03-01', 'to'],
    ];
    for (const [search, field] of cases) {
      const response = await inject('GET', `/api/reports/tickets/status?${search}`, 'ADMIN');
      expect(response.statusCode, search).toBe(400);
      const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
      expect(fields, search).toContain(field);
    }
  });

  it('answers 400 for a bad filter or format', async () => {
    const cases: Array<[string, string, string]> = [
      [
        '/api/reports/tickets/status?departmentId=soporte',
        'departmentId',
        'El identificador no es válido.',
      ],
      [
        '/api/reports/tickets/status/export?format=docx',
        'format',
        'Elige un formato: CSV, Excel o PDF.',
      ],
      ['/api/reports/tickets/status/export', 'format', 'Elige un formato: CSV, Excel o PDF.'],
    ];
    for (const [url, field, message] of cases) {
      const response = await inject('GET', url, 'ADMIN');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details, url).toContainEqual({ field, message });
    }
  });
});
