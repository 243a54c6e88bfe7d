// The tickets benchmark (docs/conventions.md#quality-bars-and-budgets): list, detail, full-text
// search and creation under load on a seeded database, the server's RSS, and EXPLAIN (ANALYZE,
// BUFFERS) of the statements the server really runs for the list and search (captured from the pg
// driver, see capture-sql.mjs). A route that does not exist yet is reported as missing, never a
// crash.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { clientEmail, SEED_PASSWORD, technicianEmail } from './seed-tickets';
import { BENCH_ADMIN, root, rssMb, startServer, stopServer, type StartedServer } from './server';

export type ResultRow = { measure: string; value: string; budget: string; verdict: string };

export const LIST_P95_BUDGET_MS = 30;
export const SEARCH_P95_BUDGET_MS = 80;
export const CREATIONS_BUDGET = 1_000;

/** Spanish queries: with and without accents, frequent, rare and absent words. */
export const SEARCH_QUERIES = [
  'impresion',
  'boleta duplicada',
  'factura electrónica SUNAT',
  'ticketera termica',
  'contrasena cajero',
  'reembolso',
];

/** What the load needs from the seeded database, read before the server holds it. */
export type Fixture = { ticketIds: string[]; departmentIds: string[] };

const FIXTURE_SQL = {
  ticketIds: `SELECT id FROM tickets TABLESAMPLE SYSTEM (2) LIMIT 2000`,
  departmentIds: `SELECT id FROM departments WHERE is_active ORDER BY name`,
};

export async function fixtureFromRows(
  query: (text: string) => Promise<Array<Record<string, unknown>>>,
): Promise<Fixture> {
  const ids = (rows: Array<Record<string, unknown>>) => rows.map((row) => String(row.id));
  let ticketIds = ids(await query(FIXTURE_SQL.ticketIds));
  if (ticketIds.length < 100) ticketIds = ids(await query(`SELECT id FROM tickets LIMIT 2000`));
  return { ticketIds, departmentIds: ids(await query(FIXTURE_SQL.departmentIds)) };
}

export type Stats = {
  requests: number;
  reqPerSec: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  statusCodes: string;
};

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/**
 * autocannon with 10 connections (or `connections`); every response time is recorded (the instance's `response`
 * event), so p95 is exact rather than read off autocannon's p97.5.
 */
