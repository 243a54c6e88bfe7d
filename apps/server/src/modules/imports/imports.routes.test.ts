import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { importMessages } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, makeUser } from '../../../test/build-test-app';
import { type RoleHeaders, injectAsRole, signInEveryRole } from '../../../test/role-sessions';
import {
  auditLogs,
  customers,
  departmentMembers,
  departments,
  importJobs,
  tickets,
  users,
} from '../../db/schema/index';
import { upload, waitForImport, xlsxBuffer, zeros, zipArchive } from './import-test-support';

const headers: RoleHeaders = {};
let departmentId: string;

const customersCsv = [
  '\uFEFFRazón social;RUC;Correo;Teléfono;Cadena',
  'Pollería Ñañez S.A.C.;20123456789;ventas@nanez.pe;01 444 5555;Ñañez',
  ';;;;',
  'Café Azul E.I.R.L.;20999888777;cafe@azul.pe;987654321;',
  'Chifa Dragón;;chifa@dragon.pe;;Dragón',
  'Sin RUC válido;123;malo;;',
].join('\r\n');

const inject = injectAsRole(() => testApp, headers);

const importFiles = async () => {
  const root = path.join(testApp.config.dataDir, 'imports');
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name));
      else files.push(entry.name);
    }
  };
  await walk(root);
  return files;
};
const jobCount = () => testApp.database.db.$count(importJobs).then(Number);

async function uploadCsv(entity: string, csv: string, name = 'datos.csv') {
  const response = await upload(testApp.app, headers.ADMIN!, entity, { name, bytes: csv });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    job: { id: string; phase: string };
    columns: string[];
    rows: string[][];
    suggestedMapping: Record<string, string>;
    previousImport: { id: string } | null;
  };
}

async function runToEnd(id: string, mapping: Record<string, string>) {
  const started = await inject('POST', `/api/imports/${id}/start`, 'ADMIN', { mapping });
  expect(started.statusCode, started.body).toBe(202);
  return waitForImport(testApp.app, headers.ADMIN!, id);
}

const testApp = useTestApp();
beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  const [department] = await testApp.database.db
    .insert(departments)
    .values({ name: 'Facturación Electrónica' })
    .returning();
  departmentId = department!.id;
});

describe('every import route', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: Array<['GET' | 'POST', string, unknown?]> = [
    ['POST', '/api/imports'],
    ['GET', '/api/imports'],
    ['GET', '/api/imports/templates/CUSTOMERS'],
    ['GET', `/api/imports/${id}`],
    ['POST', `/api/imports/${id}/validate`, { mapping: {} }],
    ['POST', `/api/imports/${id}/start`, { mapping: {} }],
    ['GET', `/api/imports/${id}/errors`],
  ];

  it.each(routes)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await inject(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)('%s %s answers 403 to every role but ADMIN', async (method, url, payload) => {
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      const response = await inject(method, url, role, payload);
      expect(response.statusCode, `${role} ${url}`).toBe(403);
    }
  });

  it('a technician cannot upload: nothing is stored', async () => {
    const before = await jobCount();
    const response = await upload(testApp.app, headers.TECHNICIAN!, 'CUSTOMERS', {
      name: 'clientes.csv',
      bytes: customersCsv,
    });
    expect(response.statusCode).toBe(403);
    expect(await jobCount()).toBe(before);
  });

  it.each(['', '/validate', '/errors'])(
    'answers 404 for an unknown import (%s)',
    async (suffix) => {
      const method = suffix === '/validate' ? 'POST' : 'GET';
      const response = await inject(method, `/api/imports/${id}${suffix}`, 'ADMIN', {
        mapping: { A: 'name' },
      });
      expect(response.statusCode).toBe(404);
      if (suffix !== '/errors')
        expect(response.json().message).toBe(importMessages.errors.notFound);
    },
  );
});

