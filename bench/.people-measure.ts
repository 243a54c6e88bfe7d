import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { databaseFromUrl } from '../apps/server/src/db/client';
import { technicianReports } from '../apps/server/src/modules/reports/families/technicians';
import { customerReports } from '../apps/server/src/modules/reports/families/customers';
import { teamPanelScope, type Viewer } from '../apps/server/src/modules/tickets/index';
import { resolvePeriod } from '../apps/server/src/platform/period';
import { limaToday } from '../apps/server/src/platform/lima-time';
import { reportQuerySchema } from '@atiende/contracts/reports';

const url = process.argv[2]!;
const mode = process.argv[3] ?? 'time';
const only = process.argv[4];
const logger = { error: console.error } as never;
const database = databaseFromUrl(url, logger, 10);
const client = new pg.Client({ connectionString: url });
await client.connect();
const admin = (await client.query(`SELECT id, name FROM users WHERE role='ADMIN' LIMIT 1`)).rows[0];
const lead = (await client.query(`SELECT u.id, u.name, d.id AS dep FROM users u JOIN departments d ON d.lead_id=u.id LIMIT 1`)).rows[0];
const viewers: Record<string, Viewer> = {
  admin: { userId: admin.id, role: 'ADMIN', name: admin.name, email: 'a', departmentIds: [], customerId: null },
  lead: { userId: lead.id, role: 'TECH_LEAD', name: lead.name, email: 'l', departmentIds: [lead.dep], customerId: null },
};
const now = new Date();
function scope(viewer: Viewer, query: Record<string, string>) {
  const filters = reportQuerySchema.parse(query);
  const { departmentIds, tickets } = teamPanelScope(viewer, filters.departmentId, { roleForbidden: 'x', departmentForbidden: 'y' });
  const period = resolvePeriod(filters, now);
  return { viewer, departmentIds, tickets, period, days: { from: limaToday(period.from), to: limaToday(new Date(period.to.getTime() - 1)) }, filters, now };
}
const reports: Array<[string, { run: (db: never, scope: never) => Promise<unknown> }]> = [
  ...Object.entries(technicianReports).map(([k, v]) => [`technicians/${k}`, v] as [string, never]),
  ...Object.entries(customerReports).map(([k, v]) => [`customers/${k}`, v] as [string, never]),
];
const dialect = new PgDialect();
for (const [name, def] of reports) {
  if (only && !name.includes(only)) continue;
  for (const who of ['admin', 'lead']) {
    for (const period of ['30d', '90d']) {
      const extra = name.includes('response-times') || name.includes('top') ? [{}, { priority: 'ALTA' }] : [{}];
      for (const e of extra) {
        const s = scope(viewers[who]!, { period, ...e });
        if (mode === 'explain') {
          const captured: unknown[] = [];
          const fake = { execute: async (q: never) => { captured.push(q); return { rows: [] }; } };
          try { await def.run(fake as never, s as never); } catch { /* shapes of empty answers */ }
          for (const q of captured) {
            const { sql: text, params } = dialect.sqlToQuery(q as never);
            const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
            const lines = plan.rows.map((r) => r['QUERY PLAN']);
            console.log(`--- ${name} ${who} ${period} ${JSON.stringify(e)}\n${lines.join('\n')}`);
          }
        } else {
          const times: number[] = [];
          for (let i = 0; i < 12; i++) {
            const t0 = performance.now();
            await def.run(database.db as never, s as never);
            times.push(performance.now() - t0);
          }
          times.sort((a, b) => a - b);
          console.log(`${name.padEnd(28)} ${who.padEnd(6)} ${period} ${JSON.stringify(e).padEnd(20)} median ${times[6]!.toFixed(0)} ms  p95 ${times[11]!.toFixed(0)} ms`);
        }
      }
    }
  }
}
await client.end();
await database.close();
process.exit(0);
