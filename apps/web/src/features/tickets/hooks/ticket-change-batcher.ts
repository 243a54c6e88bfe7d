/** How long `ticket_changed` events gather before the screens refetch once. */
export const TICKET_CHANGE_BATCH_MS = 500;

/**
 * A ticket edited 100 times in a second must not refetch its page 100 times: changes gather
 * for a moment and are handed over once, each ticket once (issue 5 "bad input": coalesce).
 */
export function createTicketChangeBatcher(
  flush: (ticketIds: string[]) => void,
  delayMs: number = TICKET_CHANGE_BATCH_MS,
) {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(ticketId: string): void {
      pending.add(ticketId);
      timer ??= setTimeout(() => {
        timer = null;
        const ticketIds = [...pending];
        pending.clear();
        flush(ticketIds);
      }, delayMs);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
