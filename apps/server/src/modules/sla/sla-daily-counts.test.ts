import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/build-test-app';
import {
  selectComplianceOracle,
  selectRunningCountsOracle,
} from '../../../test/sla-compliance-oracle';
import { createTestDatabase } from '../../../test/test-database';
import { makeDepartment } from '../../../test/ticket-factories';
import { idArray } from '../../db/id-array';
import { selectRows, type Database } from '../../db/client';
import {
  selectCompliance,
  selectRunningCounts,
  type ComplianceRow,
  type InstantRange,
  type SlaScope,
} from './sla-dashboard.repository';

/**
 * docs/sla.md#dashboard: the compliance read from the daily SLA counts (migration 0028) equals,
 * figure by figure, the statement that read every settled target (test/sla-compliance-oracle.ts),
 * for clocks in every state and after every kind of change, at several instants — including one
 * with due times later the same day — and for every kind of scope; folding and rebuilding never
 * change it.
 */
let database: Database;
let soporte = '';
let redes = '';
let ana = '';
let bruno = '';
const titles: string[] = [];

const HOUR = 3_600_000;
/** 10:00 in Lima on 10 March: some clocks fall due later this day. */
const T0 = Date.parse('2026-03-10T15:00:00Z');
const iso = (time: number) => new Date(time).toISOString();
const isoOrNull = (time: number | null) => (time === null ? null : iso(time));
const limaMidnight = (day: string) => new Date(`${day}T05:00:00Z`);
const range = (from: string, to: string): InstantRange => ({
  from: limaMidnight(from),
  to: limaMidnight(to),
});

/** A small deterministic generator, so a failure is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const literal = (value: string | null) => (value === null ? 'NULL' : `'${value}'`);
const run = (text: string) => database.db.execute(sql.raw(text));

/**
 * Tickets with clocks in every state: met, answered late, never answered (running, or paused
 * before or after the due time), resolved, closed after a resolution or without one, completed
 * late, running past or before their due time.
 */
async function buildClocks(count: number) {
  const next = random(16);
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;
  const rows: string[] = [];
  const clocks: string[] = [];
  for (let n = 0; n < count; n++) {
    const title = `c${n}`;
    titles.push(title);
    // Created over the 10 days before T0, some in its last hours.
    const created = T0 - (n % 10 === 0 ? next() * 6 * HOUR : next() * 10 * 24 * HOUR);
    const firstDue = created + (1 + Math.floor(next() * 8)) * HOUR;
    const resolutionDue = created + (8 + Math.floor(next() * 40)) * HOUR;
    // A clock's instants are never after now (T0 is the earliest now compared).
    const past = (time: number) => (time <= T0 ? time : null);
    const answered = pick([null, 'early', 'late']);
    const firstResponseAt =
      answered === null
        ? null
        : past(
            answered === 'early'
              ? created + next() * (firstDue - created)
              : firstDue + next() * 10 * HOUR,
          );
    const endAt = past(created + next() * 60 * HOUR);
    const end =
      endAt === null
        ? 'open'
        : pick(['open', 'open', 'resolved', 'resolvedClosed', 'closed', 'paused']);
    const resolvedAt = end === 'resolved' || end === 'resolvedClosed' ? endAt : null;
    const closedAt =
      end === 'resolvedClosed' ? past(endAt! + 5 * HOUR) : end === 'closed' ? endAt : null;
    const completed = resolvedAt !== null || closedAt !== null;
    const pausedSince = completed || end === 'paused' ? endAt : null;
    const status =
      resolvedAt !== null
        ? closedAt
          ? 'CERRADO'
          : 'RESUELTO'
        : closedAt
          ? 'CERRADO'
          : 'PENDIENTE';
    rows.push(
      `('${title}', 'Detalle', 'Cliente', 'WEB', '${status}', '${pick(['BAJA', 'MEDIA', 'ALTA', 'URGENTE'])}',
        ${literal(pick([soporte, soporte, redes, null]))}, ${literal(pick([ana, bruno, null]))},
        '${iso(created)}', ${literal(isoOrNull(resolvedAt))}, ${literal(isoOrNull(closedAt))})`,
    );
    clocks.push(
      `('${title}', '${pick(['BAJA', 'MEDIA', 'ALTA', 'URGENTE'])}', '${iso(created)}',
        ${literal(isoOrNull(pausedSince))}, ${completed},
        ${literal(isoOrNull(firstResponseAt))}, '${iso(firstDue)}', '${iso(resolutionDue)}')`,
    );
  }
  await run(`INSERT INTO tickets (title, description, contact_name, source, status, priority,
      department_id, assigned_to_id, created_at, resolved_at, closed_at) VALUES ${rows.join(', ')}`);
  await run(`INSERT INTO ticket_sla (ticket_id, priority, first_response_target_minutes,
      resolution_target_minutes, warning_percent, started_at, paused_since, is_completed,
      first_response_at, first_response_due_at, first_response_warn_at, resolution_due_at,
      resolution_warn_at)
    SELECT t.id, c.priority::ticket_priority, 240, 1440, 75, c.started::timestamptz,
      c.paused::timestamptz, c.completed, c.answered::timestamptz, c.first_due::timestamptz,
      c.first_due::timestamptz - interval '1 hour', c.resolution_due::timestamptz,
      c.resolution_due::timestamptz - interval '1 hour'
    FROM (VALUES ${clocks.join(', ')}) c(title, priority, started, paused, completed, answered, first_due, resolution_due)
    JOIN tickets t ON t.title = c.title`);
}

