import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, errorMessages } from '@atiende/contracts';
import {
  buildTestApp,
  makeSignedInUser,
  makeUser,
  type TestApp,
} from '../../../test/build-test-app';
import { startSmtpSink, type ReceivedMail } from '../../../test/smtp-sink';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  testApp = await buildTestApp(smtp.env);
  admin = await makeSignedInUser(testApp, 'ADMIN');
});
afterAll(async () => {
  await testApp.app.close();
  await smtp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...admin.headers, ...options.headers } });

/** The decoded text of a received message (quoted-printable undone, headers unfolded). */
function decoded(mail: ReceivedMail): string {
  const bytes: number[] = [];
  const raw = mail.raw.replace(/=\r?\n/g, '');
  for (let index = 0; index < raw.length; index += 1) {
    const hex = raw.slice(index + 1, index + 3);
    if (raw[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(raw[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const resetDraft = {
  subject: 'Tu enlace de Atiende, {{nombre}}',
  text: 'Hola {{nombre}}, entra aquí: {{enlace}}\nSoporte de la Municipalidad',
  html: '<p>Hola <strong>{{nombre}}</strong>, entra <a href="{{enlace}}">aquí</a>.</p><p>Soporte de la Municipalidad</p>',
};

describe('/api/templates', () => {
  it('lists every message Atiende sends, by kind, with none edited at first', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/templates' });
    expect(response.statusCode).toBe(200);
    const templates = response.json().data.templates as Array<{
      key: string;
      kind: string;
      isCustomized: boolean;
    }>;
    const keys = templates.map((template) => template.key);
    for (const key of [
      'ticketCreated',
      'ticketAssignedToYou',
      'statusChanged',
      'commentAdded',
      'ticketResolvedForYou',
      'slaAtRisk',
      'slaBreached',
      'passwordReset',
      'publicConfirmation',
      'scheduledReport',
    ]) {
      expect(keys).toContain(key);
    }
    expect(new Set(templates.map((template) => template.kind))).toEqual(
      new Set(['tickets', 'sla', 'account', 'publicForm', 'reports']),
    );
    expect(templates.every((template) => !template.isCustomized)).toBe(true);
  });

  it('gives a template with its variables, samples and an HTML and text part always', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/templates/ticketAssignedToYou' });
    expect(response.statusCode).toBe(200);
    const { template } = response.json().data;
    expect(template.parts.html).toContain('{{enlace}}');
    expect(template.parts.text).toContain('{{enlace}}');
    expect(template.parts.title).toBe('Se te asignó el ticket #{{numero}}');
    expect(template.variables).toContainEqual(
      expect.objectContaining({ name: 'numero', sample: '1042', isEmailOnly: false }),
    );
    expect(template.variables).toContainEqual(
      expect.objectContaining({ name: 'enlace', isEmailOnly: true }),
    );
    expect(template.parts).toEqual(template.defaults);
    const unknown = await asAdmin({ method: 'GET', url: '/api/templates/teletransporte' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: errorMessages.TEMPLATE_NOT_FOUND,
      error: { code: 'TEMPLATE_NOT_FOUND' },
    });
  });

  it('refuses unknown variables on save with 422 naming them, and stores nothing', async () => {
    const response = await asAdmin({
      method: 'PUT',
      url: '/api/templates/passwordReset',
      payload: { ...resetDraft, text: 'Hola {{nombre}} {{contraseña}} {{ saldo }}' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('TEMPLATE_UNKNOWN_VARIABLES');
    expect(body.message).toContain('{{contraseña}}');
    expect(body.message).toContain('{{saldo}}');
    expect(body.error.details).toEqual([
      { field: 'text', message: expect.stringContaining('{{contraseña}}') },
    ]);
    const detail = await asAdmin({ method: 'GET', url: '/api/templates/passwordReset' });
    expect(detail.json().data.template.isCustomized).toBe(false);
  });

  it("refuses the e-mail's variables in the bell's title, and line breaks in a subject", async () => {
    const { template } = (
      await asAdmin({ method: 'GET', url: '/api/templates/commentAdded' })
    ).json().data;
    const emailOnly = await asAdmin({
      method: 'PUT',
      url: '/api/templates/commentAdded',
      payload: { ...template.parts, title: 'Comentario para {{nombre}}' },
    });
    expect(emailOnly.statusCode).toBe(422);
    expect(emailOnly.json().error.details[0]).toMatchObject({ field: 'title' });
    const broken = await asAdmin({
      method: 'PUT',
      url: '/api/templates/commentAdded',
      payload: { ...template.parts, subject: 'Uno\r\nBcc: otro@example.pe' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.details[0]).toMatchObject({ field: 'subject' });
  });

  it('previews a draft on the sample values, escaping them in the HTML', async () => {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/templates/publicConfirmation/preview',
      payload: {
        subject: '[#{{numero}}] {{asunto}}',
        text: '{{descripcion}} {{inventada}}',
        html: '<p>{{descripcion}}</p>',
      },
    });
    expect(response.statusCode).toBe(200);
    const { rendered, unknownVariables } = response.json().data;
    expect(rendered.subject).toBe('[#1042] No puedo entrar al sistema de facturación');
    expect(rendered.text).toBe(
      'Desde esta mañana me dice que mi usuario está bloqueado. {{inventada}}',
    );
    expect(unknownVariables).toEqual(['inventada']);
  });

  it('saves an edited template, audited, and the next e-mail uses it (read back over SMTP)', async () => {
    const saved = await asAdmin({
      method: 'PUT',
      url: '/api/templates/passwordReset',
      payload: resetDraft,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.template).toMatchObject({
      isCustomized: true,
      parts: resetDraft,
      updatedByName: expect.any(String),
    });

    // A name that looks like markup and like a variable: escaped, never compiled.
    const user = await makeUser(testApp.database, { name: '<b>Rosa</b> {{enlace}}' });
    const response = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await smtp.waitFor((message) => message.to.includes(user.email));
    const text = decoded(mail!);
    expect(text).toContain('Soporte de la Municipalidad');
    expect(text).toContain(
      'Hola <b>Rosa</b> {{enlace}}, entra aquí: https://soporte.example.pe/reset-password/',
    );
    expect(text).toContain('<strong>&lt;b&gt;Rosa&lt;/b&gt; {{enlace}}</strong>');
    expect(text).not.toContain(authMessages.resetEmail.ignore);

    const audit = await asAdmin({
      method: 'GET',
      url: '/api/audit-logs?action=MESSAGE_TEMPLATE_UPDATED',
    });
    const [entry] = audit.json().data.auditLogs;
    expect(entry).toMatchObject({ entityType: 'MESSAGE_TEMPLATE', entityId: 'passwordReset' });
    expect(entry.after).toMatchObject({ subject: resetDraft.subject });
  });

  it('restores the default, audited, and the next e-mail says the original again', async () => {
    await asAdmin({ method: 'PUT', url: '/api/templates/passwordReset', payload: resetDraft });
    const restored = await asAdmin({ method: 'POST', url: '/api/templates/passwordReset/restore' });
    expect(restored.statusCode).toBe(200);
    const { template } = restored.json().data;
    expect(template.isCustomized).toBe(false);
    expect(template.parts).toEqual(template.defaults);
    const user = await makeUser(testApp.database, { name: 'Pedro Huamán' });
    await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const [mail] = await smtp.waitFor((message) => message.to.includes(user.email));
    expect(decoded(mail!)).toContain(authMessages.resetEmail.ignore);
    const audit = await asAdmin({
      method: 'GET',
      url: '/api/audit-logs?action=MESSAGE_TEMPLATE_RESTORED',
    });
    expect(audit.json().data.auditLogs[0]).toMatchObject({ entityId: 'passwordReset' });
  });

  it.each(['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const)(
    'refuses a %s on every route with 403 and changes nothing',
    async (role) => {
      const actor = await makeSignedInUser(testApp, role);
      const calls: InjectOptions[] = [
        { method: 'GET', url: '/api/templates' },
        { method: 'GET', url: '/api/templates/passwordReset' },
        { method: 'PUT', url: '/api/templates/passwordReset', payload: resetDraft },
        { method: 'POST', url: '/api/templates/passwordReset/preview', payload: resetDraft },
        { method: 'POST', url: '/api/templates/passwordReset/restore' },
      ];
      for (const call of calls) {
        const response = await inject({ ...call, headers: actor.headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      const anonymous = await inject({ method: 'GET', url: '/api/templates' });
      expect(anonymous.statusCode).toBe(401);
      const detail = await asAdmin({ method: 'GET', url: '/api/templates/passwordReset' });
      expect(detail.json().data.template.isCustomized).toBe(false);
    },
  );
});