export function load(
  base: string,
  token: string,
  duration: number,
  next: () => { path: string; method?: 'GET' | 'POST'; body?: string },
  connections = 10,
): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const { path: requestPath, method, body } = next();
              return {
                ...request,
                path: requestPath,
                method: method ?? 'GET',
                ...(body ? { body } : {}),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const codes = Object.entries(result.statusCodeStats ?? {})
          .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
          .join(' ');
        resolve({
          requests: result.requests.total,
          reqPerSec: result.requests.total / duration,
          ok: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          statusCodes: codes,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { accessToken?: string } };
  if (!response.ok || !body.data?.accessToken) {
    throw new Error(
      `login of ${email} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`,
    );
  }
  return body.data.accessToken;
}

/** null when the route answers 2xx; otherwise a one-line reason ("missing", or status + message). */
async function probe(
  base: string,
  token: string,
  requestPath: string,
  init: { method?: string; body?: string } = {},
): Promise<string | null> {
  const response = await fetch(`${base}${requestPath}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body ? { body: init.body } : {}),
  });
  if (response.ok) return null;
  const text = await response.text();
  const label = `${init.method ?? 'GET'} ${requestPath.replace(/[0-9a-f-]{36}/, ':id').replace(/\?.*/, '')}`;
  if (response.status === 404 && text.includes('ROUTE_NOT_FOUND'))
    return `missing: ${label} does not exist yet`;
  return `${label} answered ${response.status}: ${text.slice(0, 160)}`;
}

function verdict(ok: boolean) {
  return ok ? 'ok' : 'OVER';
}

const TITLES_FOR_CREATION = [
  'La impresora de cocina no imprime las comandas',
  'Error al emitir factura electrónica',
  'Boleta duplicada en el cierre de caja',
  'El POS se congela al cobrar con tarjeta',
];

/** The load scenarios of one engine; returns result rows. */
export async function measureTickets(
  server: StartedServer,
  engine: string,
  fixture: Fixture,
  options: { duration: number; rssBudgetMb: number; log: (line: string) => void },
): Promise<ResultRow[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const rows: ResultRow[] = [];
  const { duration, log } = options;
  const admin = await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const technician = await login(base, technicianEmail(0), SEED_PASSWORD).catch((error: Error) => {
    rows.push({
      measure: `technician sign-in, ${engine}`,
      value: error.message,
      budget: '—',
      verdict: 'error',
    });
    return null;
  });
  const client = await login(base, clientEmail(0), SEED_PASSWORD).catch(() => null);

  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.child.pid!));
  }, 200);

  const listMissing = await probe(base, admin, '/api/tickets?limit=1');
  const add = (measure: string, stats: Stats, budget: string, ok: boolean | null) => {
    const failures = stats.non2xx + stats.errors;
    rows.push({
      measure: `${measure}, ${engine}`,
      value:
        `${stats.reqPerSec.toFixed(0)} req/s, p50 ${ms(stats.p50)} ms, p95 ${ms(stats.p95)} ms, p99 ${ms(stats.p99)} ms` +
        (failures > 0
          ? `, FAILED ${failures}: ${stats.non2xx} non-2xx, ${stats.errors} errors or timeouts (10 s) [${stats.statusCodes}]`
          : ''),
      budget,
      verdict: failures > 0 ? 'errors' : ok === null ? '—' : verdict(ok),
    });
    log(`  ${measure}: ${rows.at(-1)!.value}`);
  };
  const run = async (
    measure: string,
    token: string | null,
    paths: string[],
    budgetMs: number | null,
  ) => {
    if (!token) return;
    let index = 0;
    const stats = await load(base, token, duration, () => ({
      path: paths[index++ % paths.length]!,
    }));
    add(
      measure,
      stats,
      budgetMs ? `p95 ≤ ${budgetMs} ms` : '—',
      budgetMs ? stats.p95 <= budgetMs : null,
    );
  };

  try {
    if (listMissing) {
      rows.push({
        measure: `ticket list, ${engine}`,
        value: listMissing,
        budget: `p95 ≤ ${LIST_P95_BUDGET_MS} ms`,
        verdict: 'missing',
      });
    } else {
      // Warm-up (JIT, plan caches, shared buffers), not recorded.
      await load(base, admin, Math.min(3, duration), () => ({ path: '/api/tickets' }));
      await run(
        'list: technician, open and assigned to me (?view=open&assignedToId=me)',
        technician,
        ['/api/tickets?view=open&assignedToId=me'],
        LIST_P95_BUDGET_MS,
      );
      await run(
        'list: technician, default (GET /api/tickets)',
        technician,
        ['/api/tickets'],
        LIST_P95_BUDGET_MS,
      );
      await run(
        'list: technician, open queue (?view=open)',
        technician,
        ['/api/tickets?view=open'],
        LIST_P95_BUDGET_MS,
      );
      await run(
        'list: admin, default (GET /api/tickets)',
        admin,
        ['/api/tickets'],
        LIST_P95_BUDGET_MS,
      );
      await run(
        'list: admin, open queue (?view=open)',
        admin,
        ['/api/tickets?view=open'],
        LIST_P95_BUDGET_MS,
      );
      const searchPaths = SEARCH_QUERIES.map(
        (query) => `/api/tickets?search=${encodeURIComponent(query)}`,
      );
      await run(
        `search: admin, ${SEARCH_QUERIES.length} queries in turn`,
        admin,
        searchPaths,
        SEARCH_P95_BUDGET_MS,
      );
      await run(
        `search: technician, ${SEARCH_QUERIES.length} queries in turn`,
        technician,
        searchPaths,
        SEARCH_P95_BUDGET_MS,
      );
      // Each query alone, sequentially: which one is slow, and how many hits it has.
      for (const query of SEARCH_QUERIES) {
        const times: number[] = [];
        let total = '?';
        for (let i = 0; i < 8; i++) {
          const started = performance.now();
          const response = await fetch(`${base}/api/tickets?search=${encodeURIComponent(query)}`, {
            headers: { authorization: `Bearer ${admin}` },
          });
          const body = (await response.json()) as {
            data?: { pagination?: { total: number; totalIsEstimate?: boolean } };
          };
          times.push(performance.now() - started);
          const pagination = body.data?.pagination;
          total = pagination
            ? `${pagination.total}${pagination.totalIsEstimate ? '+' : ''}`
            : `HTTP ${response.status}`;
        }
        times.sort((a, b) => a - b);
        rows.push({
          measure: `search "${query}" alone (admin, 8 sequential), ${engine}`,
          value: `median ${ms(percentile(times, 50))} ms, max ${ms(times.at(-1)!)} ms, total ${total}`,
          budget: '—',
          verdict: '—',
        });
        log(`  search "${query}": ${rows.at(-1)!.value}`);
      }
    }

    const detailPath = `/api/tickets/${fixture.ticketIds[0]}`;
    const detailMissing =
      fixture.ticketIds.length === 0 ? 'no ticket ids' : await probe(base, admin, detailPath);
    if (detailMissing) {
      rows.push({
        measure: `ticket detail, ${engine}`,
        value: detailMissing,
        budget: '—',
        verdict: 'missing',
      });
    } else {
      const ids = fixture.ticketIds;
      const stats = await load(base, admin, duration, () => ({
        path: `/api/tickets/${ids[Math.floor(Math.random() * ids.length)]}`,
      }));
      add('detail: admin, random ids (GET /api/tickets/:id)', stats, '—', null);
    }

    const creator = client ?? admin;
    let made = 0;
    const body = () =>
      JSON.stringify({
        title: `${TITLES_FOR_CREATION[made % TITLES_FOR_CREATION.length]} #${made++}`,
        description:
          'Desde esta mañana la ticketera térmica de caja no imprime las boletas. Ya reiniciamos el equipo.',
        departmentId: fixture.departmentIds[made % Math.max(1, fixture.departmentIds.length)],
        priority: 'MEDIA',
        productIds: [],
      });
    let createMissing = await probe(base, creator, '/api/tickets', {
      method: 'POST',
      body: body(),
    });
    let createAs = client ? 'client' : 'admin';
    if (createMissing && client && !createMissing.startsWith('missing')) {
      // Clients may not be allowed to pick any department: try as the administrator.
      createMissing = await probe(base, admin, '/api/tickets', { method: 'POST', body: body() });
      createAs = 'admin';
    }
    if (createMissing) {
      rows.push({
        measure: `ticket creation, ${engine}`,
        value: createMissing,
        budget: `≥ ${CREATIONS_BUDGET}/s`,
        verdict: 'missing',
      });
    } else {
      const stats = await load(base, createAs === 'client' ? client! : admin, duration, () => ({
        path: '/api/tickets',
        method: 'POST',
        body: body(),
      }));
      const perSecond = stats.ok / duration;
      add(
        `creation: ${createAs}, POST /api/tickets`,
        stats,
        `≥ ${CREATIONS_BUDGET} creations/s`,
        perSecond >= CREATIONS_BUDGET,
      );
      rows.at(-1)!.value = `${perSecond.toFixed(0)} creations/s; ${rows.at(-1)!.value}`;
    }
  } finally {
    clearInterval(sampler);
  }
  const rss = rssMb(server.child.pid!);
  peakRss = Math.max(peakRss, rss);
  rows.push({
    measure: `server RSS after the tickets load (peak during it), ${engine}`,
    value: `${rss.toFixed(0)} MB (peak ${peakRss.toFixed(0)} MB)`,
    budget: `< ${options.rssBudgetMb} MB`,
    verdict: verdict(peakRss < options.rssBudgetMb),
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN of what the server runs

const CAPTURED_REQUESTS: Array<{ label: string; who: 'admin' | 'technician'; path: string }> = [
  {
    label: 'technician, open and assigned to me',
    who: 'technician',
    path: '/api/tickets?view=open&assignedToId=me',
  },
  { label: 'technician, default list', who: 'technician', path: '/api/tickets' },
  { label: 'admin, default list', who: 'admin', path: '/api/tickets' },
  { label: 'admin, search "impresion"', who: 'admin', path: '/api/tickets?search=impresion' },
  {
    label: 'technician, search "impresion"',
    who: 'technician',
    path: '/api/tickets?search=impresion',
  },
  {
    label: 'admin, search "reembolso" (no hits)',
    who: 'admin',
    path: '/api/tickets?search=reembolso',
  },
];

type Statement = { text: string; values: unknown[] };

/** Representative queries, used only when the server sent none (the list route is missing). */
async function representativeStatements(db: pg.Client, label: string): Promise<Statement[]> {
  const [tech] = (
    await db.query(
      `SELECT u.id, array_agg(m.department_id) AS departments FROM users u
       JOIN department_members m ON m.user_id = u.id WHERE u.email = $1 GROUP BY u.id`,
      [technicianEmail(0)],
    )
  ).rows as Array<{ id: string; departments: string[] }>;
  const visible = `(t.assigned_to_id = $1 OR t.department_id = ANY($2::uuid[]))`;
  const page = (where: string) =>
    `SELECT t.id, t.number, t.title, t.status, t.priority, t.updated_at, d.name, a.name, c.name
     FROM tickets t LEFT JOIN departments d ON d.id = t.department_id
     LEFT JOIN users a ON a.id = t.assigned_to_id LEFT JOIN customers c ON c.id = t.customer_id
     WHERE ${where} ORDER BY t.updated_at DESC, t.id DESC LIMIT 50`;
  const search = `(t.search_vector @@ websearch_to_tsquery('atiende_es', $3) OR t.id IN (SELECT ticket_id FROM ticket_comments WHERE NOT is_internal AND search_vector @@ websearch_to_tsquery('atiende_es', $3)))`;
  const techValues = [tech?.id, tech?.departments ?? []];
  const open = `t.status IN ('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`;
  if (label.startsWith('technician, open'))
    return [{ text: page(`${visible} AND ${open} AND t.assigned_to_id = $1`), values: techValues }];
  if (label.startsWith('technician, default')) return [{ text: page(visible), values: techValues }];
  if (label.startsWith('admin, default')) return [{ text: page('true'), values: [] }];
  const query = /"([^"]+)"/.exec(label)?.[1] ?? 'impresion';
  if (label.startsWith('technician'))
    return [{ text: page(`${visible} AND ${search}`), values: [...techValues, query] }];
  return [{ text: page(search.replaceAll('$3', '$1')), values: [query] }];
}

