import { knowledgeArticleInputSchema } from '@atiende/contracts';
import type { Db } from '../db/client';
import { createKnowledgeService } from '../modules/knowledge/knowledge.service';
import type { Viewer } from '../modules/tickets/index';
import { DEMO_ARTICLES } from './demo-knowledge-articles';

/**
 * The demo's knowledge base, once (docs/assistant.md#knowledge-base): an article whose title is
 * already present is left as it is. Written through the knowledge service, so each is indexed
 * like one an administrator saves. Returns how many it created and each key's article id.
 */
export async function seedKnowledgeArticles(db: Db, admin: Viewer) {
  const knowledge = createKnowledgeService({ db });
  const present = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const { articles, pagination } = await knowledge.list(admin, {
      page,
      limit: 100,
      status: 'all',
    });
    for (const article of articles) present.set(article.title, article.id);
    if (page >= pagination.totalPages) break;
  }
  const idsByKey = new Map<string, string>();
  let created = 0;
  for (const { key, ...article } of DEMO_ARTICLES) {
    let id = present.get(article.title);
    if (!id) {
      id = (await knowledge.create(admin, knowledgeArticleInputSchema.parse(article))).id;
      created += 1;
    }
    idsByKey.set(key, id);
  }
  return { created, idsByKey };
}
