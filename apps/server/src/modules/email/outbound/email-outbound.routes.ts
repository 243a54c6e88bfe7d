import {
  emailConfigInputSchema,
  emailConfigMessages,
  emailConfigSchema,
  emailFailedQuerySchema,
  emailResendResponseSchema,
  emailSendTestInputSchema,
  emailStatsQuerySchema,
  emailStatsSchema,
  emailTestResponseSchema,
  failedEmailListSchema,
} from '@atiende/contracts/email';
import { idParamsSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../../platform/mail/mailer';
import { currentUser } from '../../../platform/auth/auth-guard';
import { AppError } from '../../../platform/errors';
import { periodRangeOf, resolvePeriod } from '../../../platform/period';
import { ok, okEnvelope, routesTagged } from '../../../platform/route-helpers';
import { auditContextOf, recordAudit } from '../../audit/index';
import {
  emailStats,
  findMail,
  listFailedEmails,
  requeueFailedMail,
} from './email-outbox.repository';
import {
  getEmailConfig,
  saveEmailConfig,
  sendTestEmail,
  testEmailConnection,
  type EmailSettingsDeps,
} from './email-settings.service';

const route = routesTagged('email');

export type EmailOutboundRoutesOptions = {
  settings: EmailSettingsDeps;
  mailer: Pick<Mailer, 'flush'>;
};

/** A test reaches an outside server: a few a minute are plenty (docs/email.md#outbound). */
const TEST_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * Outbound e-mail for administrators (docs/email.md): the SMTP settings, their tests, the
 * figures by day and the failed messages. Administrators only, every route.
 */
export const emailOutboundRoutes: FastifyPluginAsyncZod<EmailOutboundRoutesOptions> = async (
  app,
  { settings, mailer },
) => {
  const { db } = settings;

  app.get(
    '/api/email/config',
    route(
      'The outbound SMTP settings in effect (the password only as set or not)',
      { response: okEnvelope(emailConfigSchema) },
      'admins',
    ),
    async () => ok(await getEmailConfig(settings)),
  );

  app.put(
    '/api/email/config',
    route(
      'Change the stored outbound SMTP settings (environment variables still win)',
      { body: emailConfigInputSchema, response: okEnvelope(emailConfigSchema) },
      'admins',
    ),
    async (request) =>
      ok(
        await saveEmailConfig(
          settings,
          { ...auditContextOf(request), actorId: currentUser(request).userId },
          request.body,
        ),
      ),
  );

  app.post(
    '/api/email/test-connection',
    route(
      '"Probar conexión": connect and log in to the SMTP server in effect',
      { response: okEnvelope(emailTestResponseSchema) },
      { roles: ['ADMIN'], rateLimit: TEST_LIMIT },
    ),
    async () => ok(await testEmailConnection(settings)),
  );

  app.post(
    '/api/email/send-test',
    route(
      'Send a test message to one address now',
      { body: emailSendTestInputSchema, response: okEnvelope(emailTestResponseSchema) },
      { roles: ['ADMIN'], rateLimit: TEST_LIMIT },
    ),
    async (request) => {
      const actor = currentUser(request);
      const [user] = await settings.userNames([actor.userId]);
      return ok(
        await sendTestEmail(
          settings,
          {
            ...auditContextOf(request),
            actorId: actor.userId,
            actorName: user?.name ?? user?.email ?? '',
          },
          request.body,
        ),
      );
    },
  );

  app.get(
    '/api/email/stats',
    route(
      'Messages sent, failed, queued and only logged, by Lima day of a period',
      { querystring: emailStatsQuerySchema, response: okEnvelope(emailStatsSchema) },
      'admins',
    ),
    async (request) => {
      const range = resolvePeriod(request.query);
      return ok({ range: periodRangeOf(range), ...(await emailStats(db, range)) });
    },
  );

  app.get(
    '/api/email/failed',
    route(
      'The messages that failed for good, newest first',
      { querystring: emailFailedQuerySchema, response: okEnvelope(failedEmailListSchema) },
      'admins',
    ),
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await listFailedEmails(db, page, limit);
      return ok({
        items,
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      });
    },
  );

  app.post(
    '/api/email/messages/:id/resend',
    route(
      '«Reenviar»: a failed message back in the queue',
      { params: idParamsSchema, response: okEnvelope(emailResendResponseSchema) },
      'admins',
    ),
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const mail = await findMail(tx, id);
        if (!mail) throw new AppError('MAIL_NOT_FOUND');
        if (!(await requeueFailedMail(tx, id))) throw new AppError('MAIL_NOT_FAILED');
        await recordAudit(tx, {
          context: auditContextOf(request),
          action: 'EMAIL_RESENT',
          entityType: 'EMAIL',
          entityId: id,
          details: { to: mail.to },
          message: emailConfigMessages.audit.resent(mail.to),
        });
      });
      void mailer.flush();
      return ok({ id, status: 'PENDING' as const });
    },
  );
};
