import { publicTicketResponseSchema } from '@atiende/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { createdEnvelope, ok, routesTagged } from '../../platform/route-helpers';
import type { FileStorage } from '../../platform/storage';
import { readMultipart } from '../../platform/uploads';
import type { PublicTicketsService } from './public-tickets.service';

const route = routesTagged('tickets');
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const publicTicketsRoutes: FastifyPluginAsyncZod<{
  service: PublicTicketsService;
  storage: FileStorage;
  config: Config;
}> = async (app, { service, storage, config }) => {
  app.post(
    '/api/tickets/public',
    route(
      'The public form: multipart with the fields of docs/product/public-form.md and repeated `attachments`',
      { response: createdEnvelope(publicTicketResponseSchema) },
      {
        public: true,
        rateLimit: {
          max: config.rateLimits.publicTicketsPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: (_request, context) =>
            new AppError('TOO_MANY_PUBLIC_TICKETS', undefined, {
              headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
            }),
        },
      },
    ),
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : undefined;
      const multipart = await readMultipart(request, storage);
      const data = await service.submit(multipart, key);
      request.log.info(
        { ticketId: data.ticketId, ticketNumber: data.ticketNumber },
        'public ticket created',
      );
      return reply.status(201).send(ok(data));
    },
  );
};