/**
 * Restarts the server with the SQL capture preloaded, replays one request of each list and
 * search scenario, and EXPLAINs (ANALYZE, BUFFERS) each SELECT on tickets it sent, with the same
 * parameters. Returns markdown-ready text.
 */
export async function explainTicketQueries(
  dataDir: string,
  port: number,
  databaseUrl: string,
  captureFile: string,
): Promise<string> {
  writeFileSync(captureFile, '');
  const server = await startServer(dataDir, port, databaseUrl, {
    nodeArgs: ['--import', path.join(root, 'bench/capture-sql.mjs')],
    env: { BENCH_CAPTURE_SQL: captureFile },
  });
  const base = `http://127.0.0.1:${port}`;
  const tokens = {
    admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
    technician: await login(base, technicianEmail(0), SEED_PASSWORD),
  };
  const captured: Array<{ label: string; status: number; statements: Statement[] }> = [];
  try {
    for (const request of CAPTURED_REQUESTS) {
      const before = readFileSync(captureFile, 'utf8').length;
      const response = await fetch(`${base}${request.path}`, {
        headers: { authorization: `Bearer ${tokens[request.who]}` },
      });
      await response.arrayBuffer();
      const lines = readFileSync(captureFile, 'utf8').slice(before).split('\n').filter(Boolean);
      const statements = lines
        .map((line) => JSON.parse(line) as Statement)
        .filter(
          (statement) => /^\s*select/i.test(statement.text) && /"tickets"/.test(statement.text),
        )
        .filter((statement) => !/for update/i.test(statement.text));
      captured.push({
        label: `${request.label}: GET ${request.path}`,
        status: response.status,
        statements,
      });
    }
  } finally {
    await stopServer(server.child);
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const out: string[] = [];
  try {
    for (const item of captured) {
      let statements = item.statements;
      let note = `HTTP ${item.status}; the server's own SQL and parameters`;
      if (statements.length === 0) {
        statements = await representativeStatements(db, item.label);
        note = `HTTP ${item.status}; REPRESENTATIVE query (the server sent none: route missing)`;
      }
      for (const statement of statements) {
        const plan = await db.query(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        out.push(
          `### ${item.label} (${note})`,
          '',
          '```sql',
          statement.text,
          `-- parameters: ${JSON.stringify(statement.values)}`,
          '```',
          '',
          '```',
          ...plan.rows.map((row) => String(row['QUERY PLAN'])),
          '```',
          '',
        );
      }
    }
  } finally {
    await db.end();
  }
  return out.join('\n');
}
