import { eq, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { knowledgeChunks } from '../../db/schema/index';
import { replaceChunksKeepingVectors } from './knowledge.repository';

type NewChunkRow = typeof knowledgeChunks.$inferInsert;

/** docs/assistant.md#knowledge-base: a ticket's resolution is a source once it is resolved. */
export const RESOLVED_SQL = sql.raw(`('RESUELTO', 'CERRADO')`);

/**
 * What a ticket's passages are made of: its title and the resolution staff wrote ("¿Cómo se
 * resolvió?"), public to whoever sees the ticket. Comments, internal notes and the description
 * never are. A read of the tickets table (docs/decisions/0007-cross-module-reads.md).
 */
export type TicketSource = {
  id: string;
  number: number;
  title: string;
  resolution: string | null;
  isResolved: boolean;
};

export async function findTicketSource(
  executor: Executor,
  ticketId: string,
): Promise<TicketSource | undefined> {
  const [row] = await selectRows<TicketSource & { number: string | number }>(
    executor,
    sql`SELECT id, number, title, resolution, status IN ${RESOLVED_SQL} AS "isResolved"
        FROM tickets WHERE id = ${ticketId}`,
  );
  return row && { ...row, number: Number(row.number) };
}

/** Serialises two indexers of one ticket (an event and the sweep) until the transaction ends. */
export async function lockTicketSource(executor: Executor, ticketId: string) {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`knowledge:${ticketId}`}))`);
}

export async function findTicketChunkHashes(executor: Executor, ticketId: string) {
  const rows = await executor
    .select({ sourceHash: knowledgeChunks.sourceHash })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.ticketId, ticketId));
  return rows.map((row) => row.sourceHash);
}

export async function replaceTicketChunks(
  executor: Executor,
  ticketId: string,
  chunks: Array<Omit<NewChunkRow, 'sourceType' | 'articleId' | 'ticketId'>>,
) {
  const values = await replaceChunksKeepingVectors(
    executor,
    eq(knowledgeChunks.ticketId, ticketId),
    chunks,
  );
  if (values.length === 0) return;
  await executor
    .insert(knowledgeChunks)
    .values(values.map((chunk) => ({ ...chunk, sourceType: 'TICKET' as const, ticketId })));
}

/**
 * Tickets whose passages do not match them any more: resolved with a resolution that has no
 * passages of its current text (new, edited, imported, or an event lost in a crash), and
 * passages of tickets no longer resolved. The hash is the one `sourceHashOf` computes.
 */
export async function findStaleTicketIds(executor: Executor, limit: number): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    executor,
    sql`(SELECT t.id FROM tickets t
          WHERE t.status IN ${RESOLVED_SQL} AND btrim(coalesce(t.resolution, '')) <> ''
            AND NOT EXISTS (
              SELECT 1 FROM knowledge_chunks c
              WHERE c.ticket_id = t.id AND c.source_hash = md5(t.title || E'\\n' || t.resolution)
            )
          LIMIT ${limit})
        UNION
        (SELECT DISTINCT c.ticket_id FROM knowledge_chunks c JOIN tickets t ON t.id = c.ticket_id
          WHERE t.status NOT IN ${RESOLVED_SQL} OR btrim(coalesce(t.resolution, '')) = ''
          LIMIT ${limit})`,
  );
  return rows.map((row) => row.id);
}
