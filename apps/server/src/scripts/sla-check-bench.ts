// `npm run bench -- sla-check` runs this in the server's workspace (bench/sla-check.ts), so it
// uses the server's own code; it prints its result rows as JSON on its last line, and the plans
// (EXPLAIN (ANALYZE, BUFFERS)) on stderr.
// The SLA check (docs/sla.md#alerts) at BENCH_SLA_TICKETS (1,000,000) open tickets with clocks on
// PostgreSQL (docs/performance.md): a fresh database (dropped afterwards) seeded with
// generate_series — every ticket open, 60 % of first responses given, 5 % paused, about 0.8 % of
// the warnings and 0.3 % of the breaches due, 1 % imported and the newest 1 % created in the
// last day (at the table's end, where a day's tickets are) —
// then one run of `checkSlaClocks` (the alerts raised to a no-op: the notifications module's work
// per alert is its own bench), a second run with nothing due (the every-minute cost at rest), the
// sweep of tickets without a clock with none missing, and with BENCH_SLA_MISSING (1,000) imported
// tickets' clocks removed.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { selectRows, type Database } from '../db/client';
import { withBenchDatabase } from './bench-database';
import { checkSlaClocks } from '../modules/sla/sla-check';
import { startMissingClocks } from '../modules/sla/sla-sweep';

type ResultRow = { measure: string; value: string; budget: string; verdict: string };

const TICKETS = Number(process.env.BENCH_SLA_TICKETS ?? 1_000_000);
const MISSING = Number(process.env.BENCH_SLA_MISSING ?? 1_000);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const figure = (value: number) => value.toLocaleString('en');

/**
 * Tickets and clocks in two statements. Instants, per ticket n (minutes from now): the first
 * response falls due at a spread of 0–30 days, warned 6 hours before (75 % of 24 h), one in 500
 * overdue by 5 minutes; the resolution two days after the first response, warned 18 hours
 * before it, one in 1,000 overdue by 10 minutes.
 */
async function seed(url: string, log: (line: string) => void) {
  // Its own connection: the pool's 30-second statement time-out is for the application.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO departments (name) SELECT 'Departamento ' || n FROM generate_series(1, 10) n`,
    );
    const started = performance.now();
    const chunk = 100_000;
    for (let from = 1; from <= TICKETS; from += chunk) {
      await client.query(`INSERT INTO tickets (title, description, contact_name, status, priority,
  department_id, source, created_at)
SELECT 'Ticket ' || n, 'Descripción ' || n, 'Cliente ' || (n % 5000),
  (CASE WHEN n % 3 = 0 THEN 'EN_PROGRESO' ELSE 'PENDIENTE' END)::ticket_status,
  (ARRAY['BAJA', 'MEDIA', 'ALTA', 'URGENTE'])[1 + n % 4]::ticket_priority,
  (SELECT array_agg(id ORDER BY name) FROM departments)[1 + n % 10],
  (CASE WHEN n % 100 = 7 THEN 'IMPORT' ELSE 'WEB' END)::ticket_source,
  now() - (CASE WHEN n > ${TICKETS * 0.99} THEN interval '2 hours' ELSE interval '3 days' END)
FROM generate_series(${from}, ${Math.min(TICKETS, from + chunk - 1)}) n`);
    }
    log(`   ${figure(TICKETS)} tickets in ${ms((performance.now() - started) / 1000)} s`);
    const clocks = performance.now();
    await client.query(`INSERT INTO ticket_sla (ticket_id, policy_id, priority,
  first_response_target_minutes, resolution_target_minutes, warning_percent, started_at,
  paused_since, first_response_at, first_response_due_at, first_response_warn_at,
  resolution_due_at, resolution_warn_at)
SELECT t.id, (SELECT id FROM sla_policies WHERE department_id IS NULL AND customer_id IS NULL),
  t.priority, 1440, 4320, 75, t.created_at,
  CASE WHEN x.n % 20 = 0 THEN now() - interval '1 hour' END,
  CASE WHEN x.n % 5 < 3 THEN now() - interval '20 hours' END,
  x.due, x.due - interval '6 hours', x.resolution_due, x.resolution_due - interval '18 hours'
FROM (SELECT id, priority, created_at, row_number() OVER () AS n FROM tickets) t
CROSS JOIN LATERAL (SELECT t.n AS n,
  CASE WHEN t.n % 500 = 4 THEN now() - interval '5 minutes'
    ELSE now() + ((t.n * 7919) % 43200) * interval '1 minute' END AS due,
  CASE WHEN t.n % 1000 = 3 THEN now() - interval '10 minutes'
    ELSE now() + ((t.n * 7919) % 43200) * interval '1 minute' + interval '2 days' END
    AS resolution_due) x`);
    log(`   ${figure(TICKETS)} clocks in ${ms((performance.now() - clocks) / 1000)} s`);
    await client.query('VACUUM ANALYZE tickets');
    await client.query('VACUUM ANALYZE ticket_sla');
  } finally {
    await client.end();
  }
}

