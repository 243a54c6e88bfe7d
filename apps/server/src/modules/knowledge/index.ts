import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options';
import { indexTicket, sweepTickets } from './knowledge-index';
import { embedPendingChunks, type EmbedderSource } from './knowledge-vectors';
import { knowledgeRoutes } from './knowledge.routes';
import { createKnowledgeService } from './knowledge.service';

export {
  RANKING,
  searchKnowledge,
  type KnowledgePassage,
  type KnowledgeSearchResult,
} from './knowledge-search';
export { indexTicket, sweepTickets } from './knowledge-index';
export { VECTORS, type Embedder, type EmbedderSource } from './knowledge-vectors';

export type KnowledgeApi = {
  /**
   * The assistant module says how to embed (docs/assistant.md#embeddings): a source read at every
   * pass, so a changed model or address applies at once.
   */
  useEmbedder(source: EmbedderSource): void;
  /**
   * Embeds the passages missing a vector of the configured model, now; nothing without an
   * embeddings model. One pass at a time per instance; a call during one runs another after it.
   * Returns how many passages it embedded.
   */
  embedPending(): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    knowledge: KnowledgeApi;
  }
}

/** `ticket.updated` fields that change what a ticket's passages hold. */
const INDEXED_FIELDS = new Set(['resolution', 'title', 'status']);

/**
 * The knowledge base (docs/assistant.md#knowledge-base): articles and their routes; the resolved
 * tickets' resolutions indexed after each change that touches them (a domain event, off the
 * request's path) and by a sweep every 10 minutes that mends whatever an event missed (a crash,
 * an import, a bulk change). With an embeddings model, the passages' vectors are made after each
 * of those, off the request's path too, and by the same sweep.
 */
export const knowledgeModule = fp(
  async (app: FastifyInstance, { db }: ModuleOptions) => {
    let source: EmbedderSource | null = null;
    let running: Promise<number> | null = null;
    let again = false;
    const pass = async () => {
      const embedder = source ? await source() : null;
      return embedder ? embedPendingChunks(db, embedder) : 0;
    };
    const embedPending = async (): Promise<number> => {
      while (running) {
        // A pass is under way: it takes this call in, or this call runs the next one.
        again = true;
        await running.catch(() => undefined);
        if (!again) return 0;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await pass();
        } while (again);
        return total;
      })();
      try {
        return await running;
      } finally {
        running = null;
      }
    };
    /** After a change committed: failures are logged, the sweep tries again. */
    const embedSoon = () => {
      if (!source) return;
      embedPending().catch((error: unknown) =>
        app.log.warn({ err: error }, 'knowledge embeddings failed; the sweep will retry'),
      );
    };
    // A pass under way finishes before the database closes.
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });
    app.decorate('knowledge', {
      useEmbedder: (next: EmbedderSource) => (source = next),
      embedPending,
    } satisfies KnowledgeApi);

    await app.register(knowledgeRoutes, {
      db,
      service: createKnowledgeService({ db, onIndexed: embedSoon }),
    });
    const reindexTicket = async (ticketId: string) => {
      await indexTicket(db, ticketId);
      embedSoon();
    };
    app.events.subscribe('ticket.status_changed', ({ ticketId }) => reindexTicket(ticketId));
    app.events.subscribe('ticket.updated', async ({ ticketId, fields }) => {
      if (fields.some((field) => INDEXED_FIELDS.has(field))) await reindexTicket(ticketId);
    });
    app.jobs.every('knowledge.sweep', '*/10 * * * *', async () => {
      await sweepTickets(db);
      await embedPending();
    });
  },
  { name: 'knowledge', dependencies: ['platform-services'] },
);
