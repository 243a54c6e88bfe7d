import { knowledgeArticlePath, knowledgeMessages, type AssistantSource } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { visibleTo, type Viewer } from '../tickets/index';
import { RESOLVED_SQL } from './knowledge-index.repository';

/** A passage the assistant may quote, with where it comes from and how well it matches (0–1). */
export type KnowledgePassage = {
  chunkId: string;
  source: AssistantSource;
  text: string;
  score: number;
};

/**
 * docs/assistant.md#retrieval, who may read a passage, inside the query: published articles
 * (clients: only those meant for everyone), and the resolutions of resolved or closed tickets the
 * viewer sees by the tickets' one visibility rule. Every read of passages — full text and
 * vectors alike — goes through this, joined as `c` (the passage), `knowledge_articles` and
 * `tickets` (see `PASSAGE_JOINS`).
 */
export function passagesVisibleTo(viewer: Viewer): SQL {
  const audience =
    viewer.role === 'CLIENT' ? sql`knowledge_articles.audience = 'EVERYONE'` : sql`true`;
  const tickets = visibleTo(viewer) ?? sql`true`;
  return sql`((c.source_type = 'ARTICLE' AND knowledge_articles.is_published AND ${audience})
    OR (c.source_type = 'TICKET' AND tickets.status IN ${RESOLVED_SQL} AND ${tickets}))`;
}

/** The joins `passagesVisibleTo` reads, after `FROM knowledge_chunks c`. */
export const PASSAGE_JOINS = sql`
  LEFT JOIN knowledge_articles ON knowledge_articles.id = c.article_id
  LEFT JOIN tickets ON tickets.id = c.ticket_id`;

export type ChunkRow = {
  id: string;
  sourceType: 'ARTICLE' | 'TICKET';
  articleId: string | null;
  ticketId: string | null;
  ticketNumber: string | number | null;
  title: string;
  body: string;
  score: number;
};

export function sourceOf(row: ChunkRow): AssistantSource {
  if (row.sourceType === 'ARTICLE') {
    return {
      type: 'ARTICLE',
      id: row.articleId!,
      title: row.title,
      url: knowledgeArticlePath(row.articleId!),
    };
  }
  const number = Number(row.ticketNumber);
  return {
    type: 'TICKET',
    id: row.ticketId!,
    title: knowledgeMessages.ticketSourceTitle(number, row.title),
    url: `/tickets/${number}`,
  };
}
