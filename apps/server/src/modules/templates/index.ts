import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { createTemplateStore, type TemplateStore } from './template-store';
import { templatesRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

export {
  renderEmail,
  renderNotice,
  type RenderedEmail,
  type RenderedNotice,
  type TemplateValues,
} from './template-render';
export {
  templateDefinition,
  type NotificationTemplateKey,
  type TemplateKey,
} from './template-registry';
export type { TemplateStore } from './template-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages' templates, as every sender reads them (docs/templates.md#cache). */
    templates: TemplateStore;
  }
}

const FORGET_TOPIC = 'templates.cache_forget';

/**
 * The messages Atiende sends (docs/templates.md): the registry of defaults, the administrators'
 * edited copies and the one cached lookup the senders use. Registered before the modules that
 * send, which read `app.templates`.
 */
export const templatesModule = fp(
  async (app: FastifyInstance, { db }: ModuleOptions) => {
    const store = createTemplateStore({ db });
    app.decorate('templates', store);
    // Through the real-time hub: this instance forgets at once, the others over Redis.
    const stops = [
      app.realtime.onBroadcast(FORGET_TOPIC, () => store.forget()),
      app.events.subscribeSync('template.updated', () =>
        app.realtime.broadcast(FORGET_TOPIC, null),
      ),
    ];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
    await app.register(templatesRoutes, {
      service: createTemplatesService({ db, store, events: app.events }),
    });
  },
  { name: 'templates', dependencies: ['platform-services'] },
);