/** Every n-th clock (by title), for the changes below. */
const every = (step: number, offset: number) =>
  `(${titles
    .filter((_, n) => n % step === offset)
    .map((title) => `'${title}'`)
    .join(', ')})`;

const scopes = (): Array<[string, SlaScope, SQL]> => [
  ['every department', { departmentIds: null }, sql`TRUE`],
  [
    'one department',
    { departmentIds: [soporte] },
    sql`tickets.department_id = ANY(${idArray([soporte])})`,
  ],
  [
    'two departments',
    { departmentIds: [soporte, redes] },
    sql`tickets.department_id = ANY(${idArray([soporte, redes])})`,
  ],
  ['no department', { departmentIds: [] }, sql`tickets.department_id = ANY(${idArray([])})`],
  ['one assignee', { assigneeId: ana }, sql`tickets.assigned_to_id = ${ana}`],
];

const periods = (): Array<[string, InstantRange]> => [
  ['7 days to the end of T0', range('2026-03-04', '2026-03-11')],
  ['the day of T0', range('2026-03-10', '2026-03-11')],
  ['a period past T0', range('2026-03-01', '2026-03-14')],
];

const nows = [
  T0, // due times later today
  T0 + 5 * HOUR,
  limaMidnight('2026-03-11').getTime(), // the end of the day of T0
  Date.parse('2026-03-20T00:00:00Z'), // after everything
].map((time) => new Date(time));

/** One order whatever the engine returned; the 'all' row first. */
const normalised = (rows: ComplianceRow[]) =>
  rows
    .map((row) => ({ ...row, key: row.key ?? null, name: row.name ?? null }))
    .sort((a, b) => `${a.kind}|${a.key}`.localeCompare(`${b.kind}|${b.key}`));

async function expectEqualToTheOracle(label: string) {
  let settled = 0;
  for (const [who, scope, rule] of scopes())
    for (const [what, period] of periods())
      for (const now of nows)
        for (const withBreakdowns of [true, false]) {
          const counted = await selectCompliance(database.db, scope, period, now, {
            withBreakdowns,
          });
          const oracle = await selectComplianceOracle(database.db, rule, period, now, {
            withBreakdowns,
          });
          expect(
            normalised(counted),
            `${label}: ${who}, ${what}, now ${now.toISOString()}, breakdowns ${withBreakdowns}`,
          ).toEqual(normalised(oracle));
          const all = oracle.find((row) => row.kind === 'all')!;
          settled += all.firstResponseMet + all.firstResponseBreached;
          settled += all.resolutionMet + all.resolutionBreached;
        }
  expect(settled).toBeGreaterThan(500); // the comparisons hold figures, not only zeros
  // The running counts, at instants around the clocks' warnings and due times.
  let running = 0;
  for (const [who, scope, rule] of scopes())
    for (const now of [T0 - 30 * HOUR, T0 - 3 * HOUR, T0, T0 + 2 * HOUR].map((t) => new Date(t))) {
      const counted = await selectRunningCounts(database.db, scope, now);
      const oracle = await selectRunningCountsOracle(database.db, rule, now);
      expect(counted, `${label}: running, ${who}, now ${now.toISOString()}`).toEqual(oracle);
      running += oracle.atRisk + oracle.overdue;
    }
  expect(running).toBeGreaterThan(20);
}

const fold = () => run(`SELECT ticket_sla_daily_fold()`);

