import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createOutboundPolicy } from '../../platform/outbound';
import { createSecretBox } from '../../platform/secret-box';
import { resolveSecret } from '../../platform/secrets';
import { listActiveDepartmentNames } from '../departments/index';
import { searchKnowledge } from '../knowledge/index';
import { aiAdminRoutes } from './ai-admin.routes';
import type { AskDeps } from './ask.service';
import { createEmbedder } from './embeddings';
import { assistantRoutes } from './assistant.routes';
import { createProviderGate } from './provider';
import { ragRoutes } from './rag.routes';
import { recordIndexingUsage } from './indexing-usage';
import { addTicketToConversation } from './records.repository';
import { pricesOf, providerSettingsOf, readSettingsRow, type SettingsDeps } from './settings';

/**
 * The virtual assistant's server (docs/assistant.md): answers over the knowledge base through an
 * OpenAI-compatible provider or, without one, from the passages; the AI configuration, agent control, the
 * records of every query, costs and knowledge gaps; the web chat's conversations and the
 * tickets raised from it.
 */
export const assistantModule: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const settings: SettingsDeps = {
    db,
    policy: createOutboundPolicy(config.outboundAllowHosts),
    secretBox: createSecretBox(
      resolveSecret(config.secretsKey, config.dataDir, 'secrets'),
      config.previousSecrets.secretsKey,
    ),
  };
  // The cap follows the saved setting: at once on this instance, within a minute on the others.
  let maxConcurrent = (await readSettingsRow(db)).maxConcurrent;
  settings.onSaved = (row) => {
    maxConcurrent = row.maxConcurrent;
    // A new embeddings model (or address) embeds the passages now, off the request's path.
    if (row.embeddingsModel) {
      app.knowledge
        .embedPending()
        .catch((error: unknown) => app.log.warn({ err: error }, 'knowledge embeddings failed'));
    }
  };
  const refresh = setInterval(() => {
    readSettingsRow(db).then(
      (row) => (maxConcurrent = row.maxConcurrent),
      () => undefined,
    );
  }, 60_000);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));
  const ask: AskDeps = {
    ...settings,
    gate: createProviderGate(() => maxConcurrent),
    search: searchKnowledge,
    departments: listActiveDepartmentNames,
    alertAdministrators: (executor, alert) =>
      app.notifications.alertAdministrators(executor, alert),
    log: app.log,
  };
  // docs/assistant.md#embeddings: the knowledge module's indexer embeds passages with the
  // configured embeddings model, read at every pass; none configured, none made.
  app.knowledge.useEmbedder(async () => {
    const row = await readSettingsRow(db);
    const provider = providerSettingsOf(row, settings.secretBox);
    if (!provider || !row.embeddingsModel) return null;
    const model = row.embeddingsModel;
    return createEmbedder(ask, provider, model, (usage) =>
      recordIndexingUsage(ask, pricesOf(row), model, usage),
    );
  });
  await app.register(ragRoutes, { db, ask });
  await app.register(assistantRoutes, { db });
  await app.register(aiAdminRoutes, { db, settings });
  // A ticket raised from the chat joins its conversation's ticketsCreated.
  const unsubscribe = app.events.subscribe(
    'chat.ticket_created',
    ({ userId, ragSessionId, ticketId }) =>
      addTicketToConversation(db, userId, ragSessionId, ticketId),
  );
  app.addHook('onClose', async () => unsubscribe());
};
