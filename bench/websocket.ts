// The WebSocket load of docs/conventions.md#quality-bars-and-budgets (issue 5): BENCH_WS_CLIENTS
// (5,000) `ws` clients on one instance (PostgreSQL), each a signed-in técnico whose socket opened
// with a ticket from POST /api/auth/ws-ticket. Then notifications through real API paths, measured
// from the notification row's created_at (set when its transaction starts, so before the commit:
// the figure includes the insert and the commit) to the client's receipt:
//   one each: a ticket of each client's assigned to them (POST /api/tickets/:id/assign), once per
//            value of BENCH_WS_CONCURRENCY (2,10: requests at a time) → one TICKET_ASSIGNED each;
//   fan-out: a ticket created in the department of all of them → one TICKET_CREATED each from one
//            commit, BENCH_WS_ROUNDS (3) times (a stress figure: 5,000 rows, then 5,000 sends).
// And the server's RSS per open socket. Clients, server and PostgreSQL share the machine.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { WebSocket } from 'ws';
import { BENCH_ADMIN, rssMb, startServer, stopServer } from './server';
import type { ResultRow } from './tickets';

type Options = {
  port: number;
  serverUrl: string;
  dataDir: string;
  log: (line: string) => void;
};

const DELIVERY_P99_BUDGET_MS = 100;
const SEED_PASSWORD_NOTE = 'the bench administrator’s password hash, copied';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Node cannot raise its own descriptor limit: say so before 5,000 sockets fail one by one. */
function assertDescriptorLimit(needed: number) {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1] ?? Infinity);
  if (soft < needed) {
    throw new Error(`open-file limit ${soft} < ${needed}: run \`ulimit -n 20000\` first`);
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** POST to the API, as `token` when given; returns `data`. */
async function post<T>(port: number, path: string, token: string | null, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

type Client = { userId: string; socket: WebSocket };
/** A notification as a client got it: its row's created_at and the moment it arrived. */
type Receipt = { ticketId: string; createdAt: number; receivedAt: number };

/** Técnicos sharing one department, and unassigned tickets without a department (one per técnico and phase). */
async function seed(db: pg.Client, count: number, ticketsPerUser: number) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, role, password_hash)
     SELECT 'Técnico ' || g, 'ws' || g || '@bench.atiende.pe', 'TECHNICIAN',
            (SELECT password_hash FROM users WHERE email = $1)
       FROM generate_series(1, $2::int) AS g
     RETURNING id`,
    [BENCH_ADMIN.email, count],
  );
  const [department] = (
    await db.query<{ id: string }>(
      `INSERT INTO departments (name) VALUES ('Mesa de ayuda (bench)') RETURNING id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO department_members (department_id, user_id)
     SELECT $1, unnest(string_to_array($2, ',')::uuid[])`,
    [department!.id, rows.map((row) => row.id).join(',')],
  );
  const tickets = await db.query<{ id: string }>(
    `INSERT INTO tickets (title, description, contact_name)
     SELECT 'Caja ' || g || ' no imprime', 'Ticket del bench de WebSocket', 'Bench'
       FROM generate_series(1, $1::int) AS g
     RETURNING id`,
    [count * ticketsPerUser],
  );
  return {
    departmentId: department!.id,
    userIds: rows.map((row) => row.id),
    ticketIds: tickets.rows.map((row) => row.id),
  };
}

function connect(port: number, token: string, onReceipt: (receipt: Receipt) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/notifications?token=${token}`);
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`closed ${code} before connected`)));
    socket.on('message', (raw) => {
      const receivedAt = Date.now();
      const message = JSON.parse(String(raw)) as {
        type: string;
        data: { createdAt?: string; ticket?: { id: string } | null };
      };
      if (message.type === 'connected') resolve(socket);
      if (message.type === 'notification' && message.data.createdAt && message.data.ticket) {
        onReceipt({
          ticketId: message.data.ticket.id,
          createdAt: Date.parse(message.data.createdAt),
          receivedAt,
        });
      }
    });
  });
}

function latencyRow(measure: string, latencies: number[], expected: number): ResultRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    measure,
    value: `min ${ms(sorted[0] ?? NaN)} ms, p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, p99 ${ms(p99)} ms, max ${ms(sorted.at(-1) ?? NaN)} ms; ${sorted.length.toLocaleString('en')}/${expected.toLocaleString('en')} delivered`,
    budget: `p99 ≤ ${DELIVERY_P99_BUDGET_MS} ms`,
    verdict: sorted.length === expected && p99 <= DELIVERY_P99_BUDGET_MS ? 'ok' : 'OVER',
  };
}

/** Waits until `count` receipts arrived, or `timeoutMs`. */
async function waitFor(receipts: Receipt[], count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (receipts.length < count && Date.now() < deadline) await sleep(20);
}

