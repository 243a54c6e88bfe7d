import type { TicketEvent } from '@atiende/contracts';

/** New messages show in the conversation itself; the notice is for changes to the ticket. */
const MESSAGE_EVENTS: ReadonlySet<TicketEvent['type']> = new Set([
  'comment_added',
  'attachment_added',
]);

/**
 * docs/product/tickets.md#live-updates "someone else's change shows as a header notice": the latest
 * event that was not in the history when the ticket opened (`seenIds`), made by someone other than
 * the viewer.
 */
export function latestChangeByOthers(
  events: readonly TicketEvent[],
  seenIds: ReadonlySet<string>,
  viewerId: string,
): TicketEvent | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (!event || seenIds.has(event.id) || MESSAGE_EVENTS.has(event.type)) continue;
    if (event.actor?.id === viewerId) continue;
    return event;
  }
  return null;
}
