import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKET_CHANGE_BATCH_MS, createTicketChangeBatcher } from './ticket-change-batcher';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ticket change batching (a flood of events refetches once)', () => {
  it('hands over 100 changes to one ticket as one refetch', () => {
    const flush = vi.fn();
    const batcher = createTicketChangeBatcher(flush);
    for (let index = 0; index < 100; index += 1) batcher.add('ticket-a');
    batcher.add('ticket-b');
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TICKET_CHANGE_BATCH_MS);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith(['ticket-a', 'ticket-b']);
  });

  it('starts a new batch after a flush and drops pending changes on cancel', () => {
    const flush = vi.fn();
    const batcher = createTicketChangeBatcher(flush);
    batcher.add('ticket-a');
    vi.advanceTimersByTime(TICKET_CHANGE_BATCH_MS);
    batcher.add('ticket-c');
    batcher.cancel();
    vi.advanceTimersByTime(TICKET_CHANGE_BATCH_MS);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
