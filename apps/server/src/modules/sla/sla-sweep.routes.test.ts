import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { ticketSla, tickets } from '../../db/schema/index';
import type { EscalationAlert } from '../notifications/index';
import { checkSlaClocks } from './sla-check';
import { startMissingClocks } from './sla-sweep';

const testApp = useTestApp({ LOG_LEVEL: 'error' });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Tickets written without events (as an import writes them), so without a clock. */
async function writtenWithoutEvents(
  rows: Array<{
    status: 'PENDIENTE' | 'EN_PROGRESO' | 'RESUELTO';
    createdAt: Date;
    source?: 'IMPORT' | 'WEB';
  }>,
) {
  const inserted = await testApp.database.db
    .insert(tickets)
    .values(
      rows.map((row, index) => ({
        title: `Importado ${index}`,
        description: 'Ticket de una hoja de cálculo.',
        contactName: 'Cliente importado',
        status: row.status,
        source: row.source ?? 'IMPORT',
        createdAt: row.createdAt,
        resolvedAt: row.status === 'RESUELTO' ? row.createdAt : null,
      })),
    )
    .returning({ id: tickets.id });
  return inserted.map((row) => row.id);
}

const clocksOf = (ids: string[]) =>
  testApp.database.db.select().from(ticketSla).where(inArray(ticketSla.ticketId, ids));

describe('the sweep of open tickets without a clock (sla.check)', () => {
  it('starts the clock of every open ticket written without events, a batch at a time, once', async () => {
    const [recent, old, resolved, other, lost, older] = await writtenWithoutEvents([
      { status: 'PENDIENTE', createdAt: hoursAgo(1) },
      { status: 'EN_PROGRESO', createdAt: hoursAgo(24 * 30) },
      { status: 'RESUELTO', createdAt: hoursAgo(2) },
      { status: 'PENDIENTE', createdAt: hoursAgo(3) },
      // Not imported: a ticket of today whose clock's event was lost is swept too; an older one
      // is left to its next change (the sweep reads only today's and the imported ones).
      { status: 'PENDIENTE', createdAt: hoursAgo(2), source: 'WEB' },
      { status: 'PENDIENTE', createdAt: hoursAgo(48), source: 'WEB' },
    ]);
    const all = [recent!, old!, resolved!, other!, lost!, older!];
    // The test app's own every-minute check may have swept some of them already.
    const started = await startMissingClocks(testApp.database.db, { batch: 1 });
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThanOrEqual(4);
    const clocks = new Map((await clocksOf(all)).map((clock) => [clock.ticketId, clock]));
    expect([...clocks.keys()].sort()).toEqual([recent!, old!, other!, lost!].sort());
    // Started at the ticket's creation, with the default policy (MEDIA: 24 h to a first response).
    const fresh = clocks.get(recent!)!;
    expect(fresh.startedAt).toEqual(
      (await testApp.database.db.select().from(tickets).where(eq(tickets.id, recent!)))[0]!
        .createdAt,
    );
    expect(fresh.firstResponseDueAt.getTime() - fresh.startedAt.getTime()).toBe(24 * 3_600_000);
    expect(fresh).toMatchObject({ firstResponseWarnedAt: null, firstResponseBreachedAt: null });
    // A month-old ticket shows its breaches, which count as told: no flood of old alerts.
    expect(clocks.get(old!)).toMatchObject({
      firstResponseWarnedAt: expect.any(Date),
      firstResponseBreachedAt: expect.any(Date),
      resolutionWarnedAt: expect.any(Date),
      resolutionBreachedAt: expect.any(Date),
    });
    const raised: EscalationAlert[] = [];
    await checkSlaClocks(testApp.database.db, {
      raise: async (alert) => void raised.push(alert),
      escalate: async () => false,
    });
    expect(raised.filter((alert) => alert.ticketId === old)).toEqual([]);
    // Nothing left: the next sweep finds nothing.
    expect(await startMissingClocks(testApp.database.db)).toBe(0);
  });
});
