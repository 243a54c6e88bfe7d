// The reports benchmark (docs/reports.md#performance: any report p95 ≤ 500 ms at 1,000,000
// tickets on PostgreSQL): every report type the server answers at the moment it runs (read from
// GET /api/reports, so a family registered later is measured without touching this file), for an
// administrator (every department) and a tech lead (the biggest department), periods 30d and 90d,
// BENCH_REPORTS_RUNS (20) requests one at a time after a warm-up. The tickets are the tickets-pg
// seed: the kept database (BENCH_KEEP_DB=1, atiende_bench_1m) is reused when it holds
// BENCH_TICKETS (1,000,000), else a fresh one is seeded and dropped afterwards. The seed has no
// team time, so the first run adds it (seedTeamTime below) for the productivity, breaks and
// compliance reports to read.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_LEAD, benchDatabase, dropDatabase, freePort, ms, sequential } from './dashboard';
import { BENCH_ADMIN, startServer, stopServer } from './server';
import { login, percentile, type ResultRow } from './tickets';

export const REPORT_P95_BUDGET_MS = 500;
const PERIODS = ['30d', '90d'] as const;

type Catalogue = { families: Array<{ key: string; types: Array<{ key: string }> }> };

/**
 * The team time the reports of schedules read (docs/schedules.md), added once to a seeded
 * database: every active técnico and lead works Monday to Friday 08:00–17:00 (a week saved 101
 * days ago) with an hour of lunch at 13:00 or 13:30, under one policy (10 minutes every 120,
 * reminders off so the server's job sends nothing while it is measured); over the last 100 Lima
 * days each took four breaks of 8–14 minutes and a lunch of 55–70 minutes starting up to 5 early
 * or 15 late (one in twenty closed automatically); and each ticket resolved in those days gets the
 * status change the productivity figures count, by its assignee. Skipped when the database
 * already has shifts.
 */
async function seedTeamTime(url: string, log: (line: string) => void): Promise<string> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT EXISTS (SELECT 1 FROM work_shifts) AS seeded`);
    if ((rows[0] as { seeded: boolean }).seeded) return 'team time already there';
    const started = performance.now();
    log('== reports: adding team time (shifts, lunch slots, pauses, status changes)');
    const staff = `SELECT u.id FROM users u WHERE u.is_active AND u.role IN ('TECHNICIAN', 'TECH_LEAD')`;
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO break_policies (name, department_id, every_minutes, break_minutes, reminders_enabled)
       VALUES ('Pausas activas (bench)', NULL, 120, 10, false)`,
    );
    await db.query(
      // Saved before the 100 days: adherence plans nothing before a pattern's first save.
      `INSERT INTO work_shifts (user_id, weekday, start_minute, duration_minutes, created_at)
       SELECT s.id, w, 480, 540, now() - interval '101 days'
       FROM (${staff}) s CROSS JOIN generate_series(1, 5) w`,
    );
    await db.query(
      `INSERT INTO lunch_slots (user_id, weekday, start_minute, duration_minutes, department_id)
       SELECT s.id, w, 780 + (abs(hashtext(s.id::text)) % 2) * 30, 60, d.id
       FROM (${staff}) s
       JOIN LATERAL (SELECT m.department_id AS id FROM department_members m WHERE m.user_id = s.id
                     UNION ALL SELECT dd.id FROM departments dd WHERE dd.lead_id = s.id
                     LIMIT 1) d ON true
       CROSS JOIN generate_series(1, 5) w`,
    );
    const pauses = await db.query(
      `WITH days AS (
         SELECT day::date AS day
         FROM generate_series(((now() AT TIME ZONE 'America/Lima')::date - 100)::timestamp,
                              ((now() AT TIME ZONE 'America/Lima')::date - 1)::timestamp,
                              interval '1 day') day
         WHERE extract(isodow FROM day) <= 5
       ), planned AS (
         SELECT s.id AS user_id, d.day, p.kind, p.minute, p.planned,
           CASE WHEN p.kind = 'lunch' THEN 55 + floor(random() * 16) ELSE 8 + floor(random() * 7) END AS taken,
           CASE WHEN p.kind = 'lunch' THEN floor(random() * 21) - 5 ELSE 0 END AS late
         FROM (${staff}) s CROSS JOIN days d
         CROSS JOIN (VALUES ('break', 600, 10), ('break', 720, 10), ('lunch', 780, 60),
                            ('break', 900, 10), ('break', 960, 10)) AS p(kind, minute, planned)
       )
       INSERT INTO technician_pauses (user_id, kind, started_at, ended_at, planned_minutes, ended_automatically)
       SELECT user_id, kind::pause_kind, at, at + make_interval(mins => taken::int), planned, random() < 0.05
       FROM (SELECT *, ((day + make_interval(mins => (minute + late)::int)) AT TIME ZONE 'America/Lima') AS at
             FROM planned) p`,
    );
    const events = await db.query(
      `INSERT INTO ticket_events (ticket_id, actor_id, type, from_value, to_value, created_at)
       SELECT id, assigned_to_id, 'status_changed', 'EN_PROGRESO', 'RESUELTO', resolved_at
       FROM tickets
       WHERE resolved_at >= now() - interval '100 days' AND assigned_to_id IS NOT NULL`,
    );
    await db.query('COMMIT');
    for (const table of ['work_shifts', 'lunch_slots', 'technician_pauses', 'ticket_events'])
      await db.query(`VACUUM ANALYZE ${table}`);
    return (
      `added ${pauses.rowCount?.toLocaleString('en')} pauses and ` +
      `${events.rowCount?.toLocaleString('en')} status changes in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`
    );
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

