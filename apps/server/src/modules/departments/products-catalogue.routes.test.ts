import { departmentMessages, PRICE_MAX } from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  createDepartmentAsAdmin,
  createProductAsAdmin,
  injectAsRole,
  type RoleHeaders,
  signInEveryRole,
} from '../../../test/role-sessions';
import { auditLogs, products } from '../../db/schema/index';

// /admin/products and /admin/services: kinds, paging and filters, prices, exports.

const messages = departmentMessages.validation;
const headers: RoleHeaders = {};
let posId: string;
let networkId: string;
let closedId: string;

const inject = injectAsRole(() => testApp, headers);

const createDepartment = async (name: string) =>
  (await createDepartmentAsAdmin(inject, { name })).id;

const create = (payload: Record<string, unknown>) => createProductAsAdmin(inject, payload);

const countByName = (name: string) =>
  testApp.database.db.$count(products, eq(products.name, name)).then(Number);

type Listed = { name: string; kind: string; departmentName: string; price: number };
const namesOf = (response: { json: () => { data: { products: Listed[] } } }) =>
  response.json().data.products.map((item) => item.name);

const testApp = useTestApp();
beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  posId = await createDepartment('Sistemas POS');
  networkId = await createDepartment('Redes');
  closedId = await createDepartment('Cerrado');
  await create({ name: 'Terminal táctil', price: 1250.5, departmentId: posId });
  await create({ name: 'Impresora 100% térmica', price: '389.90', departmentId: posId });
  await create({ name: 'Instalación en local', kind: 'SERVICE', price: 150, departmentId: posId });
  await create({ name: 'Cableado', kind: 'SERVICE', price: 80, departmentId: networkId });
  await create({
    name: 'Mantenimiento anual',
    kind: 'SERVICE',
    price: 600,
    departmentId: networkId,
    isActive: false,
  });
  await inject('PUT', `/api/departments/${closedId}`, 'ADMIN', {
    name: 'Cerrado',
    isActive: false,
  });
});

describe('GET /api/products (filters and pages)', () => {
  it('lists services only, with their department, paged', async () => {
    const response = await inject(
      'GET',
      '/api/products?kind=SERVICE&includeInactive=true&limit=1',
      'ADMIN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      products: [{ name: 'Cableado', kind: 'SERVICE', departmentName: 'Redes', price: 80 }],
      pagination: { page: 1, limit: 1, total: 3, totalPages: 3 },
    });
    const third = await inject(
      'GET',
      '/api/products?kind=SERVICE&includeInactive=true&limit=1&page=3',
      'ADMIN',
    );
    expect(namesOf(third)).toEqual(['Mantenimiento anual']);
  });

  it('searches names without accents or case, taking % literally', async () => {
    const accents = await inject('GET', '/api/products?search=TERMINAL%20TACTIL', 'ADMIN');
    expect(namesOf(accents)).toEqual(['Terminal táctil']);
    const percent = await inject('GET', '/api/products?search=100%25', 'ADMIN');
    expect(namesOf(percent)).toEqual(['Impresora 100% térmica']);
    const wildcard = await inject('GET', '/api/products?search=%25', 'ADMIN');
    expect(namesOf(wildcard)).toEqual(['Impresora 100% térmica']);
  });

  it('filters by department and by state for administrators', async () => {
    const inactive = await inject('GET', '/api/products?isActive=false', 'ADMIN');
    expect(namesOf(inactive)).toEqual(['Mantenimiento anual']);
    const network = await inject(
      'GET',
      `/api/products?departmentId=${networkId}&includeInactive=true`,
      'ADMIN',
    );
    expect(namesOf(network)).toEqual(['Cableado', 'Mantenimiento anual']);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN'] as const)(
    'gives a %s the active items only, whatever they ask',
    async (role) => {
      const response = await inject(
        'GET',
        `/api/products?departmentId=${networkId}&isActive=false`,
        role,
      );
      expect(response.statusCode).toBe(200);
      expect(namesOf(response)).toEqual(['Cableado']);
    },
  );

  it.each([
    ['kind=OTRO', 'kind', messages.kindInvalid],
    ['page=0', 'page', messages.pageInvalid],
    ['limit=101', 'limit', messages.limitInvalid],
    ['isActive=si', 'isActive', 'El valor debe ser true o false'],
    [`search=${'x'.repeat(201)}`, 'search', messages.searchTooLong],
  ])('rejects ?%s with 400 on %s', async (query, field, message) => {
    const response = await inject('GET', `/api/products?${query}`, 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field, message }]);
  });
});