async function pendingChanges(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM ticket_sla_daily_changes`,
  );
  return row!.n;
}

beforeAll(async () => {
  database = await createTestDatabase();
  soporte = (await makeDepartment(database, { name: 'Soporte' })).id;
  redes = (await makeDepartment(database, { name: 'Redes' })).id;
  ana = (await makeUser(database, { role: 'TECHNICIAN', name: 'Ana' })).id;
  bruno = (await makeUser(database, { role: 'TECHNICIAN', name: 'Bruno' })).id;
  await buildClocks(240);
});
afterAll(async () => database.close());

// Each check compares about a hundred statements with the oracle's.
const SLOW = 90_000;

describe('the daily SLA counts', () => {
  it(
    'give the figures of the settled targets for clocks in every state',
    async () => {
      await expectEqualToTheOracle('as created');
      await fold();
      expect(await pendingChanges()).toBe(0);
      await expectEqualToTheOracle('folded');
    },
    SLOW,
  );

  it(
    'follow reopenings, reassignments, moves, answers, pauses and recomputed priorities',
    async () => {
      // Reopened: resolution and closing cleared, the clock running again with a later due time.
      await run(`UPDATE tickets SET status = 'EN_PROGRESO', resolved_at = NULL, closed_at = NULL
      WHERE title IN ${every(7, 0)} AND (resolved_at IS NOT NULL OR closed_at IS NOT NULL)`);
      await run(`UPDATE ticket_sla SET is_completed = false, paused_since = NULL,
        resolution_due_at = resolution_due_at + interval '20 hours'
      WHERE ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(7, 0)})`);
      // Reassigned, unassigned, moved to another department or to none.
      await run(`UPDATE tickets SET assigned_to_id = '${bruno}' WHERE title IN ${every(5, 1)}`);
      await run(`UPDATE tickets SET assigned_to_id = NULL WHERE title IN ${every(9, 2)}`);
      await run(`UPDATE tickets SET department_id = '${redes}' WHERE title IN ${every(6, 3)}`);
      await run(`UPDATE tickets SET department_id = NULL WHERE title IN ${every(11, 4)}`);
      await expectEqualToTheOracle('reopened and moved');
      await fold();
      // The first response given now to clocks that waited; paused after or before the due time.
      await run(`UPDATE ticket_sla SET first_response_at = '${iso(T0 - HOUR)}'
      WHERE first_response_at IS NULL AND ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(4, 1)})`);
      await run(`UPDATE ticket_sla SET paused_since = '${iso(T0 - 2 * HOUR)}'
      WHERE paused_since IS NULL AND ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(8, 5)})`);
      // The priority recomputed: new due times and priority.
      await run(`UPDATE ticket_sla SET priority = 'URGENTE',
        first_response_due_at = first_response_due_at - interval '2 hours',
        resolution_due_at = resolution_due_at - interval '6 hours'
      WHERE ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(10, 6)})`);
      // Resolved and closed now (a clock stopped), one closed without a resolution.
      await run(`UPDATE tickets SET status = 'RESUELTO', resolved_at = '${iso(T0 - 30 * 60_000)}'
      WHERE title IN ${every(13, 7)} AND resolved_at IS NULL AND closed_at IS NULL`);
      await run(`UPDATE tickets SET status = 'CERRADO', closed_at = '${iso(T0 - 20 * 60_000)}'
      WHERE title IN ${every(13, 8)} AND resolved_at IS NULL AND closed_at IS NULL`);
      await run(`UPDATE ticket_sla SET is_completed = true,
        paused_since = coalesce(paused_since, '${iso(T0 - 20 * 60_000)}')
      WHERE ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(13, 7)} OR title IN ${every(13, 8)})`);
      // Alert columns only (as the SLA check writes them): no change row.
      const before = await pendingChanges();
      await run(
        `UPDATE ticket_sla SET first_response_warned_at = now(), resolution_warned_at = now()`,
      );
      expect(await pendingChanges()).toBe(before);
      await expectEqualToTheOracle('answered, paused, recomputed, completed');
    },
    SLOW,
  );

  it(
    'forget deleted clocks and tickets',
    async () => {
      await run(`DELETE FROM tickets WHERE title IN ${every(12, 9)}`);
      await run(
        `DELETE FROM ticket_sla WHERE ticket_id IN (SELECT id FROM tickets WHERE title IN ${every(17, 10)})`,
      );
      await expectEqualToTheOracle('deleted');
      await fold();
      await expectEqualToTheOracle('deleted, folded');
    },
    SLOW,
  );

  it(
    'are recounted by the rebuild, also after a load without triggers',
    async () => {
      await fold();
      await run(`UPDATE ticket_sla_daily SET first_response_met = first_response_met + 7`);
      await run(`SELECT ticket_sla_daily_rebuild()`);
      expect(await pendingChanges()).toBe(0);
      await expectEqualToTheOracle('rebuilt');
      // The clocks' copies of their tickets' columns out of step (a load with triggers off):
      // the rebuild brings them back.
      await run(
        `UPDATE ticket_sla SET department_id = NULL, assigned_to_id = NULL, ticket_completed_at = NULL`,
      );
      await run(`SELECT ticket_sla_daily_rebuild()`);
      await expectEqualToTheOracle('copies rebuilt');
      // Folded keys are one row each.
      const [duplicates] = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ticket_sla_daily
        GROUP BY day, priority, department_id, assigned_to_id HAVING count(*) > 1) d`,
      );
      expect(duplicates!.n).toBe(0);
    },
    SLOW,
  );

  it('are emptied with the tickets', async () => {
    await run(`TRUNCATE tickets CASCADE`);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM ticket_sla_per_day`,
    );
    expect(row!.n).toBe(0);
  });
});