export async function measureReports(options: {
  port: number;
  serverUrl: string;
  log: (line: string) => void;
}): Promise<ResultRow[]> {
  const { serverUrl, log } = options;
  // A free port of its own: another helper's bench may hold the usual ones.
  const port = await freePort(options.port);
  const count = Number(process.env.BENCH_TICKETS ?? 1_000_000);
  const runs = Number(process.env.BENCH_REPORTS_RUNS ?? 20);
  const engine = `PostgreSQL ${count.toLocaleString('en')}`;
  const rows: ResultRow[] = [];
  // The reference machine is shared: say how busy it was, the figures depend on it.
  const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const loadBefore = loadAverage();
  const database = await benchDatabase(serverUrl, count, log, 'reports');
  rows.push({ measure: `database, ${engine}`, value: database.seeded, budget: '—', verdict: '—' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atiende-bench-reports-'));
  try {
    // Starting the server applies new migrations (index builds on a reused database) before the
    // team time is added to its tables.
    const server = await startServer(dataDir, port, database.url);
    const base = `http://127.0.0.1:${port}`;
    try {
      const teamTime = await seedTeamTime(database.url, log);
      rows.push({ measure: `team time, ${engine}`, value: teamTime, budget: '—', verdict: '—' });
      const tokens = {
        admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
        lead: await login(base, BENCH_LEAD.email, BENCH_LEAD.password),
      };
      const response = await fetch(`${base}/api/reports`, {
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      if (!response.ok) throw new Error(`GET /api/reports answered ${response.status}`);
      const catalogue = ((await response.json()) as { data: Catalogue }).data;
      // BENCH_REPORTS_ONLY=technicians,productivity/by-day measures the families or types named.
      const only = (process.env.BENCH_REPORTS_ONLY ?? '').split(',').filter(Boolean);
      const reports = catalogue.families
        .flatMap((family) => family.types.map((type) => `${family.key}/${type.key}`))
        .filter(
          (report) =>
            only.length === 0 ||
            only.some((name) => report === name || report.startsWith(`${name}/`)),
        );
      log(`== reports: ${reports.length} types registered: ${reports.join(', ')}`);
      for (const report of reports) {
        for (const who of ['admin', 'lead'] as const) {
          for (const period of PERIODS) {
            const requestPath = `/api/reports/${report}?period=${period}`;
            await sequential(base, tokens[who], requestPath, 2); // warm-up: plans, buffers, JIT
            const times = await sequential(base, tokens[who], requestPath, runs);
            const p95 = percentile(times, 95);
            rows.push({
              measure: `report ${report}: ${who}, ${period} (${runs} sequential), ${engine}`,
              value: `p50 ${ms(percentile(times, 50))} ms, p95 ${ms(p95)} ms, max ${ms(times.at(-1)!)} ms`,
              budget: `p95 ≤ ${REPORT_P95_BUDGET_MS} ms`,
              verdict: p95 <= REPORT_P95_BUDGET_MS ? 'ok' : 'OVER',
            });
            log(`  ${rows.at(-1)!.measure}: ${rows.at(-1)!.value}`);
          }
        }
      }
    } finally {
      await stopServer(server.child);
    }
    rows.push({
      measure: 'machine load average (1, 5, 15 min), before → after the timed runs',
      value: `${loadBefore} → ${loadAverage()}`,
      budget: '—',
      verdict: '—',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (!database.keep) await dropDatabase(serverUrl, database.name);
  }
  return rows;
}