async function explain(database: Database, statement: string) {
  const rows = await selectRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The check's selection (the inner SELECT of its claim) and the sweep's, as they run. */
async function plans(database: Database) {
  const claim = `SELECT ticket_id FROM ticket_sla
WHERE paused_since IS NULL AND first_response_breached_at IS NULL AND first_response_at IS NULL
  AND first_response_due_at <= now() ORDER BY first_response_due_at LIMIT 500 FOR UPDATE SKIP LOCKED`;
  const sweep = `SELECT id FROM (
  SELECT t.id FROM tickets t WHERE t.source = 'IMPORT'
    AND status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')
    AND NOT EXISTS (SELECT 1 FROM ticket_sla s WHERE s.ticket_id = t.id)
  UNION ALL
  SELECT t.id FROM tickets t
  WHERE status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')
    AND t.created_at >= now() - interval '1 day' AND t.source <> 'IMPORT'
    AND NOT EXISTS (SELECT 1 FROM ticket_sla s WHERE s.ticket_id = t.id)
) missing LIMIT 500`;
  return [
    '-- the claim of first-response breaches (one of four, each on its partial index)',
    claim,
    await explain(database, claim),
    '',
    '-- the sweep of open tickets without a clock, none missing',
    sweep,
    await explain(database, sweep),
  ].join('\n');
}

async function time<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export async function measureSlaCheck(serverUrl: string, log: (line: string) => void) {
  const rows: ResultRow[] = [];
  const row = (measure: string, value: string) =>
    rows.push({ measure, value, budget: '—', verdict: '—' });
  const actions = { raise: async () => undefined, escalate: async () => false };
  await withBenchDatabase(serverUrl, 'sla', log, async (database, url) => {
    log(`== sla-check: seeding ${figure(TICKETS)} open tickets with clocks on PostgreSQL`);
    await seed(url, log);
    const label = `${figure(TICKETS)} open tickets`;
    const first = await time(() => checkSlaClocks(database.db, actions));
    row(
      `SLA check, ${label}: first run (claims every due alert)`,
      `${ms(first.ms)} ms: ${figure(first.result.breached)} breaches, ${figure(first.result.atRisk)} warnings`,
    );
    const rest = await time(() => checkSlaClocks(database.db, actions));
    row(
      `SLA check, ${label}: next run, nothing due`,
      `${ms(rest.ms)} ms (${rest.result.breached + rest.result.atRisk} alerts)`,
    );
    // Cold (the pages not read since the seed), then as every minute finds them.
    for (const pass of ['first', 'next']) {
      const idle = await time(() => startMissingClocks(database.db));
      row(
        `SLA sweep, ${label}: none missing, ${pass} run`,
        `${ms(idle.ms)} ms (${idle.result} started)`,
      );
    }
    const explained = await plans(database);
    await database.db.execute(
      sql.raw(
        `DELETE FROM ticket_sla WHERE ticket_id IN (SELECT id FROM tickets WHERE source = 'IMPORT' ORDER BY number DESC LIMIT ${MISSING})`,
      ),
    );
    const sweep = await time(() => startMissingClocks(database.db));
    row(
      `SLA sweep, ${label}: ${figure(MISSING)} missing`,
      `${ms(sweep.ms)} ms (${figure(sweep.result)} started, ${ms(sweep.ms / Math.max(1, sweep.result))} ms each)`,
    );
    process.stderr.write(`${explained}\n`);
  });
  return rows;
}

const serverUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = await measureSlaCheck(serverUrl, (line) => process.stderr.write(`${line}\n`));
process.stdout.write(`${JSON.stringify(rows)}\n`);
