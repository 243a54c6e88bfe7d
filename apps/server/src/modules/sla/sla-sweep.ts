import type { Db } from '../../db/client';
import * as repository from './sla.repository';
import { applyTicketSla } from './ticket-sla.service';

/** Tickets created this recently are checked too: their clock's event may have been lost. */
const RECENT_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the clocks of open tickets that have none (docs/sla.md#clock): a spreadsheet import
 * writes tickets without events, so nothing else would start theirs before their next change;
 * and the clock follows events in-process, so a crash right after a ticket's creation can leave
 * it without one.
 * Part of the every-minute `sla.check`, up to `maxBatches` batches a run (a big import is
 * started over the next minutes); one statement that finds nothing when every open ticket has
 * its clock. Returns the number of clocks started.
 */
export async function startMissingClocks(
  db: Db,
  {
    now = new Date(),
    batch = 500,
    maxBatches = 4,
  }: { now?: Date; batch?: number; maxBatches?: number } = {},
): Promise<number> {
  const seen = new Set<string>();
  // About 10 ms a clock: 4 batches keep a run well inside its minute; the rest waits for the next.
  for (let round = 0; round < maxBatches; round += 1) {
    const since = new Date(now.getTime() - RECENT_MS);
    const ids = await repository.findOpenTicketsWithoutClock(db, since, batch);
    // A ticket found again got no clock (a database without its default policy): stop there.
    const fresh = ids.filter((id) => !seen.has(id));
    for (const id of fresh) {
      seen.add(id);
      await applyTicketSla(db, id, now, { startedLate: true });
    }
    if (ids.length < batch || fresh.length < ids.length) break;
  }
  return seen.size;
}
