import { fieldMessages, ticketMessages } from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  createDepartmentAsAdmin,
  createProductAsAdmin,
  injectAsRole,
  type RoleHeaders,
  signInEveryRole,
} from '../../../test/role-sessions';
import { products, ticketProducts, tickets } from '../../db/schema/index';

const headers: RoleHeaders = {};
let posId: string;
let billingId: string;
let closedId: string;

const inject = injectAsRole(() => testApp, headers);

const createDepartment = async (payload: Record<string, unknown>) =>
  (await createDepartmentAsAdmin(inject, payload)).id;

const createProduct = (payload: Record<string, unknown>) => createProductAsAdmin(inject, payload);

const countByName = (name: string) =>
  testApp.database.db.$count(products, eq(products.name, name)).then(Number);

const testApp = useTestApp();
beforeAll(async () => {
  await signInEveryRole(testApp, headers);
  posId = await createDepartment({ name: 'Soporte de Sistemas POS' });
  billingId = await createDepartment({ name: 'Facturación Electrónica' });
  closedId = await createDepartment({ name: 'Cerrado' });
  await createProduct({ name: 'Terminal POS táctil', price: 1250.5, departmentId: posId });
  await createProduct({
    name: 'Impresora térmica',
    description: 'Boletas de 80 mm',
    price: '389.90',
    departmentId: posId,
  });
  await createProduct({
    name: 'Licencia antigua',
    price: 10,
    departmentId: posId,
    isActive: false,
  });
  await createProduct({ name: 'Emisión de facturas', price: 49, departmentId: billingId });
  await createProduct({ name: 'Oculto', price: 1, departmentId: closedId });
  await inject('PUT', `/api/departments/${closedId}`, 'ADMIN', {
    name: 'Cerrado',
    isActive: false,
  });
});

