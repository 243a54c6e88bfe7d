// `npm run bench -- sla-dashboard` runs this in the server's workspace (bench/sla-dashboard.ts), so
// it uses the server's own code; it prints its result rows as JSON on its last line, and the
// plans (EXPLAIN (ANALYZE, BUFFERS)) on stderr.
// The SLA dashboard (docs/sla.md#dashboard) at BENCH_SLA_TICKETS (1,000,000) tickets with clocks
// on PostgreSQL (docs/performance.md#sla-dashboard): a fresh database (dropped afterwards) seeded
// with generate_series — tickets created over the last 90 days in 8 departments, 40 técnicos
// (about one ticket in 41 unassigned); a ticket older than 3 days is resolved (80 %), closed
// after its resolution (8 %), closed without one (8 %) or still open (one in 50 of them, overdue);
// the last 3 days' tickets are open, 5 % of the open clocks paused, 60 % of them answered; 80 % of
// first responses and resolutions on time — then `slaDashboard` (GET /api/sla/dashboard's
// service call) timed in-process for an administrator and for a lead of two departments, 7, 30
// and 90 days: BENCH_SLA_RUNS (5) runs, each a minute later.
import { slaDashboardQuerySchema } from '@atiende/contracts/dashboard';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from '../db/client';
import { withBenchDatabase } from './bench-database';
import { slaDashboard } from '../modules/sla/sla-dashboard.service';
import * as repository from '../modules/sla/sla-dashboard.repository';
import type { SlaScope } from '../modules/sla/sla-dashboard.repository';
import type { Viewer } from '../modules/tickets/index';
import { resolvePeriod } from '../platform/period';

type ResultRow = { measure: string; value: string; budget: string; verdict: string };

const TICKETS = Number(process.env.BENCH_SLA_TICKETS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_SLA_RUNS ?? 5);
const BUDGET_MS = 150; // a dashboard's figures at 1,000,000 tickets, p95 (docs/conventions.md)
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const figure = (value: number) => value.toLocaleString('en');
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/**
 * Departments, técnicos, tickets (10 statements of 100,000) and their clocks. Per ticket n: its
 * age a = (n × 7919) mod 90 days in minutes; first response due 4 hours after creation (warned
 * at 3), resolution 24 hours after (warned at 18); the first response given (n × 31) mod 300
 * minutes after creation (late when past 240: 20 %), the resolution or closing (n × 13) mod 1800
 * minutes after (late when past 1440: 20 %).
 */
async function seed(url: string, log: (line: string) => void) {
  // Its own connection: the pool's 30-second statement time-out is for the application.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO departments (name) SELECT 'Departamento ' || n FROM generate_series(1, 8) n`,
    );
    await client.query(`INSERT INTO users (name, email, password_hash, role)
SELECT 'Técnico ' || n, 'tecnico' || n || '@bench.atiende.pe', 'x', 'TECHNICIAN'
FROM generate_series(1, 40) n`);
    const started = performance.now();
    const chunk = 100_000;
    for (let from = 1; from <= TICKETS; from += chunk) {
      await client.query(`INSERT INTO tickets (title, description, contact_name, status, priority,
  department_id, assigned_to_id, source, created_at, resolved_at, closed_at)
SELECT 'Ticket ' || n, 'Descripción ' || n, 'Cliente ' || (n % 5000),
  (CASE x.kind WHEN 'R' THEN 'RESUELTO' WHEN 'C' THEN 'CERRADO' WHEN 'U' THEN 'CERRADO'
    ELSE (ARRAY['PENDIENTE', 'EN_PROGRESO', 'ESCALADO'])[1 + n % 3] END)::ticket_status,
  (ARRAY['BAJA', 'MEDIA', 'ALTA', 'URGENTE'])[1 + n % 4]::ticket_priority,
  (SELECT array_agg(id ORDER BY name) FROM departments)[1 + n % 8],
  (SELECT array_agg(id ORDER BY name) FROM users WHERE role = 'TECHNICIAN')[n / 7 % 41],
  'WEB'::ticket_source, x.created_at,
  CASE WHEN x.kind IN ('R', 'C') THEN x.created_at + (n * 13 % 1800) * interval '1 minute' END,
  CASE WHEN x.kind = 'C'
         THEN least(now(), x.created_at + (n * 13 % 1800 + 2880) * interval '1 minute')
       WHEN x.kind = 'U' THEN x.created_at + (n * 13 % 1800) * interval '1 minute' END
FROM generate_series(${from}, ${Math.min(TICKETS, from + chunk - 1)}) n
CROSS JOIN LATERAL (SELECT now() - (n::bigint * 7919 % 129600) * interval '1 minute' AS created_at,
  CASE WHEN n::bigint * 7919 % 129600 <= 4320 OR n % 50 = 0 THEN 'O'
       WHEN n % 25 < 20 THEN 'R' WHEN n % 25 < 22 THEN 'C' ELSE 'U' END AS kind) x`);
    }
    log(`   ${figure(TICKETS)} tickets in ${ms((performance.now() - started) / 1000)} s`);
    const clocks = performance.now();
    // The clocks in one statement with triggers off (the clocks' copies of their tickets' columns
    // written here), then the daily SLA counts recounted (docs/sla.md#dashboard).
    await client.query(`SET session_replication_role = replica`);
    await client.query(`INSERT INTO ticket_sla (ticket_id, policy_id, priority,
  first_response_target_minutes, resolution_target_minutes, warning_percent, started_at,
  paused_since, is_completed, first_response_at, first_response_due_at, first_response_warn_at,
  resolution_due_at, resolution_warn_at, department_id, assigned_to_id, ticket_completed_at)
SELECT t.id, (SELECT id FROM sla_policies WHERE department_id IS NULL AND customer_id IS NULL),
  t.priority, 240, 1440, 75, t.created_at,
  CASE WHEN t.status IN ('RESUELTO', 'CERRADO') THEN coalesce(t.resolved_at, t.closed_at)
       WHEN t.number % 20 = 0 THEN now() - interval '1 hour' END,
  t.status IN ('RESUELTO', 'CERRADO'),
  CASE WHEN t.status IN ('RESUELTO', 'CERRADO') OR t.number % 5 < 3
    THEN least(now(), t.created_at + (t.number * 31 % 300) * interval '1 minute') END,
  t.created_at + interval '4 hours', t.created_at + interval '3 hours',
  t.created_at + interval '24 hours', t.created_at + interval '18 hours',
  t.department_id, t.assigned_to_id, coalesce(t.resolved_at, t.closed_at)
FROM tickets t`);
    await client.query(`SET session_replication_role = DEFAULT`);
    log(`   ${figure(TICKETS)} clocks in ${ms((performance.now() - clocks) / 1000)} s`);
    const rebuild = performance.now();
    await client.query('SELECT ticket_sla_daily_rebuild()');
    log(`   the daily SLA counts rebuilt in ${ms((performance.now() - rebuild) / 1000)} s`);
    await client.query('VACUUM ANALYZE tickets');
    await client.query('VACUUM ANALYZE ticket_sla');
    await client.query('VACUUM ANALYZE ticket_sla_daily');
    await client.query('VACUUM ANALYZE ticket_sla_daily_totals');
  } finally {
    await client.end();
  }
}

