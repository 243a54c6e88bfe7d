import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../../platform/module-options';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { readEmailSettingsRow } from '../../../platform/mail/mail-settings';
import { createSecretBox } from '../../../platform/secret-box';
import { resolveSecret } from '../../../platform/secrets';
import { buildConfirmationEmail } from '../../tickets/index';
import { createHeldMessagesService } from './held-messages.service';
import { inboundRoutes } from './inbound.routes';
import { createInboundSettingsService } from './inbound-settings.service';
import { ingestMessage, type InboundDeps, type IngestInput } from './ingest-message';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * docs/email.md#inbound: the pipeline's dependencies wired once (the IMAP poller and the
     * webhook hand messages to `ingest`).
     */
    emailInbound: {
      deps: InboundDeps;
      ingest: (input: IngestInput) => ReturnType<typeof ingestMessage>;
    };
  }
}

/** The address part of `Name <address>`. */
function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** What ingestMessage needs, from the app's decorators and the configuration. */
export function inboundDepsFor(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
): InboundDeps {
  return {
    db,
    events: app.events,
    storage: app.files.attachments,
    // The schedules module registers later and decorates `app.autoAssign`; read when a ticket comes.
    assignNewTicket: (ticket) =>
      app.hasDecorator('autoAssign') ? app.autoAssign.newTicket(ticket) : Promise.resolve(null),
    ownAddresses: async () => {
      const stored = (await readEmailSettingsRow(db))?.fromAddress;
      return [addressOf(config.smtp.from), ...(stored ? [addressOf(stored)] : [])];
    },
    // docs/email.md#acknowledgement: the public form's confirmation, threaded with the sender's
    // message and marked as automatic so that their own auto-responder stays quiet (RFC 3834).
    acknowledgement: async () => {
      const parts = await app.templates.parts('publicConfirmation');
      return {
        async write(tx, ticket, sender) {
          const firstResponse = app.hasDecorator('sla')
            ? await app.sla.firstResponsePromise(tx, ticket)
            : null;
          const email = buildConfirmationEmail(
            parts,
            { number: ticket.number, firstResponse },
            sender.name,
            ticket.title,
            ticket.description,
            config,
          );
          await app.mailer.enqueue(tx, {
            kind: 'ticket_confirmation',
            to: sender.address,
            ...email,
            headers: { 'Auto-Submitted': 'auto-replied' },
            ticket: { id: ticket.id, number: ticket.number },
          });
        },
        flush: () => void app.mailer.flush(),
      };
    },
    log: app.log,
  };
}

/** The e-mail channel's inbound side: `app.emailInbound`, the webhook and held messages. */
export const emailInboundModule = fp(
  async (app: FastifyInstance, options: ModuleOptions) => {
    const { config, db } = options;
    const deps = inboundDepsFor(app, options);
    const ingest = (input: IngestInput) => ingestMessage(deps, input);
    app.decorate('emailInbound', { deps, ingest });
    const secretBox = createSecretBox(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    );
    await app.register(inboundRoutes, {
      db,
      settings: createInboundSettingsService({ db, secretBox, publicUrl: config.publicUrl }),
      held: createHeldMessagesService({ db, events: app.events, storage: deps.storage }),
      ingest,
    });
  },
  { name: 'email-inbound', dependencies: ['platform-services', 'tickets'] },
);
