// `npm run bench -- retrieval` runs this in the server's workspace (bench/retrieval.ts), so it
// uses the server's own code; it prints its result rows as JSON on its last line.
// The assistant's retrieval (docs/assistant.md#retrieval, issue 19): `searchKnowledge` on
// PostgreSQL with BENCH_RETRIEVAL_CHUNKS (10,000) passages, budget p95 ≤ 50 ms
// (docs/conventions.md#quality-bars-and-budgets). A fresh database (dropped afterwards) holds the
// demo's knowledge base and resolved tickets whose resolutions are sentences of those articles
// reshuffled (the same words, so common words are really common), indexed by the module's own
// sweep. Every question of the evaluation set is asked as a client (the visibility rule over
// requester and company), a técnico of two departments and an administrator, sequentially, the
// statements timed in-process (no HTTP: `POST /api/rag/ask` adds the provider's time to it).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { withBenchDatabase } from './bench-database';
import { searchKnowledge, sweepTickets } from '../modules/knowledge/index';
import type { Viewer } from '../modules/tickets/index';
import { ASSISTANT_EVAL_SET } from './assistant-eval-set';
import { DEMO_ARTICLES } from './demo-knowledge-articles';
import { seedKnowledgeArticles } from './demo-knowledge';

type ResultRow = { measure: string; value: string; budget: string; verdict: string };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Options = { serverUrl: string; log: (line: string) => void };
const CHUNKS_ENV = process.env.BENCH_RETRIEVAL_CHUNKS;

export const RETRIEVAL_P95_BUDGET_MS = 50;
const CHUNKS = Number(CHUNKS_ENV ?? 10_000);
const PASSES = Number(process.env.BENCH_RETRIEVAL_PASSES ?? 5);
const DEPARTMENTS = 6;
const CLIENTS = 200;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** A small deterministic generator, so two runs index the same text. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const SENTENCES = DEMO_ARTICLES.flatMap((article) =>
  article.body
    .split(/(?<=[.!?:])\s+|\n/)
    .map((sentence) => sentence.replace(/^\s*(?:[-•]|\d+\.)\s*/, '').trim())
    .filter((sentence) => sentence.length > 20),
);

