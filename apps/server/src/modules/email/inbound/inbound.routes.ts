import {
  heldMessageEnvelopeSchema,
  heldMessageListSchema,
  idParamsSchema,
  inboundSettingsEnvelopeSchema,
  inboundSettingsInputSchema,
  INBOUND_MESSAGE_MAX_BYTES,
  ticketIdParamsSchema,
  webhookResultSchema,
} from '@atiende/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { currentUser } from '../../../platform/auth/auth-guard';
import { AppError } from '../../../platform/errors';
import { ok, okEnvelope, routesTagged } from '../../../platform/route-helpers';
import { auditContextOf } from '../../audit/index';
import { resolveViewer } from '../../tickets/index';
import type { HeldMessagesService } from './held-messages.service';
import type { InboundSettingsService } from './inbound-settings.service';
import type { ingestMessage } from './ingest-message';
import { rawMessageFrom } from './webhook-payload';
import { isValidWebhookSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';

const route = routesTagged('email');

export type InboundRoutesOptions = {
  db: Db;
  settings: InboundSettingsService;
  held: HeldMessagesService;
  ingest: (input: Parameters<typeof ingestMessage>[1]) => ReturnType<typeof ingestMessage>;
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * POST /api/email/webhook (docs/email.md#webhook): public, but only a request signed with the
 * signing secret is read. Its own parsers keep the exact bytes of every body (the signature is
 * over them); a body over the message cap is refused with 413 before anything is read.
 */
const webhookRoute: FastifyPluginAsyncZod<
  Pick<InboundRoutesOptions, 'settings' | 'ingest'>
> = async (app, { settings, ingest }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/email/webhook',
    {
      ...route(
        'Receive an e-mail pushed by a provider (raw MIME or the inbound-parse form), signed',
        { response: okEnvelope(webhookResultSchema) },
        { public: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
      ),
      bodyLimit: INBOUND_MESSAGE_MAX_BYTES,
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = await settings.signingSecret();
      const signed =
        secret !== undefined &&
        isValidWebhookSignature(
          secret,
          header(request, TIMESTAMP_HEADER),
          header(request, SIGNATURE_HEADER),
          body,
        );
      if (!signed) throw new AppError('EMAIL_SIGNATURE_INVALID');
      const raw = await rawMessageFrom(header(request, 'content-type') ?? '', body);
      const result = await ingest({ raw, source: 'webhook' });
      request.log.info(
        { messageId: result.messageId, status: result.status, ticketId: result.ticketId },
        'inbound e-mail received by webhook',
      );
      return ok({ status: result.status, ticketId: result.ticketId, messageId: result.messageId });
    },
  );
};

/** The inbound settings (administrators) and held messages (staff who see the ticket). */
export const inboundRoutes: FastifyPluginAsyncZod<InboundRoutesOptions> = async (app, options) => {
  const { db, settings, held } = options;
  const viewerOf = (request: FastifyRequest) => resolveViewer(db, currentUser(request));
  await app.register(webhookRoute, options);

  app.get(
    '/api/email/inbound',
    route(
      'The webhook address, its signing secret and the default department of new tickets',
      { response: okEnvelope(inboundSettingsEnvelopeSchema) },
      'admins',
    ),
    async () => ok({ settings: await settings.get() }),
  );

  app.put(
    '/api/email/inbound',
    route(
      'Choose the department of tickets that come in by e-mail',
      { body: inboundSettingsInputSchema, response: okEnvelope(inboundSettingsEnvelopeSchema) },
      'admins',
    ),
    async (request) =>
      ok({ settings: await settings.update(request.body, auditContextOf(request)) }),
  );

  app.post(
    '/api/email/inbound/secret',
    route(
      "Regenerate the webhook's signing secret (the old one stops working at once)",
      { response: okEnvelope(inboundSettingsEnvelopeSchema) },
      'admins',
    ),
    async (request) => ok({ settings: await settings.regenerateSecret(auditContextOf(request)) }),
  );

  app.get(
    '/api/email/held',
    route(
      'Held e-mails of the tickets the caller sees, newest first',
      { response: okEnvelope(heldMessageListSchema) },
      'staff',
    ),
    async (request) => ok({ messages: await held.list(await viewerOf(request)) }),
  );

  app.get(
    '/api/tickets/:id/held-emails',
    route(
      "A ticket's held e-mails",
      { params: ticketIdParamsSchema, response: okEnvelope(heldMessageListSchema) },
      'staff',
    ),
    async (request) =>
      ok({ messages: await held.list(await viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/email/held/:id/accept',
    route(
      'Accept a held e-mail as a public comment of its ticket',
      { params: idParamsSchema, response: okEnvelope(heldMessageEnvelopeSchema) },
      'staff',
    ),
    async (request) =>
      ok({
        message: await held.accept(
          await viewerOf(request),
          request.params.id,
          auditContextOf(request),
        ),
      }),
  );

  app.post(
    '/api/email/held/:id/discard',
    route(
      'Discard a held e-mail (its files are deleted)',
      { params: idParamsSchema, response: okEnvelope(heldMessageEnvelopeSchema) },
      'staff',
    ),
    async (request) =>
      ok({
        message: await held.discard(
          await viewerOf(request),
          request.params.id,
          auditContextOf(request),
        ),
      }),
  );
};