describe('POST /api/products (kinds and prices)', () => {
  it('creates a service, and a product when no kind is given', async () => {
    const service = await create({
      name: 'Capacitación',
      kind: 'SERVICE',
      price: 0,
      departmentId: posId,
    });
    expect(service).toMatchObject({ kind: 'SERVICE', price: 0 });
    const product = await create({ name: 'Gaveta', price: '99.99', departmentId: posId });
    expect(product).toMatchObject({ kind: 'PRODUCT', price: 99.99 });
  });

  it('accepts the highest price numeric(12,2) holds', async () => {
    const product = await create({ name: 'Tope', price: PRICE_MAX, departmentId: posId });
    expect(product).toMatchObject({ price: PRICE_MAX });
  });

  it.each([
    [{ price: -0.01 }, 'price', messages.priceNegative],
    [{ price: '-5' }, 'price', messages.priceNegative],
    [{ price: 10_000_000_000 }, 'price', messages.priceTooHigh],
    [{ price: 12.345 }, 'price', messages.priceDecimals],
    [{ price: '' }, 'price', messages.priceInvalid],
    [{ price: '1,250.50' }, 'price', messages.priceInvalid],
    [{ price: true }, 'price', messages.priceInvalid],
    [{ price: null }, 'price', messages.priceInvalid],
    [{ kind: 'PLAN' }, 'kind', messages.kindInvalid],
    [{ description: 'x'.repeat(2_001) }, 'description', messages.descriptionTooLong],
  ])('rejects %j with 400 on %s and writes nothing', async (payload, field, message) => {
    const response = await inject('POST', '/api/products', 'ADMIN', {
      name: 'Inválido',
      price: 1,
      departmentId: posId,
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
    expect(await countByName('Inválido')).toBe(0);
  });

  it('refuses a deactivated department with its Spanish message', async () => {
    const response = await inject('POST', '/api/products', 'ADMIN', {
      name: 'En cerrado',
      price: 1,
      departmentId: closedId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'departmentId', message: messages.departmentInactive },
    ]);
    expect(await countByName('En cerrado')).toBe(0);
  });
});

describe('PUT /api/products/:id (kinds)', () => {
  it('keeps the kind when the edit leaves it out, and changes it when sent', async () => {
    const service = await create({
      name: 'Soporte remoto',
      kind: 'SERVICE',
      price: 30,
      departmentId: posId,
    });
    const body = { name: 'Soporte remoto 24/7', price: 45.5, departmentId: posId };
    const kept = await inject('PUT', `/api/products/${service.id}`, 'ADMIN', body);
    expect(kept.json().data.product).toMatchObject({ kind: 'SERVICE', price: 45.5 });
    const changed = await inject('PUT', `/api/products/${service.id}`, 'ADMIN', {
      ...body,
      kind: 'PRODUCT',
    });
    expect(changed.json().data.product.kind).toBe('PRODUCT');
  });

  it('refuses a move to a deactivated department', async () => {
    const product = await create({ name: 'Router', price: 120, departmentId: networkId });
    const response = await inject('PUT', `/api/products/${product.id}`, 'ADMIN', {
      name: 'Router',
      price: 120,
      departmentId: closedId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].message).toBe(messages.departmentInactive);
  });
});

describe('GET /api/products/export', () => {
  it('sends the filtered services as XLSX with numeric prices, and audits it', async () => {
    const response = await inject(
      'GET',
      '/api/products/export?format=xlsx&kind=SERVICE&includeInactive=true',
      'ADMIN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="servicios-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const byName = new Map(rows.map((row) => [row[1], row]));
    expect(byName.get('Cableado')).toEqual(expect.arrayContaining(['Servicio', 'Redes', 80]));
    expect(byName.has('Terminal táctil')).toBe(false);
    expect(byName.has('Mantenimiento anual')).toBe(true);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'DATA_EXPORTED'), eq(auditLogs.entityType, 'PRODUCT')));
    expect(entry?.details).toMatchObject({ format: 'xlsx', filters: { kind: 'SERVICE' } });
  });

  it('sends a CSV that pages through more than one keyset page', async () => {
    const many = Array.from({ length: 1_005 }, (_, index) => ({
      name: `Repuesto ${String(index).padStart(4, '0')}`,
      price: 1,
      departmentId: posId,
    }));
    await testApp.database.db.insert(products).values(many);
    const response = await inject(
      'GET',
      `/api/products/export?format=csv&search=repuesto`,
      'ADMIN',
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(1_006);
    expect(lines[1]).toMatch(/^Repuesto 0000,Producto,Sistemas POS,1,/);
    expect(lines.at(-1)).toMatch(/^Repuesto 1004,/);
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)('refuses a %s with 403', async (role) => {
    const response = await inject('GET', '/api/products/export?format=csv', role);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token and 400 for a bad format', async () => {
    expect((await inject('GET', '/api/products/export?format=csv')).statusCode).toBe(401);
    const response = await inject('GET', '/api/products/export?format=ods', 'ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'format', message: messages.formatInvalid },
    ]);
  });
});
