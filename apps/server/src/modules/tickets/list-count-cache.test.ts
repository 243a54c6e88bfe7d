import type { TicketListQuery } from '@atiende/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countKey, isKnownOverCap, rememberOverCap } from './list-count-cache';
import type { Viewer } from './ticket-visibility';

const query = (overrides: Partial<TicketListQuery> = {}): TicketListQuery => ({
  page: 1,
  limit: 25,
  sort: '-updatedAt',
  view: 'all',
  ...overrides,
});
const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  userId: 'u1',
  role: 'TECHNICIAN',
  name: 'Ana',
  email: 'ana@atiende.pe',
  departmentIds: ['d1'],
  customerId: null,
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('list count cache', () => {
  it('keys by whose tickets and which filters, not by page, size or order', () => {
    const base = countKey(viewer(), query());
    expect(countKey(viewer(), query({ page: 7, limit: 100, sort: 'number' }))).toBe(base);
    expect(countKey(viewer({ userId: 'u2' }), query())).not.toBe(base);
    expect(countKey(viewer({ departmentIds: ['d1', 'd2'] }), query())).not.toBe(base);
    expect(countKey(viewer(), query({ view: 'open' }))).not.toBe(base);
    expect(countKey(viewer(), query({ status: ['PENDIENTE'] }))).not.toBe(base);
    // Administrators see the same tickets: one entry serves them all.
    expect(countKey(viewer({ role: 'ADMIN', userId: 'a1' }), query())).toBe(
      countKey(viewer({ role: 'ADMIN', userId: 'a2' }), query()),
    );
  });

  it('remembers a list over the cap for 30 seconds', () => {
    vi.useFakeTimers();
    const key = countKey(viewer({ userId: 'timer' }), query());
    expect(isKnownOverCap(key)).toBe(false);
    rememberOverCap(key);
    vi.advanceTimersByTime(29_000);
    expect(isKnownOverCap(key)).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(isKnownOverCap(key)).toBe(false);
  });
});