async function seed(db: Database, log: Options['log']) {
  const { db: orm } = db;
  const people = await selectRows<{ id: string; role: string }>(
    orm,
    sql.raw(`INSERT INTO users (name, email, password_hash, role)
      SELECT 'Persona ' || n, 'bench' || n || '@atiende.pe', '-',
        (CASE WHEN n = 0 THEN 'ADMIN' WHEN n <= 10 THEN 'TECHNICIAN' ELSE 'CLIENT' END)::user_role
      FROM generate_series(0, ${CLIENTS + 10}) AS n RETURNING id, role`),
  );
  const admin = people.find((person) => person.role === 'ADMIN')!;
  const technicians = people.filter((person) => person.role === 'TECHNICIAN');
  const clients = people.filter((person) => person.role === 'CLIENT');
  const departments = await selectRows<{ id: string }>(
    orm,
    sql.raw(`INSERT INTO departments (name) SELECT 'Departamento ' || n
      FROM generate_series(1, ${DEPARTMENTS}) AS n RETURNING id`),
  );
  await orm.execute(
    sql.raw(`INSERT INTO customers (name) SELECT 'Empresa ' || n FROM generate_series(1, 40) AS n`),
  );
  // Clients in pairs per company; técnico 1 works departments 0 and 1.
  await orm.execute(
    sql.raw(`UPDATE users SET customer_id = c.id FROM (
      SELECT u.id AS user_id, (SELECT array_agg(id ORDER BY id) FROM customers) AS ids,
             row_number() OVER (ORDER BY u.id) AS n
      FROM users u WHERE u.role = 'CLIENT') AS x
      JOIN LATERAL (SELECT x.ids[1 + (x.n % 40)::int] AS id) c ON true
      WHERE users.id = x.user_id`),
  );
  await orm.execute(
    sql.raw(`INSERT INTO department_members (department_id, user_id) VALUES
      ('${departments[0]!.id}', '${technicians[0]!.id}'), ('${departments[1]!.id}', '${technicians[0]!.id}')`),
  );
  const adminViewer = viewer(admin.id, 'ADMIN');
  await seedKnowledgeArticles(orm, adminViewer);

  const random = seeded(19);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  let chunkCount = await countChunks(db);
  let batch = 0;
  while (chunkCount < CHUNKS) {
    const rows = Array.from({ length: 1000 }, () => {
      const client = pick(clients);
      const article = pick(DEMO_ARTICLES);
      const sentences = Array.from({ length: 2 + Math.floor(random() * 8) }, () => pick(SENTENCES));
      return {
        title: `${article.title} (${pick(['caja 1', 'caja 2', 'cocina', 'almacén', 'sede'])})`,
        resolution: sentences.join(' '),
        requester: client.id,
        department: pick(departments).id,
      };
    });
    await orm.execute(
      sql`INSERT INTO tickets (title, description, contact_name, status, resolution,
          resolved_at, requester_id, customer_id, department_id)
        SELECT r->>'title', 'Descripción', 'Cliente', 'RESUELTO', r->>'resolution', now(),
          (r->>'requester')::uuid, (SELECT customer_id FROM users WHERE id = (r->>'requester')::uuid),
          (r->>'department')::uuid
        FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r`,
    );
    await sweepTickets(orm, { maxTickets: 100_000 });
    chunkCount = await countChunks(db);
    batch += 1;
    log(`   ${batch * 1000} tickets, ${chunkCount} passages`);
  }
  const client = clients[0]!;
  const technician: Viewer = {
    ...viewer(technicians[0]!.id, 'TECHNICIAN'),
    departmentIds: [departments[0]!.id, departments[1]!.id],
  };
  const [clientRow] = await selectRows<{ customerId: string | null }>(
    orm,
    sql.raw(`SELECT customer_id AS "customerId" FROM users WHERE id = '${client.id}'`),
  );
  return {
    chunkCount,
    viewers: [
      [
        'client (own and company tickets)',
        { ...viewer(client.id, 'CLIENT'), customerId: clientRow!.customerId },
      ],
      ['técnico (2 of 6 departments)', technician],
      ['administrator (everything)', adminViewer],
    ] as Array<[string, Viewer]>,
  };
}

function viewer(userId: string, role: Viewer['role']): Viewer {
  return {
    userId,
    role,
    name: 'Bench',
    email: 'bench@atiende.pe',
    departmentIds: [],
    customerId: null,
  };
}

async function countChunks(db: Database) {
  const [row] = await selectRows<{ n: number }>(
    db.db,
    sql.raw(`SELECT count(*)::int AS n FROM knowledge_chunks`),
  );
  return row!.n;
}

export async function measureRetrieval({ serverUrl, log }: Options): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  await withBenchDatabase(serverUrl, 'retrieval', log, async (database) => {
    log(`== retrieval: seeding ${CHUNKS} passages on PostgreSQL`);
    const started = performance.now();
    const { chunkCount, viewers } = await seed(database, log);
    log(`   seeded and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await database.db.execute(sql.raw('ANALYZE'));
    const questions = ASSISTANT_EVAL_SET.map((item) => item.question);
    for (const [label, who] of viewers) {
      for (const question of questions) await searchKnowledge(database.db, who, question); // warm
      const times: number[] = [];
      for (let pass = 0; pass < PASSES; pass += 1) {
        for (const question of questions) {
          const begun = performance.now();
          await searchKnowledge(database.db, who, question);
          times.push(performance.now() - begun);
        }
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        measure: `retrieval, ${chunkCount} passages, ${label}: p50 / p95 / max (${times.length} questions)`,
        value: `${ms(percentile(times, 50))} / ${ms(p95)} / ${ms(times.at(-1)!)} ms`,
        budget: `p95 ≤ ${RETRIEVAL_P95_BUDGET_MS} ms`,
        verdict: p95 <= RETRIEVAL_P95_BUDGET_MS ? 'ok' : 'OVER',
      });
    }
  });
  return rows;
}

const serverUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = await measureRetrieval({
  serverUrl,
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`${JSON.stringify(rows)}\n`);
