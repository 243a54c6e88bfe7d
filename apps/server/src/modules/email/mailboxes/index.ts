import { INBOUND_MESSAGE_MAX_BYTES } from '@atiende/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../../db/client';
import { emailMailboxes } from '../../../db/schema/index';
import type { ModuleOptions } from '../../../platform/module-options';
import { createOutboundPolicy } from '../../../platform/outbound';
import { createSecretBox } from '../../../platform/secret-box';
import { resolveSecret } from '../../../platform/secrets';
import { pollActiveMailboxes, pollMailboxNow, type PollerDeps } from './mailbox-poller';
import { mailboxesRoutes } from './mailboxes.routes';
import { createMailboxesService, type MailboxesDeps } from './mailboxes.service';

export { pollActiveMailboxes, pollMailbox, pollMailboxNow } from './mailbox-poller';
export type { IngestFromImap, PollerDeps, PollOutcome } from './mailbox-poller';
export { createMailboxesService, type MailboxesDeps } from './mailboxes.service';

/** The pieces the mailboxes work with, from the app's configuration. */
export function mailboxesDeps({ config, db }: ModuleOptions): MailboxesDeps {
  return {
    db,
    policy: createOutboundPolicy(config.outboundAllowHosts),
    secretBox: createSecretBox(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    ),
  };
}

/** The department of a mailbox's new tickets, for the inbound pipeline. */
export async function mailboxDepartment(executor: Executor, mailboxId: string) {
  const [row] = await executor
    .select({ departmentId: emailMailboxes.departmentId })
    .from(emailMailboxes)
    .where(eq(emailMailboxes.id, mailboxId));
  return row?.departmentId ?? null;
}

/**
 * The department of the active mailbox signed in as one of `addresses` (in their order), for a
 * message the webhook brings to that address (docs/email.md#inbound).
 */
export async function addressDepartment(executor: Executor, addresses: readonly string[]) {
  if (addresses.length === 0) return null;
  const rows = await executor
    .select({ username: emailMailboxes.username, departmentId: emailMailboxes.departmentId })
    .from(emailMailboxes)
    .where(
      and(
        eq(emailMailboxes.isActive, true),
        isNotNull(emailMailboxes.departmentId),
        inArray(sql`lower(${emailMailboxes.username})`, [...addresses]),
      ),
    );
  const byAddress = new Map(rows.map((row) => [row.username.toLowerCase(), row.departmentId]));
  for (const address of addresses) {
    const departmentId = byAddress.get(address);
    if (departmentId) return departmentId;
  }
  return null;
}

/**
 * IMAP mailboxes (docs/email.md#mailboxes-imap): the administrators' API and the every-minute
 * poll, on one instance of the cluster (docs/jobs.md#schedules), that hands each new message to
 * the inbound pipeline.
 */
export const mailboxesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const deps = mailboxesDeps(options);
  // The pipeline (registered before) asks this module for a mailbox's department.
  app.emailInbound.deps.mailboxDepartment = mailboxDepartment;
  app.emailInbound.deps.addressDepartment = addressDepartment;
  const poller: PollerDeps = {
    ...deps,
    ingest: (input) => app.emailInbound.ingest(input),
    log: app.log,
    maxMessageBytes: INBOUND_MESSAGE_MAX_BYTES,
  };
  await app.register(mailboxesRoutes, {
    service: createMailboxesService(deps),
    pollNow: (id) => pollMailboxNow(poller, id),
  });
  app.jobs.every('email.mailboxes', '* * * * *', () => pollActiveMailboxes(poller));
};