describe('POST /api/imports', () => {
  it('stores a CSV with a BOM and ";" and answers columns, first rows and a suggested mapping', async () => {
    const preview = await uploadCsv('CUSTOMERS', customersCsv, 'clientes.csv');
    expect(preview.job.phase).toBe('NOT_STARTED');
    expect(preview.columns).toEqual(['Razón social', 'RUC', 'Correo', 'Teléfono', 'Cadena']);
    expect(preview.rows).toHaveLength(4); // the empty row is not shown
    expect(preview.rows[0]).toEqual([
      'Pollería Ñañez S.A.C.',
      '20123456789',
      'ventas@nanez.pe',
      '01 444 5555',
      'Ñañez',
    ]);
    expect(preview.suggestedMapping).toEqual({
      'Razón social': 'name',
      RUC: 'ruc',
      Correo: 'email',
      Teléfono: 'phone',
      Cadena: 'chainName',
    });
    expect(preview.previousImport).toBeNull();
  });

  it.each([
    [
      'a corrupt XLSX',
      'roto.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004[Content_Types].xml'), Buffer.alloc(300, 7)]),
      400,
      importMessages.errors.corrupt('roto.xlsx'),
    ],
    [
      'a PDF renamed .csv',
      'factura.csv',
      Buffer.from('%PDF-1.7\n\u0000\u0001binary'),
      415,
      importMessages.errors.wrongType('factura.csv'),
    ],
    ['an empty file', 'vacio.csv', Buffer.alloc(0), 400, importMessages.errors.fileRequired],
    [
      'a file with only a header',
      'cabecera.csv',
      Buffer.from('Razón social,RUC\n'),
      400,
      importMessages.errors.noDataRows,
    ],
    [
      'a sheet of blank lines',
      'blanco.csv',
      Buffer.from('\n;;\n\n'),
      400,
      importMessages.errors.emptySheet,
    ],
    [
      'a file without a header row',
      'sin-cabecera.csv',
      Buffer.from('Pollería,20123456789,a@b.pe\n'),
      400,
      importMessages.errors.noHeader,
    ],
    [
      'a CSV with a broken quote',
      'comillas.csv',
      Buffer.from('Nombre,Email\n"Ana,ana@x.pe\n'),
      400,
      importMessages.errors.unreadableCsv(2),
    ],
  ])(
    'refuses %s in Spanish and leaves nothing behind',
    async (_label, name, bytes, status, message) => {
      const [jobsBefore, filesBefore] = [await jobCount(), (await importFiles()).length];
      const response = await upload(testApp.app, headers.ADMIN!, 'CUSTOMERS', { name, bytes });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await jobCount()).toBe(jobsBefore);
      expect((await importFiles()).length).toBe(filesBefore);
    },
  );

  it.each([
    ['400 MB of zeros packed in a few hundred KB', zeros(400), undefined],
    ['110 MB of zeros', zeros(110), undefined],
    ['150 MB of zeros that its headers declare as 1 KB', zeros(150), 1_024],
  ])(
    'refuses a decompression bomb (%s) with 413 before reading it, leaving nothing behind',
    async (_label, chunks, declaredSize) => {
      const bomb = zipArchive([
        { name: '[Content_Types].xml', chunks: [Buffer.from('<Types/>')] },
        { name: 'xl/worksheets/sheet1.xml', chunks, declaredSize },
      ]);
      const [jobsBefore, filesBefore] = [await jobCount(), (await importFiles()).length];
      const response = await upload(testApp.app, headers.ADMIN!, 'CUSTOMERS', {
        name: 'bomba.xlsx',
        bytes: bomb,
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().message).toBe(importMessages.errors.unpacksTooLarge('bomba.xlsx'));
      expect(await jobCount()).toBe(jobsBefore);
      expect((await importFiles()).length).toBe(filesBefore);
    },
  );

  it('refuses an empty XLSX sheet', async () => {
    const bytes = await xlsxBuffer([]);
    const response = await upload(testApp.app, headers.ADMIN!, 'CUSTOMERS', {
      name: 'vacio.xlsx',
      bytes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(importMessages.errors.emptySheet);
  });

  it('keeps the file name without bidirectional or invisible format characters', async () => {
    const preview = await uploadCsv('CUSTOMERS', customersCsv, 'clientes\u202Evsc\u2066\u200B.csv');
    const job = await inject('GET', `/api/imports/${preview.job.id}`, 'ADMIN');
    expect(job.json().data.import.fileName).toBe('clientesvsc.csv');
  });

  it('asks which entity when it is missing or unknown', async () => {
    for (const entity of ['', 'PRODUCTS']) {
      const response = await upload(testApp.app, headers.ADMIN!, entity, {
        name: 'a.csv',
        bytes: customersCsv,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(importMessages.errors.entityRequired);
    }
  });
});

describe('POST /api/imports/{id}/validate', () => {
  it('lists the required fields left unmapped', async () => {
    const preview = await uploadCsv('USERS', 'Nombre,Rol\nAna,Cliente\n');
    const response = await inject('POST', `/api/imports/${preview.job.id}/validate`, 'ADMIN', {
      mapping: { Nombre: 'name' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(importMessages.errors.missingFields(['Email']));
  });

  it('refuses a column that is not in the file and a field of another entity', async () => {
    const preview = await uploadCsv('USERS', 'Nombre,Email\nAna,ana@x.pe\n');
    for (const mapping of [
      { Nombre: 'name', Correo: 'email' },
      { Nombre: 'title', Email: 'email' },
    ]) {
      const response = await inject('POST', `/api/imports/${preview.job.id}/validate`, 'ADMIN', {
        mapping,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('counts what would happen and reports every bad row in Spanish, writing nothing', async () => {
    await testApp.database.db
      .insert(customers)
      .values({ name: 'Café Azul E.I.R.L.', ruc: '20999888777' });
    const preview = await uploadCsv('CUSTOMERS', customersCsv);
    const response = await inject('POST', `/api/imports/${preview.job.id}/validate`, 'ADMIN', {
      mapping: preview.suggestedMapping,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      totalRows: 4,
      createdRows: 2,
      updatedRows: 1, // Café Azul gains its e-mail and phone
      skippedRows: 0,
      failedRows: 1,
      errorCount: 2,
      errors: [
        { row: 6, column: 'RUC', value: '123', message: importMessages.rows.ruc(6, '123') },
        {
          row: 6,
          column: 'Correo',
          value: 'malo',
          message: 'Fila 6: el email «malo» no es válido',
        },
      ],
    });
    expect(await testApp.database.db.$count(customers, eq(customers.name, 'Chifa Dragón'))).toBe(0);
  });

  it('reports formulas by cell and unknown departments by name', async () => {
    const bytes = await xlsxBuffer([
      ['Nombre', 'Email', 'Rol', 'Departamento'],
      ['Ana Torres', 'ana.torres@example.pe', 'Técnico', 'facturacion electronica'],
      ['Luis', { formula: 'CONCAT("a","@b.pe")' }, 'Cliente', null],
      [null, null, null, null],
      ['Rosa', 'rosa@example.pe', 'Técnico', 'Cocina'],
      ['Ana otra vez', 'ANA.TORRES@example.pe', 'Cliente', null],
    ]);
    const uploaded = await upload(testApp.app, headers.ADMIN!, 'USERS', {
      name: 'equipo.xlsx',
      bytes,
    });
    const preview = uploaded.json().data;
    const response = await inject('POST', `/api/imports/${preview.job.id}/validate`, 'ADMIN', {
      mapping: preview.suggestedMapping,
    });
    const messages = response.json().data.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual([
      importMessages.rows.formula(3, 'B3'),
      'Fila 5: el departamento «Cocina» no existe',
      importMessages.rows.duplicateInFile(6, 2),
    ]);
    expect(response.json().data).toMatchObject({ totalRows: 4, createdRows: 1, failedRows: 3 });
    const report = await inject('GET', `/api/imports/${preview.job.id}/errors`, 'ADMIN');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toContain('Fila,Columna,Valor,Error');
    expect(report.body).toContain('Fila 5: el departamento «Cocina» no existe');
  });
});

describe('POST /api/imports/{id}/start', () => {
  it('imports customers in the background, audits it, removes the file, and a second run creates nothing', async () => {
    const preview = await uploadCsv('CUSTOMERS', customersCsv, 'clientes-2.csv');
    const job = await runToEnd(preview.job.id, preview.suggestedMapping);
    expect(job).toMatchObject({
      phase: 'COMPLETED',
      totalRows: 4,
      processedRows: 4,
      failedRows: 1,
      hasErrorReport: true,
    });
    expect(job.createdRows + job.updatedRows + job.skippedRows).toBe(3);
    const [nanez] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.ruc, '20123456789'));
    expect(nanez).toMatchObject({
      name: 'Pollería Ñañez S.A.C.',
      email: 'ventas@nanez.pe',
      chainName: 'Ñañez',
    });
    const actions = await testApp.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'IMPORT'), eq(auditLogs.entityId, job.id)));
    expect(actions.map((row) => row.action).sort()).toEqual(['IMPORT_FINISHED', 'IMPORT_STARTED']);
    const [stored] = await testApp.database.db
      .select()
      .from(importJobs)
      .where(eq(importJobs.id, job.id));
    expect(await importFiles()).not.toContain(stored!.fileKey);

    const again = await uploadCsv('CUSTOMERS', customersCsv, 'clientes-2.csv');
    expect(again.previousImport?.id).toBe(job.id);
    const customersBefore = await testApp.database.db.$count(customers);
    const second = await runToEnd(again.job.id, again.suggestedMapping);
    expect(second).toMatchObject({ createdRows: 0, updatedRows: 0, skippedRows: 3, failedRows: 1 });
    expect(await testApp.database.db.$count(customers)).toBe(customersBefore);
  });

  it('refuses to start twice and refuses a bad mapping without queueing', async () => {
    const preview = await uploadCsv('CUSTOMERS', 'Razón social\nUno SAC\n');
    const bad = await inject('POST', `/api/imports/${preview.job.id}/start`, 'ADMIN', {
      mapping: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await inject('GET', `/api/imports/${preview.job.id}`, 'ADMIN')).json().data.import.phase,
    ).toBe('NOT_STARTED');
    await runToEnd(preview.job.id, preview.suggestedMapping);
    const twice = await inject('POST', `/api/imports/${preview.job.id}/start`, 'ADMIN', {
      mapping: preview.suggestedMapping,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(importMessages.errors.alreadyStarted);
    const validateAfter = await inject('POST', `/api/imports/${preview.job.id}/validate`, 'ADMIN', {
      mapping: preview.suggestedMapping,
    });
    expect(validateAfter.statusCode).toBe(409);
  });

  it('imports users with unusable passwords, their department, and no duplicates', async () => {
    const csv =
      'Nombre,Email,Rol,Departamento,Empresa\nRosa Díaz,rosa.diaz@example.pe,Técnico,Facturación Electrónica,\nJuan Pérez,juan@cliente.pe,Cliente,,Bodega Juan\n';
    const preview = await uploadCsv('USERS', csv);
    const job = await runToEnd(preview.job.id, preview.suggestedMapping);
    expect(job).toMatchObject({ phase: 'COMPLETED', createdRows: 2, failedRows: 0 });
    const [rosa] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rosa.diaz@example.pe'));
    expect(rosa!.role).toBe('TECHNICIAN');
    expect(rosa!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await testApp.database.db.$count(
        departmentMembers,
        and(
          eq(departmentMembers.userId, rosa!.id),
          eq(departmentMembers.departmentId, departmentId),
        ),
      ),
    ).toBe(1);
    const [juan] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'juan@cliente.pe'));
    expect(juan!.customerId).not.toBeNull();
    const login = await inject('POST', '/api/auth/login', undefined, {
      email: 'rosa.diaz@example.pe',
      password: 'Soporte-Seguro-2026',
    });
    expect(login.statusCode).toBe(401);

    const again = await uploadCsv('USERS', csv);
    const second = await runToEnd(again.job.id, again.suggestedMapping);
    expect(second).toMatchObject({ createdRows: 0, updatedRows: 0, skippedRows: 2 });
  });

  it('imports tickets by external ID or row content, twice without duplicates', async () => {
    const requester = await makeUser(testApp.database, { email: 'cliente.ticket@example.pe' });
    const csv = [
      'ID externo,Título,Descripción,Prioridad,Estado,Departamento,Cliente,Email,Empresa,Fecha de creación',
      'ZD-1,No imprime la comanda,La térmica no responde,Alta,Resuelto,Facturación Electrónica,Ana,cliente.ticket@example.pe,Restaurante Sol,07/03/2025 10:04',
      ',Caja lenta,,urgent,En progreso,,Luis,,,2025-03-08',
      'ZD-3,Sin fecha,,,,,,,,mañana',
    ].join('\n');
    const preview = await uploadCsv('TICKETS', csv, 'tickets.csv');
    const job = await runToEnd(preview.job.id, preview.suggestedMapping);
    expect(job).toMatchObject({ createdRows: 2, failedRows: 1 });
    const [zd1] = await testApp.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.externalRef, 'ZD-1'));
    expect(zd1).toMatchObject({
      source: 'IMPORT',
      status: 'RESUELTO',
      priority: 'ALTA',
      departmentId,
      requesterId: requester.id,
      contactBusiness: 'Restaurante Sol',
    });
    expect(zd1!.createdAt.toISOString()).toBe('2025-03-07T15:04:00.000Z');
    expect(zd1!.customerId).not.toBeNull();
    const before = await testApp.database.db.$count(tickets);
    const again = await uploadCsv('TICKETS', csv, 'tickets.csv');
    const second = await runToEnd(again.job.id, again.suggestedMapping);
    expect(second).toMatchObject({ createdRows: 0, skippedRows: 2, failedRows: 1 });
    expect(await testApp.database.db.$count(tickets)).toBe(before);
  });
});

describe('GET /api/imports and templates', () => {
  it('lists the history newest first with who started each import', async () => {
    const response = await inject('GET', '/api/imports?limit=2', 'ADMIN');
    expect(response.statusCode).toBe(200);
    const { imports, pagination } = response.json().data;
    expect(imports).toHaveLength(2);
    expect(pagination.total).toBeGreaterThan(2);
    expect(imports[0].createdBy.name).toEqual(expect.any(String));
    expect(new Date(imports[0].createdAt) >= new Date(imports[1].createdAt)).toBe(true);
  });

  it('serves a template per entity as XLSX with its Spanish headers', async () => {
    const response = await inject('GET', '/api/imports/templates/CUSTOMERS', 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('plantilla-clientes');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Razón social',
      'RUC',
      'Cadena',
      'Email',
      'Teléfono',
      'Dirección',
      'Notas',
    ]);
    const unknown = await inject('GET', '/api/imports/templates/PRODUCTS', 'ADMIN');
    expect(unknown.statusCode).toBe(400);
  });
});