describe('GET /api/products/public', () => {
  it("lists the department's active products by name to anyone, prices in soles", async () => {
    const response = await inject('GET', `/api/products/public?departmentId=${posId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(String),
        name: 'Impresora térmica',
        description: 'Boletas de 80 mm',
        price: 389.9,
        departmentId: posId,
      },
      {
        id: expect.any(String),
        name: 'Terminal POS táctil',
        description: null,
        price: 1250.5,
        departmentId: posId,
      },
    ]);
  });

  it('answers an unknown or inactive department with an empty list', async () => {
    for (const id of [crypto.randomUUID(), closedId]) {
      const response = await inject('GET', `/api/products/public?departmentId=${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [] });
    }
  });

  it.each([
    ['', ticketMessages.validation.departmentRequired],
    ['?departmentId=', ticketMessages.validation.departmentRequired],
    ['?departmentId=abc', ticketMessages.validation.invalidId],
  ])('rejects the query "%s" with 400 and a Spanish field message', async (query, message) => {
    const response = await inject('GET', `/api/products/public${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      error: { code: 'VALIDATION_FAILED', details: [{ field: 'departmentId', message }] },
    });
  });
});

describe('GET /api/products', () => {
  it.each(['ADMIN', 'TECH_LEAD', 'TECHNICIAN'] as const)(
    'gives a %s the active products, filtered by department',
    async (role) => {
      const response = await inject('GET', `/api/products?departmentId=${billingId}`, role);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.products).toMatchObject([
        { name: 'Emisión de facturas', price: 49, isActive: true, departmentId: billingId },
      ]);
    },
  );

  it('shows inactive products to administrators only', async () => {
    const url = `/api/products?departmentId=${posId}&includeInactive=true`;
    const admin = await inject('GET', url, 'ADMIN');
    expect(admin.json().data.products).toHaveLength(3);
    const lead = await inject('GET', url, 'TECH_LEAD');
    expect(lead.json().data.products).toHaveLength(2);
  });

  it('refuses a client and an anonymous caller, and rejects a malformed filter', async () => {
    expect((await inject('GET', '/api/products', 'CLIENT')).statusCode).toBe(403);
    expect((await inject('GET', '/api/products')).statusCode).toBe(401);
    const malformed = await inject('GET', '/api/products?departmentId=x', 'ADMIN');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('departmentId');
  });
});

describe('POST /api/products', () => {
  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s with 403 and creates nothing',
    async (role) => {
      const response = await inject('POST', '/api/products', role, {
        name: `Producto de ${role}`,
        price: 10,
        departmentId: posId,
      });
      expect(response.statusCode).toBe(403);
      expect(await countByName(`Producto de ${role}`)).toBe(0);
    },
  );

  it.each([
    [{ price: 10 }, 'name', fieldMessages.nameRequired],
    [{ name: 'Sin precio' }, 'price', 'El precio debe ser un número'],
    [{ name: 'Negativo', price: -1 }, 'price', 'El precio no puede ser negativo'],
    [{ name: 'Tres decimales', price: 1.005 }, 'price', 'El precio admite hasta 2 decimales'],
    [{ name: 'Texto', price: 'diez' }, 'price', 'El precio debe ser un número'],
    [
      { name: 'Sin departamento', price: 1, departmentId: undefined },
      'departmentId',
      'El departamento es obligatorio',
    ],
  ])('rejects %j with 400 on %s and writes nothing', async (payload, field, message) => {
    const response = await inject('POST', '/api/products', 'ADMIN', {
      departmentId: posId,
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, message });
    if ('name' in payload) expect(await countByName(payload.name as string)).toBe(0);
  });

  it('rejects an unknown department with 400 on departmentId', async () => {
    const response = await inject('POST', '/api/products', 'ADMIN', {
      name: 'Huérfano',
      price: 5,
      departmentId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'departmentId', message: ticketMessages.validation.departmentUnknown },
    ]);
    expect(await countByName('Huérfano')).toBe(0);
  });
});

describe('PUT /api/products/:id', () => {
  it('lets an administrator edit every field, moving it to another department', async () => {
    const product = await createProduct({
      name: 'Cajón de dinero',
      price: 150,
      departmentId: posId,
    });
    const response = await inject('PUT', `/api/products/${product.id}`, 'ADMIN', {
      name: 'Cajón monedero',
      description: 'Metálico',
      price: 165.75,
      departmentId: billingId,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.product).toMatchObject({
      id: product.id,
      name: 'Cajón monedero',
      description: 'Metálico',
      price: 165.75,
      departmentId: billingId,
      isActive: false,
    });
  });

  it('refuses other roles, and answers unknown products and departments', async () => {
    const product = await createProduct({
      name: 'Lector de códigos',
      price: 99,
      departmentId: posId,
    });
    const body = { name: 'Cambiado', price: 1, departmentId: posId };
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect((await inject('PUT', `/api/products/${product.id}`, role, body)).statusCode).toBe(403);
    }
    const unknown = await inject('PUT', `/api/products/${crypto.randomUUID()}`, 'ADMIN', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PRODUCT_NOT_FOUND');
    const badDepartment = await inject('PUT', `/api/products/${product.id}`, 'ADMIN', {
      ...body,
      departmentId: crypto.randomUUID(),
    });
    expect(badDepartment.statusCode).toBe(400);
    expect(await countByName('Cambiado')).toBe(0);
    expect(await countByName('Lector de códigos')).toBe(1);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product no ticket lists', async () => {
    const product = await createProduct({ name: 'Sin uso', price: 1, departmentId: posId });
    const response = await inject('DELETE', `/api/products/${product.id}`, 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      message: fieldMessages.productDeleted,
      isDeactivated: false,
    });
    expect(await countByName('Sin uso')).toBe(0);
  });

  it('deactivates a product that tickets list, and says so', async () => {
    const product = await createProduct({ name: 'En uso', price: 1, departmentId: posId });
    const [ticket] = await testApp.database.db
      .insert(tickets)
      .values({
        title: 'Falla',
        description: 'No enciende',
        contactName: 'Rosa',
        departmentId: posId,
      })
      .returning();
    await testApp.database.db
      .insert(ticketProducts)
      .values({ ticketId: ticket!.id, productId: product.id });
    const response = await inject('DELETE', `/api/products/${product.id}`, 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      message: fieldMessages.productDeactivatedInUse,
      isDeactivated: true,
    });
    const [row] = await testApp.database.db
      .select()
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.isActive).toBe(false);
  });

  it('refuses other roles with 403 and answers unknown or malformed ids', async () => {
    const product = await createProduct({ name: 'Protegido', price: 1, departmentId: posId });
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect((await inject('DELETE', `/api/products/${product.id}`, role)).statusCode).toBe(403);
    }
    expect(await countByName('Protegido')).toBe(1);
    expect(
      (await inject('DELETE', `/api/products/${crypto.randomUUID()}`, 'ADMIN')).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', '/api/products/1', 'ADMIN')).statusCode).toBe(400);
  });
});
