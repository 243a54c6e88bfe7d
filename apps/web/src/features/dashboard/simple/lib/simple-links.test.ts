import { describe, expect, it } from 'vitest';
import {
  limaTime,
  periodFromSearch,
  rangeDays,
  ticketHref,
  ticketListHref,
  todayAndWeekStart,
} from './simple-links';

describe('the light dashboard links', () => {
  it('writes the list filters in the order of the list itself', () => {
    expect(ticketListHref({})).toBe('/tickets');
    expect(ticketListHref({ view: 'open', assignedToId: 'none' })).toBe(
      '/tickets?assignedToId=none&view=open',
    );
    expect(
      ticketListHref({ view: 'open', priority: 'URGENTE', assignedToId: 'me', status: undefined }),
    ).toBe('/tickets?priority=URGENTE&assignedToId=me&view=open');
    expect(ticketListHref({ from: '2026-11-20', to: '2026-11-26' })).toBe(
      '/tickets?from=2026-11-20&to=2026-11-26',
    );
    expect(ticketHref('abc')).toBe('/tickets/abc');
  });

  it('offers 7 days by default and today or 30 days on request', () => {
    expect(periodFromSearch('')).toBe('7d');
    expect(periodFromSearch('?period=today')).toBe('today');
    expect(periodFromSearch('?period=30d')).toBe('30d');
    expect(periodFromSearch('?period=year')).toBe('7d');
  });

  it('turns the answer range into Lima days, both included', () => {
    // Lima is UTC-5: 26/11 00:00 Lima is 05:00 UTC.
    expect(rangeDays({ from: '2026-11-20T05:00:00.000Z', to: '2026-11-27T05:00:00.000Z' })).toEqual(
      { from: '2026-11-20', to: '2026-11-26' },
    );
  });

  it('shows the time alone for today and the date for other days, in Lima', () => {
    const now = new Date('2026-11-26T20:00:00.000Z'); // 15:00 in Lima
    expect(limaTime('2026-11-26T15:04:00.000Z', now)).toBe('10:04');
    // 02:30 UTC on the 27th is still the 26th (21:30) in Lima.
    expect(limaTime('2026-11-27T02:30:00.000Z', now)).toBe('21:30');
    expect(limaTime('2026-11-25T15:04:00.000Z', now)).toBe('25/11/2026 10:04');
    expect(limaTime('no es fecha', now)).toBe('');
  });
});

describe('the resolved figures (docs/tickets.md#list-filters)', () => {
  it('open the list by day of resolution', () => {
    expect(
      ticketListHref({ resolvedFrom: '2026-11-20', resolvedTo: '2026-11-26', view: 'all' }),
    ).toBe('/tickets?resolvedFrom=2026-11-20&resolvedTo=2026-11-26&view=all');
  });

  it("start the técnico's today and week on the Lima day and its Monday", () => {
    expect(todayAndWeekStart('2026-11-26T20:00:00.000Z')).toEqual({
      today: '2026-11-26',
      weekStart: '2026-11-23',
    });
    expect(todayAndWeekStart('2026-11-30T04:30:00.000Z')).toEqual({
      today: '2026-11-29',
      weekStart: '2026-11-23',
    });
  });
});
