import { idParamsSchema, messageResponseSchema } from '@atiende/contracts';
import {
  mailboxCreateSchema,
  mailboxEnvelopeSchema,
  mailboxListSchema,
  mailboxMessages,
  mailboxTestResultSchema,
  mailboxUpdateSchema,
} from '@atiende/contracts/mailboxes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdEnvelope, ok, okEnvelope, routesTagged } from '../../../platform/route-helpers';
import { auditContextOf } from '../../audit/index';
import type { MailboxesService } from './mailboxes.service';

const route = routesTagged('email');

export type MailboxesRoutesOptions = {
  service: MailboxesService;
  /** Polls one mailbox now (the «Revisar ahora» button). */
  pollNow: (id: string) => Promise<unknown>;
};

/** docs/email.md#mailboxes-imap: administrators only, on every route. */
export const mailboxesRoutes: FastifyPluginAsyncZod<MailboxesRoutesOptions> = async (
  app,
  { service, pollNow },
) => {
  app.get(
    '/api/email/mailboxes',
    route(
      'The IMAP mailboxes polled for inbound e-mail (the password never returned)',
      { response: okEnvelope(mailboxListSchema) },
      'admins',
    ),
    async () => ok({ mailboxes: await service.list() }),
  );

  app.post(
    '/api/email/mailboxes',
    route(
      'Add an IMAP mailbox (its server checked against the outbound address policy)',
      { body: mailboxCreateSchema, response: createdEnvelope(mailboxEnvelopeSchema) },
      'admins',
    ),
    async (request, reply) => {
      const mailbox = await service.create(auditContextOf(request), request.body);
      return reply.status(201).send(ok({ mailbox }));
    },
  );

  app.put(
    '/api/email/mailboxes/:id',
    route(
      'Edit an IMAP mailbox (the password again whenever the server changes)',
      {
        params: idParamsSchema,
        body: mailboxUpdateSchema,
        response: okEnvelope(mailboxEnvelopeSchema),
      },
      'admins',
    ),
    async (request) =>
      ok({
        mailbox: await service.update(auditContextOf(request), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/email/mailboxes/:id',
    route(
      'Delete an IMAP mailbox (what came in through it stays)',
      { params: idParamsSchema, response: okEnvelope(messageResponseSchema) },
      'admins',
    ),
    async (request) => {
      await service.remove(auditContextOf(request), request.params.id);
      return ok({ message: mailboxMessages.page.deleted });
    },
  );

  app.post(
    '/api/email/mailboxes/:id/test',
    route(
      'Connect, sign in and open the folder (10 s at most); the answer says what failed',
      { params: idParamsSchema, response: okEnvelope(mailboxTestResultSchema) },
      'admins',
    ),
    async (request) => ok(await service.test(request.params.id)),
  );

  app.post(
    '/api/email/mailboxes/:id/poll',
    route(
      'Poll one mailbox now instead of at the next minute; answers the mailbox with its result',
      { params: idParamsSchema, response: okEnvelope(mailboxEnvelopeSchema) },
      'admins',
    ),
    async (request) => {
      await service.get(request.params.id);
      await pollNow(request.params.id);
      return ok({ mailbox: await service.get(request.params.id) });
    },
  );
};
