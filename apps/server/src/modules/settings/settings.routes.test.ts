import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_PUBLIC_FORM_OPTIONS,
  settingsMessages,
  type OrganizationConfig,
} from '@atiende/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeSignedInUser, storedFileNames, useTestApp } from '../../../test/build-test-app';
import { makeDepartment, publicTicketFields } from '../../../test/ticket-factories';
import { auditLogs, tickets, uploads } from '../../db/schema/index';
import { createUploadsService } from './uploads.service';

const testApp = useTestApp({ RATE_LIMIT_PUBLIC_TICKETS_PER_HOUR: '1000' });
const inject = (options: InjectOptions) => testApp.app.inject(options);
type SignedIn = Awaited<ReturnType<typeof makeSignedInUser>>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

type Part = { name: string; value?: string; file?: { name: string; type: string; data: Buffer } };

/** A multipart/form-data body built by hand: exactly what a browser sends. */
function multipart(parts: Part[]) {
  const boundary = `----atiendeUpload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.file ? part.file.data : Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(actor: SignedIn | null, type: string | null, name: string, data: Buffer) {
  const parts: Part[] = [];
  if (type !== null) parts.push({ name: 'type', value: type });
  parts.push({ name: 'file', file: { name, type: 'application/octet-stream', data } });
  const body = multipart(parts);
  return inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...actor?.headers },
  });
}

function submitPublic(fields: Record<string, string | undefined>) {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }));
  const body = multipart(parts);
  return inject({ method: 'POST', url: '/api/tickets/public', ...body });
}

const attachmentFiles = () => storedFileNames(testApp, 'attachments');

let admin: SignedIn;
let lead: SignedIn;
let technician: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;

beforeAll(async () => {
  admin = await makeSignedInUser(testApp, 'ADMIN');
  lead = await makeSignedInUser(testApp, 'TECH_LEAD');
  technician = await makeSignedInUser(testApp, 'TECHNICIAN');
  client = await makeSignedInUser(testApp, 'CLIENT');
  otherClient = await makeSignedInUser(testApp, 'CLIENT');
});

const readAdmin = async () =>
  (await inject({ method: 'GET', url: '/api/config', headers: admin.headers })).json().data
    .config as OrganizationConfig;

function inputOf(config: OrganizationConfig, changes: Partial<OrganizationConfig> = {}) {
  const next = { ...config, ...changes };
  return {
    version: next.version,
    organizationName: next.organizationName,
    logoUploadId: next.logoUploadId,
    businessHours: next.businessHours,
    publicForm: next.publicForm,
  };
}

const save = (actor: SignedIn, payload: object) =>
  inject({ method: 'PUT', url: '/api/config', headers: actor.headers, payload });

describe('GET /api/config', () => {
  it('refuses a caller without a session', async () => {
    const response = await inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(401);
  });

  it('gives an administrator everything, the defaults before any save', async () => {
    const config = await readAdmin();
    expect(config).toMatchObject({
      organizationName: 'Atiende',
      logoUrl: null,
      timeZone: 'America/Lima',
      version: 0,
      businessHours: DEFAULT_BUSINESS_HOURS,
      publicForm: DEFAULT_PUBLIC_FORM_OPTIONS,
      updatedAt: null,
    });
  });

  it('gives anyone else only the public part', async () => {
    for (const actor of [lead, technician, client]) {
      const response = await inject({ method: 'GET', url: '/api/config', headers: actor.headers });
      expect(response.statusCode).toBe(200);
      const config = response.json().data.config;
      expect(Object.keys(config).sort()).toEqual(
        ['logoUrl', 'organizationName', 'publicForm', 'timeZone'].sort(),
      );
    }
  });

  it('serves the public part without a session', async () => {
    const response = await inject({ method: 'GET', url: '/api/config/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.config).not.toHaveProperty('version');
    expect(response.json().data.config.organizationName).toBeTypeOf('string');
  });
});

describe('PUT /api/config', () => {
  it('refuses every role but the administrator', async () => {
    const payload = inputOf(await readAdmin(), { organizationName: 'Intruso' });
    for (const actor of [lead, technician, client]) {
      expect((await save(actor, payload)).statusCode).toBe(403);
    }
    expect((await inject({ method: 'PUT', url: '/api/config', payload })).statusCode).toBe(401);
    expect((await readAdmin()).organizationName).not.toBe('Intruso');
  });

  it('saves, bumps the version, audits, and refuses a stale version with 409', async () => {
    const before = await readAdmin();
    const response = await save(admin, inputOf(before, { organizationName: 'Soporte Cevichano' }));
    expect(response.statusCode).toBe(200);
    const saved = response.json().data.config as OrganizationConfig;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.organizationName).toBe('Soporte Cevichano');
    expect(saved.updatedByName).toBe(admin.user.name);

    const stale = await save(admin, inputOf(before, { organizationName: 'Otro nombre' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, error: { code: 'VERSION_CONFLICT' } });
    expect((await readAdmin()).organizationName).toBe('Soporte Cevichano');

    const audits = await testApp.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'ORGANIZATION_SETTINGS_UPDATED'));
    expect(audits.at(-1)).toMatchObject({
      entityType: 'SETTINGS',
      actorId: admin.user.id,
      message: settingsMessages.auditEntry('Nombre de la organización'),
    });
    const publicName = (await inject({ method: 'GET', url: '/api/config/public' })).json().data
      .config.organizationName;
    expect(publicName).toBe('Soporte Cevichano');
  });

  it('refuses bad values with Spanish messages and changes nothing', async () => {
    const current = await readAdmin();
    const cases = [
      inputOf(current, { organizationName: '   ' }),
      inputOf(current, { businessHours: [[], [], []] }),
      inputOf(current, { businessHours: [[], [], [], [], [], [], []] }),
      inputOf(current, {
        publicForm: { ...current.publicForm, enabled: false, closedNotice: '' },
      }),
    ];
    for (const payload of cases) {
      const response = await save(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const unknownDepartment = await save(
      admin,
      inputOf(current, {
        publicForm: { ...current.publicForm, departmentIds: [crypto.randomUUID()] },
      }),
    );
    expect(unknownDepartment.statusCode).toBe(400);
    expect(unknownDepartment.json().message).toBe(settingsMessages.validation.departmentUnknown);
    const notALogo = await save(admin, inputOf(current, { logoUploadId: crypto.randomUUID() }));
    expect(notALogo.statusCode).toBe(400);
    expect(notALogo.json().message).toBe(settingsMessages.validation.logoUnknown);
    expect((await readAdmin()).version).toBe(current.version);
  });
});

describe('POST /api/upload', () => {
  it('stores a logo for an administrator and serves it publicly once it is the logo', async () => {
    const response = await upload(admin, 'logo', 'logo.png', PNG);
    expect(response.statusCode).toBe(201);
    const { id, url, contentType } = response.json().data;
    expect(url).toBe(`/api/uploads/${id}`);
    expect(contentType).toBe('image/png');

    expect((await inject({ method: 'GET', url: '/api/config/logo' })).statusCode).toBe(404);
    const current = await readAdmin();
    const saved = await save(admin, inputOf(current, { logoUploadId: id }));
    expect(saved.statusCode).toBe(200);
    const logoUrl = saved.json().data.config.logoUrl as string;
    expect(logoUrl).toBe(`/api/config/logo?v=${id.slice(0, 8)}`);

    const logo = await inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a logo from anyone but an administrator, storing nothing', async () => {
    const before = attachmentFiles().length;
    for (const actor of [lead, technician, client]) {
      const response = await upload(actor, 'logo', 'logo.png', PNG);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(settingsMessages.upload.forbidden);
    }
    expect((await upload(null, 'logo', 'logo.png', PNG)).statusCode).toBe(401);
    const articleImage = await upload(technician, 'article-image', 'foto.png', PNG);
    expect(articleImage.statusCode).toBe(403);
    expect(attachmentFiles()).toHaveLength(before);
  });

  it('checks the type by content and the size by kind, leaving no file behind', async () => {
    const before = attachmentFiles().length;
    const disguised = await upload(admin, 'logo', 'logo.png', EXE);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.details[0].field).toBe('file');
    const svg = await upload(admin, 'logo', 'logo.svg', SVG);
    expect(svg.statusCode).toBe(415);
    const pdfLogo = await upload(admin, 'logo', 'logo.pdf', PDF);
    expect(pdfLogo.statusCode).toBe(415);
    expect(pdfLogo.json().message).toBe(settingsMessages.upload.imageOnly('logo.pdf'));
    const bigPng = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const tooBig = await upload(client, 'avatar', 'grande.png', bigPng);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(settingsMessages.upload.tooLarge('grande.png', '2MB'));
    const exe = await upload(client, 'attachment-draft', 'factura.pdf', EXE);
    expect(exe.statusCode).toBe(415);
    const huge = await upload(
      client,
      'attachment-draft',
      'enorme.pdf',
      Buffer.alloc(11 * 1024 * 1024, 0x25),
    );
    expect(huge.statusCode).toBe(413);
    expect(attachmentFiles()).toHaveLength(before);
  });

  it('refuses a missing or unknown type and a missing file', async () => {
    const missing = await upload(client, null, 'factura.pdf', PDF);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(settingsMessages.upload.typeRequired);
    const unknown = await upload(client, 'ejecutable', 'factura.pdf', PDF);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(settingsMessages.upload.typeInvalid);
    const body = multipart([{ name: 'type', value: 'attachment-draft' }]);
    const noFile = await inject({
      method: 'POST',
      url: '/api/upload',
      ...body,
      headers: { ...body.headers, ...client.headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(settingsMessages.upload.fileRequired);
  });

  it("keeps a draft to its uploader: another client's request reads as missing", async () => {
    const response = await upload(client, 'attachment-draft', 'factura.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const { url } = response.json().data;
    const own = await inject({ method: 'GET', url, headers: client.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await inject({ method: 'GET', url, headers: otherClient.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('UPLOAD_NOT_FOUND');
    expect((await inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the sweep of unused uploads', () => {
  it('removes old drafts and replaced logos, keeping the current logo and fresh drafts', async () => {
    const draft = (await upload(client, 'attachment-draft', 'viejo.pdf', PDF)).json().data.id;
    const fresh = (await upload(client, 'attachment-draft', 'nuevo.pdf', PDF)).json().data.id;
    const oldLogo = (await upload(admin, 'logo', 'viejo.png', PNG)).json().data.id;
    const currentLogo = (await readAdmin()).logoUploadId!;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const { db } = testApp.database;
    for (const id of [draft, oldLogo, currentLogo]) {
      await db.update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.id, id));
    }
    const keyOf = async (id: string) =>
      (await db.select().from(uploads).where(eq(uploads.id, id)))[0]?.storageKey;
    const draftKey = (await keyOf(draft))!;

    const service = createUploadsService({ db, storage: testApp.app.files.attachments });
    expect(await service.sweep()).toBe(2);
    expect(await keyOf(draft)).toBeUndefined();
    expect(await keyOf(oldLogo)).toBeUndefined();
    expect(await keyOf(fresh)).toBeDefined();
    expect(await keyOf(currentLogo)).toBeDefined();
    expect(attachmentFiles()).not.toContain(draftKey);
    expect((await inject({ method: 'GET', url: '/api/config/logo' })).statusCode).toBe(200);
  });
});

describe('the public form under the organisation’s options', () => {
  let offered: string;
  let notOffered: string;

  beforeAll(async () => {
    offered = (await makeDepartment(testApp.database)).id;
    notOffered = (await makeDepartment(testApp.database)).id;
  });

  const setPublicForm = async (changes: Partial<OrganizationConfig['publicForm']>) => {
    const current = await readAdmin();
    const response = await save(
      admin,
      inputOf(current, { publicForm: { ...current.publicForm, ...changes } }),
    );
    expect(response.statusCode).toBe(200);
  };

  it('refuses every ticket with the notice while the form is off', async () => {
    const notice = 'Estamos en inventario: escríbenos a soporte@cevichano.pe.';
    await setPublicForm({ enabled: false, closedNotice: notice });
    const response = await submitPublic(publicTicketFields(offered));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: notice,
      error: { code: 'PUBLIC_FORM_CLOSED' },
    });
    await setPublicForm({ enabled: true });
    expect((await submitPublic(publicTicketFields(offered))).statusCode).toBe(201);
  });

  it('offers only the chosen departments', async () => {
    await setPublicForm({ departmentIds: [offered] });
    const refused = await submitPublic(publicTicketFields(notOffered));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'departmentId', message: settingsMessages.validation.departmentNotOffered },
    ]);
    expect((await submitPublic(publicTicketFields(offered))).statusCode).toBe(201);
    await setPublicForm({ departmentIds: [] });
    expect((await submitPublic(publicTicketFields(notOffered))).statusCode).toBe(201);
  });

  it('requires, accepts blank or drops the phone, company and cargo as configured', async () => {
    const withoutContact = publicTicketFields(offered, {
      customerPhone: '',
      clientBusiness: '',
      clientCargo: '',
    });
    const required = await submitPublic(withoutContact);
    expect(required.statusCode).toBe(400);
    expect(
      (required.json().error.details as { field: string }[]).map((detail) => detail.field).sort(),
    ).toEqual(['clientBusiness', 'clientCargo', 'customerPhone']);

    await setPublicForm({ phone: 'optional', business: 'optional', cargo: 'hidden' });
    const optional = await submitPublic(withoutContact);
    expect(optional.statusCode).toBe(201);
    const [ticket] = await testApp.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, optional.json().data.ticketId));
    expect(ticket).toMatchObject({
      contactPhone: null,
      contactBusiness: null,
      contactCargo: null,
      customerId: null,
    });

    // A hidden field is dropped even when someone sends it; an optional one is still checked.
    const sentAnyway = await submitPublic(
      publicTicketFields(offered, { clientCargo: 'no-es-un-cargo', customerPhone: 'abc' }),
    );
    expect(sentAnyway.statusCode).toBe(400);
    expect(sentAnyway.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'customerPhone',
    ]);
    const hidden = await submitPublic(publicTicketFields(offered, { clientCargo: 'otros' }));
    expect(hidden.statusCode).toBe(201);
    const [kept] = await testApp.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, hidden.json().data.ticketId)));
    expect(kept).toMatchObject({ contactCargo: null, contactBusiness: 'El Cevichano del Puerto' });
    await setPublicForm({ phone: 'required', business: 'required', cargo: 'required' });
  });
});