/** The statements one request runs, captured as they are built, each with its plan. */
async function plans(client: pg.Client, scope: SlaScope, period: { from: Date; to: Date }) {
  const captured: SQL[] = [];
  const capture = {
    execute: async (query: SQL) => (captured.push(query), { rows: [] }),
  } as unknown as Executor;
  const now = new Date();
  await repository.selectCompliance(capture, scope, period, now, { withBreakdowns: true });
  await repository.selectRunningCounts(capture, scope, now);
  await repository.selectAtRisk(capture, scope, now, 50);
  const dialect = new PgDialect();
  const names = ['the compliance (GROUPING SETS)', 'the running counts', 'the at-risk list'];
  const out: string[] = [];
  for (const [index, query] of captured.entries()) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
      params,
    );
    out.push(`-- ${names[index]}`, ...result.rows.map((row) => row['QUERY PLAN']), '');
  }
  return out.join('\n');
}

export async function measureSlaDashboard(serverUrl: string, log: (line: string) => void) {
  const rows: ResultRow[] = [];
  let explained = '';
  await withBenchDatabase(serverUrl, 'sla_dashboard', log, async (database, url) => {
    log(`== sla-dashboard: seeding ${figure(TICKETS)} tickets with clocks on PostgreSQL`);
    await seed(url, log);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: people } = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE role = 'TECHNICIAN' ORDER BY name LIMIT 1`,
    );
    const { rows: departments } = await client.query<{ id: string }>(
      `SELECT id FROM departments ORDER BY name LIMIT 2`,
    );
    const base = { name: 'Bench', email: 'bench@atiende.pe', customerId: null };
    const viewers: [string, Viewer][] = [
      ['administrator', { ...base, userId: people[0]!.id, role: 'ADMIN', departmentIds: [] }],
      [
        'lead of 2 of 8 departments',
        {
          ...base,
          userId: people[0]!.id,
          role: 'TECH_LEAD',
          departmentIds: departments.map((row) => row.id),
        },
      ],
    ];
    const started = Date.now();
    let minute = 0; // each run a minute later, as a panel refreshes
    for (const period of ['7d', '30d', '90d'] as const) {
      for (const [who, viewer] of viewers) {
        const query = slaDashboardQuerySchema.parse({ period });
        const time = async (now: Date) => {
          const before = performance.now();
          const answer = await slaDashboard(database.db, viewer, query, now);
          return { ms: performance.now() - before, answer };
        };
        const computing: number[] = [];
        let settled = 0;
        for (let run = 0; run < RUNS; run++) {
          const result = await time(new Date(started + ++minute * 61_000));
          computing.push(result.ms);
          const { firstResponse, resolution } = result.answer.summary;
          settled =
            firstResponse.met + firstResponse.breached + resolution.met + resolution.breached;
        }
        const p95 = percentile(computing, 0.95);
        rows.push({
          measure: `SLA dashboard, ${period}, ${who} (${figure(settled)} targets settled)`,
          value: `first ${ms(computing[0]!)} ms; p50 ${ms(percentile(computing, 0.5))} / p95 ${ms(p95)} ms`,
          budget: `p95 ≤ ${BUDGET_MS} ms`,
          verdict: p95 <= BUDGET_MS ? 'ok' : 'over',
        });
        log(`   ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
      }
    }
    const lead = viewers[1]![1];
    const range = resolvePeriod(slaDashboardQuerySchema.parse({ period: '90d' }), new Date());
    explained = [
      '-- administrator, 90 days',
      await plans(client, { departmentIds: null }, range),
      '-- lead of 2 of 8 departments, 90 days',
      await plans(client, { departmentIds: lead.departmentIds }, range),
    ].join('\n');
    await client.end();
  });
  process.stderr.write(`-- the plans\n${explained}\n`);
  return rows;
}

const serverUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = await measureSlaDashboard(serverUrl, (line) => process.stderr.write(`${line}\n`));
process.stdout.write(`${JSON.stringify(rows)}\n`);
