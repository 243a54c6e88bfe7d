import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client';
import { chunkText } from './chunking';
import * as indexRepository from './knowledge-index.repository';
import { replaceArticleChunks, type ArticleRow } from './knowledge.repository';

/** md5 of what a source's passages were made from; the sweep computes the same in SQL. */
export function sourceHashOf(title: string, body: string): string {
  return createHash('md5').update(`${title}\n${body}`, 'utf8').digest('hex');
}

function passagesOf(title: string, body: string) {
  const sourceHash = sourceHashOf(title, body);
  return chunkText(body).map((text, position) => ({ position, title, body: text, sourceHash }));
}

/**
 * docs/assistant.md#knowledge-base: an article's passages are rewritten in the transaction that
 * saves it, so the assistant never quotes a version nobody can read any more (a few passages:
 * cheap next to the save). A draft has none.
 */
export async function indexArticle(executor: Executor, article: ArticleRow) {
  const passages = article.isPublished ? passagesOf(article.title, article.body) : [];
  await replaceArticleChunks(executor, article.id, passages);
}

/**
 * Brings one ticket's passages in line with it: its title and resolution while it is resolved
 * or closed, nothing otherwise. Does nothing when they already match. Runs after the change's
 * response (a domain event) or from the sweep, never on the request's path.
 */
export async function indexTicket(db: Db, ticketId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await indexRepository.lockTicketSource(tx, ticketId);
    const ticket = await indexRepository.findTicketSource(tx, ticketId);
    const resolution = ticket?.resolution?.trim() ? ticket.resolution : null;
    const wanted = ticket?.isResolved && resolution ? passagesOf(ticket.title, resolution) : [];
    const hashes = await indexRepository.findTicketChunkHashes(tx, ticketId);
    const current =
      wanted.length > 0 &&
      hashes.length === wanted.length &&
      hashes.every((hash) => hash === wanted[0]!.sourceHash);
    if (current || (wanted.length === 0 && hashes.length === 0)) return;
    await indexRepository.replaceTicketChunks(tx, ticketId, wanted);
  });
}

/**
 * The sweep (docs/assistant.md#knowledge-base): re-indexes every ticket whose passages do not
 * match it, a batch at a time, up to `maxTickets`. Returns how many it looked at.
 */
export async function sweepTickets(db: Db, { batch = 200, maxTickets = 5000 } = {}) {
  let done = 0;
  while (done < maxTickets) {
    const ids = await indexRepository.findStaleTicketIds(db, batch);
    if (ids.length === 0) break;
    for (const id of ids) await indexTicket(db, id);
    done += ids.length;
    if (ids.length < batch) break;
  }
  return done;
}
