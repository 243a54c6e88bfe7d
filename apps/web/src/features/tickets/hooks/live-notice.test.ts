import { describe, expect, it } from 'vitest';
import type { TicketEvent } from '@atiende/contracts';
import { latestChangeByOthers } from './live-notice';

const ME = 'me';
function makeEvent(id: string, actorId: string | null, type: TicketEvent['type']): TicketEvent {
  return {
    id,
    type,
    actor: actorId ? { id: actorId, name: actorId } : null,
    from: null,
    to: null,
    fromLabel: null,
    toLabel: null,
    note: null,
    createdAt: '2025-03-07T10:00:00.000Z',
  };
}

describe('latestChangeByOthers (docs/product/tickets.md#live-updates ticket notice)', () => {
  const opened = makeEvent('1', 'carlos', 'created');
  const seen = new Set([opened.id]);

  it('says nothing for the history the ticket opened with', () => {
    expect(latestChangeByOthers([opened], seen, ME)).toBeNull();
  });

  it('names the latest change made by someone else since then', () => {
    const status = makeEvent('2', 'carlos', 'status_changed');
    const priority = makeEvent('3', 'ana', 'priority_changed');
    expect(latestChangeByOthers([opened, status, priority], seen, ME)).toBe(priority);
  });

  it('skips the viewer’s own changes and new messages', () => {
    const status = makeEvent('2', 'carlos', 'status_changed');
    const mine = makeEvent('3', ME, 'assigned');
    const message = makeEvent('4', 'ana', 'comment_added');
    expect(latestChangeByOthers([opened, status, mine, message], seen, ME)).toBe(status);
    expect(latestChangeByOthers([opened, mine, message], seen, ME)).toBeNull();
  });
});