export async function measureWebsocket({ port, serverUrl, dataDir, log }: Options) {
  const count = Number(process.env.BENCH_WS_CLIENTS ?? 5_000);
  const rounds = Number(process.env.BENCH_WS_ROUNDS ?? 3);
  // Each value is a phase of the one-each load: 2 leaves the server idle between requests,
  // 10 keeps its two cores busy.
  const phases = (process.env.BENCH_WS_CONCURRENCY ?? '2,10').split(',').map(Number);
  assertDescriptorLimit(count + 1_000);
  const loadBefore = loadavg()[0]!;
  const rows: ResultRow[] = [];
  const name = `atiende_bench_ws_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // The bench opens its thousands of sockets as fast as it can: neither the ticket limit nor the
  // instance's connection pace (docs/realtime.md#reconnecting) is what it measures.
  const env = {
    RATE_LIMIT_WS_TICKETS_PER_MINUTE: '1000000',
    WS_CONNECTIONS_PER_SECOND: '1000000',
  };
  let server = await startServer(dataDir, port, url.toString(), { env });
  const clients: Client[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await db.connect();
    log(`== websocket: seeding ${count.toLocaleString('en')} técnicos (${SEED_PASSWORD_NOTE})`);
    const seeded = await seed(db, count, phases.length);
    const adminToken = (
      await post<{ accessToken: string }>(port, '/api/auth/login', null, BENCH_ADMIN)
    ).accessToken;

    log('== websocket: signing every técnico in through the API (argon2: the slow part)');
    const signInStarted = performance.now();
    const accessTokens = await pool(
      seeded.userIds.map((_, index) => index),
      8,
      async (index) =>
        (
          await post<{ accessToken: string }>(port, '/api/auth/login', null, {
            email: `ws${index + 1}@bench.atiende.pe`,
            password: BENCH_ADMIN.password,
          })
        ).accessToken,
    );
    log(`   ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`);

    // A fresh process for the measures: 5,000 argon2 checks leave ~70 MB of allocator arenas
    // behind that the sockets would then reuse, hiding their cost. Sessions and the JWT secret
    // (DATA_DIR) survive the restart, so the access tokens stay valid.
    await stopServer(server.child);
    server = await startServer(dataDir, port, url.toString(), { env });
    await sleep(2_000);
    const rssBefore = rssMb(server.child.pid!);
    const receipts: Receipt[] = [];
    log(`== websocket: opening ${count.toLocaleString('en')} sockets`);
    const connectStarted = performance.now();
    const sockets = await pool(accessTokens, 50, async (accessToken) => {
      const { token } = await post<{ token: string }>(port, '/api/auth/ws-ticket', accessToken);
      return connect(port, token, (receipt) => receipts.push(receipt));
    });
    const connectMs = performance.now() - connectStarted;
    sockets.forEach((socket, index) => clients.push({ userId: seeded.userIds[index]!, socket }));
    await sleep(3_000);
    const rssAfter = rssMb(server.child.pid!);
    rows.push(
      {
        measure: `open ${count.toLocaleString('en')} sockets (ws-ticket + upgrade + connected, 50 at a time)`,
        value: `${(connectMs / 1000).toFixed(1)} s (${Math.round(count / (connectMs / 1000))}/s)`,
        budget: '—',
        verdict: '—',
      },
      {
        measure: `server RSS: just started → ${count.toLocaleString('en')} sockets open, PostgreSQL`,
        value: `${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB: ${(((rssAfter - rssBefore) * 1024) / count).toFixed(1)} KB per socket`,
        budget: '< 200 MB',
        verdict: rssAfter < 200 ? 'ok' : 'OVER',
      },
    );

    // One each: a ticket of each client's assigned to them, BENCH_WS_CONCURRENCY at a time.
    for (const [phase, concurrency] of phases.entries()) {
      receipts.length = 0;
      const assignStarted = performance.now();
      await pool(
        seeded.userIds.map((userId, index) => ({
          ticketId: seeded.ticketIds[phase * count + index]!,
          userId,
        })),
        concurrency,
        ({ ticketId, userId }) =>
          post(port, `/api/tickets/${ticketId}/assign`, adminToken, { assignedToId: userId }),
      );
      const assignSeconds = (performance.now() - assignStarted) / 1000;
      await waitFor(receipts, count, 30_000);
      rows.push(
        latencyRow(
          `one each: ${count.toLocaleString('en')} assignments (${concurrency} at a time, ${Math.round(count / assignSeconds)}/s) → TICKET_ASSIGNED, created_at → receipt`,
          receipts.map((receipt) => receipt.receivedAt - receipt.createdAt),
          count,
        ),
      );
      await sleep(1_000);
    }

    // Fan-out: one commit, one notification for every client.
    const fromCreatedAt: number[] = [];
    const fromRequest: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      receipts.length = 0;
      const sentAt = Date.now();
      const { ticket } = await post<{ ticket: { id: string } }>(port, '/api/tickets', adminToken, {
        title: `Caída general ${round + 1}`,
        description: 'Nadie puede facturar',
        departmentId: seeded.departmentId,
      });
      await waitFor(receipts, count, 30_000);
      const mine = receipts.filter((receipt) => receipt.ticketId === ticket.id);
      fromCreatedAt.push(...mine.map((receipt) => receipt.receivedAt - receipt.createdAt));
      fromRequest.push(...mine.map((receipt) => receipt.receivedAt - sentAt));
      log(`   fan-out round ${round + 1}: ${mine.length} delivered`);
      await sleep(1_500); // the round's ticket_changed (to every técnico) passes too
    }
    const label = `fan-out: 1 ticket → ${count.toLocaleString('en')} TICKET_CREATED, ${rounds} rounds`;
    rows.push(
      latencyRow(`${label}, created_at → receipt`, fromCreatedAt, count * rounds),
      latencyRow(`${label}, POST /api/tickets sent → receipt`, fromRequest, count * rounds),
    );

    rows.push({
      measure: 'machine load average (1 min) before the run: other work on the same 2 cores',
      value: loadBefore.toFixed(1),
      budget: '—',
      verdict: '—',
    });
    const rssAtEnd = rssMb(server.child.pid!);
    rows.push({
      measure: `server RSS after the loads, ${count.toLocaleString('en')} sockets open`,
      value: `${rssAtEnd.toFixed(0)} MB`,
      budget: '< 200 MB',
      verdict: rssAtEnd < 200 ? 'ok' : 'OVER',
    });
  } finally {
    for (const { socket } of clients) socket.terminate();
    await db.end().catch(() => undefined);
    await stopServer(server.child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  return rows;
}
