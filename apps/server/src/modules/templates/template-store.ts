import type { TemplateParts } from '@atiende/contracts';
import type { Db } from '../../db/client';
import { messageTemplates, type MessageTemplateRow } from '../../db/schema/index';
import { partsOf } from './template-render';
import {
  findTemplateDefinition,
  type TemplateDefinition,
  type TemplateKey,
} from './template-registry';

/** A lost forget message (Redis down) is bounded by this age (docs/templates.md#cache). */
const CACHE_TTL_MS = 5 * 60_000;

/** The parts in effect: the default, replaced part by part by the stored copy. */
export function effectiveParts(
  definition: TemplateDefinition,
  stored: Record<string, string> | undefined,
): TemplateParts {
  const parts: TemplateParts = { ...definition.defaults };
  for (const part of partsOf(definition)) {
    const value = stored?.[part];
    if (typeof value === 'string' && value.trim() !== '') parts[part] = value;
  }
  return parts;
}

/**
 * docs/templates.md#cache: the one lookup every sender reads templates through. All stored
 * copies are read in one query and kept for five minutes; a save forgets them on every instance
 * (the templates module's `template.updated` subscriber).
 */
export function createTemplateStore({ db, now = Date.now }: { db: Db; now?: () => number }) {
  let cache: { loadedAt: number; rows: Map<string, MessageTemplateRow> } | undefined;
  let loading: Promise<Map<string, MessageTemplateRow>> | undefined;
  let generation = 0;

  async function load(): Promise<Map<string, MessageTemplateRow>> {
    if (cache && now() - cache.loadedAt < CACHE_TTL_MS) return cache.rows;
    if (!loading) {
      const started = generation;
      loading = db
        .select()
        .from(messageTemplates)
        .then((rows) => {
          const byKey = new Map(rows.map((row) => [row.key, row]));
          // A forget during the read: keep the answer for this caller only.
          if (started === generation) cache = { loadedAt: now(), rows: byKey };
          return byKey;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  }

  /** A synchronous lookup over one read, for a sender rendering many messages at once. */
  async function snapshot(): Promise<(key: TemplateKey) => TemplateParts> {
    const rows = await load();
    return (key) => effectiveParts(findTemplateDefinition(key)!, rows.get(key)?.parts);
  }

  return {
    /** The stored copies by key (for the administration page). */
    stored: load,
    snapshot,
    /** One template's parts in effect. */
    parts: async (key: TemplateKey): Promise<TemplateParts> => (await snapshot())(key),
    forget() {
      generation += 1;
      cache = undefined;
    },
  };
}

export type TemplateStore = ReturnType<typeof createTemplateStore>;
