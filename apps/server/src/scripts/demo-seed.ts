import { Readable } from 'node:stream';
import { count, getTableColumns, getTableName, like, not, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import {
  ticketAttachments,
  ticketComments,
  ticketEvents,
  ticketProducts,
  ticketRatings,
  tickets,
} from '../db/schema/index';
import type { FileStorage } from '../platform/storage';
import { demoFile, type DemoFile } from './demo-files';
import { seedAiUsage } from './demo-ai-usage';
import { seedKnowledgeArticles } from './demo-knowledge';
import { seedMacros } from './demo-macros';
import { seedOrganisation } from './demo-organisation';
import { planTicket, type PlannedFile, type PlannedTicket } from './demo-plan';
import { createRandom } from './demo-random';
import { coverEveryStatus, creationMoments, drawSpecs, type DemoCast } from './demo-specs';

export const DEMO_TICKET_COUNT = 2400;
export const DEMO_DAYS = 90;
const DEMO_SEED = 20_261_126;
/** Demo tickets carry this prefix in external_ref: how a second run recognises them. */
const DEMO_REF_PREFIX = 'demo-';

export type SeedDemoOptions = {
  storage: FileStorage;
  tickets?: number;
  days?: number;
  /** The moment the demo's history ends; the real clock by default. */
  now?: Date;
  seed?: number;
};

export type SeedDemoResult = {
  outcome: 'created' | 'already-present';
  createdUsers: number;
  createdDepartments: number;
  /** Shared plantillas (canned responses and macros) created. */
  createdMacros: number;
  /** Knowledge base articles created (docs/assistant.md#knowledge-base). */
  createdArticles: number;
  /** Assistant queries written (docs/assistant.md#costs-page); 0 when some were there. */
  createdAiQueries: number;
  tickets: number;
  comments: number;
  internalNotes: number;
  attachments: number;
  events: number;
  ratings: number;
  /** Demo tickets per base status. */
  byStatus: Record<string, number>;
};

/** A help desk holding tickets of its own: the demo would mix with real work, so nothing is written. */
export class DemoRefusedError extends Error {
  constructor(readonly existingTickets: number) {
    super(
      `This help desk already has ${existingTickets} tickets that are not demo data; the demo ` +
        'only fills an empty one. Point DATA_DIR (or DATABASE_URL) at a new place to try it.',
    );
  }
}

/** Draws every ticket's life: the same seed, cast and "now" give the same tickets. */
export function planDemo(cast: DemoCast, options: Required<Omit<SeedDemoOptions, 'storage'>>) {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  const moments = creationMoments(options.tickets, now, options.days, random);
  const specs = drawSpecs(moments, now, cast, random);
  coverEveryStatus(specs, cast, random);
  return specs.map((spec, index) => planTicket(spec, index, cast, random, now));
}

/** Writes each attachment's bytes through the storage (16 at a time); returns their rows. */
async function storeFiles(storage: FileStorage, plans: PlannedTicket[], written: string[]) {
  const jobs = plans.flatMap((plan) =>
    plan.files.map((file) => ({ file, title: plan.ticket.title })),
  );
  const rows: Array<typeof ticketAttachments.$inferInsert> = [];
  const pngs = new Map<string, DemoFile>();
  const store = async ({ file, title }: { file: PlannedFile; title: string }) => {
    const made = pngs.get(file.fileName) ?? demoFile(file.fileName, { title, at: file.createdAt });
    if (file.fileName.endsWith('.png')) pngs.set(file.fileName, made);
    const { key, sizeBytes } = await storage.write(Readable.from([made.bytes]));
    written.push(key);
    rows.push({ ...file, contentType: made.contentType, sizeBytes, storageKey: key });
  };
  for (let start = 0; start < jobs.length; start += 16) {
    await Promise.all(jobs.slice(start, start + 16).map(store));
  }
  return rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}

/**
 * Inserts rows as one JSON parameter per chunk (json_populate_record): far faster than binding
 * every value on both engines. `computed` adds columns made from the JSON (raw SQL over `e.value`).
 */
async function insertJson<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Array<T['$inferInsert'] & Record<string, unknown>>,
  computed: Record<string, string> = {},
) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => row[key] !== undefined),
  );
  const names = columns.map(([, column]) => column.name);
  const target = sql.join(
    [...names, ...Object.keys(computed)].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    [
      ...names.map((name) => sql`r.${sql.identifier(name)}`),
      ...Object.values(computed).map((expression) => sql.raw(expression)),
    ],
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000).map((row) => {
      const json: Record<string, unknown> = {};
      for (const [key, column] of columns) json[column.name] = row[key];
      for (const key of Object.keys(row))
        if (!(key in json) && key.startsWith('_')) json[key] = row[key];
      return json;
    });
    await tx.execute(sql`INSERT INTO ${tableName} (${target})
      SELECT ${values} FROM json_array_elements(${JSON.stringify(chunk)}::json) WITH ORDINALITY AS e(value, n)
      CROSS JOIN LATERAL json_populate_record(NULL::${tableName}, e.value) AS r
      ORDER BY e.n`);
  }
}

/** Every row of the plan in one transaction: all of the demo or none of it. */
async function insertPlans(db: Db, plans: PlannedTicket[], files: PlannedFileRow[]) {
  await db.transaction(async (tx) => {
    // In creation order, so ticket numbers grow with time. Search covers public replies
    // (docs/tickets.md): their words are what the comments service would have appended.
    const ticketRows = plans.map((plan) => ({ ...plan.ticket, _words: publicWords(plan) }));
    await insertJson(tx, tickets, ticketRows, {
      comments_search_vector: `to_tsvector('atiende_es', e.value->>'_words')`,
    });
    const links = plans.flatMap((plan) =>
      plan.productIds.map((productId) => ({ ticketId: plan.ticket.id, productId })),
    );
    await insertJson(tx, ticketProducts, links);
    await insertJson(
      tx,
      ticketComments,
      plans.flatMap((plan) => plan.comments),
    );
    await insertJson(tx, ticketAttachments, files);
    await insertJson(
      tx,
      ticketEvents,
      plans.flatMap((plan) => plan.events),
    );
    await insertJson(
      tx,
      ticketRatings,
      plans.flatMap((plan) => (plan.rating ? [plan.rating] : [])),
    );
  });
}

const publicWords = (plan: PlannedTicket) =>
  plan.comments
    .filter((comment) => !comment.isInternal)
    .map((comment) => comment.body)
    .join(' ') || null;

type PlannedFileRow = typeof ticketAttachments.$inferInsert;

function summarise(plans: PlannedTicket[], files: number) {
  const comments = plans.flatMap((plan) => plan.comments);
  return {
    tickets: plans.length,
    comments: comments.filter((comment) => !comment.isInternal).length,
    internalNotes: comments.filter((comment) => comment.isInternal).length,
    attachments: files,
    events: plans.reduce((sum, plan) => sum + plan.events.length, 0),
    ratings: plans.filter((plan) => plan.rating).length,
  };
}

/** How many tickets there are, and how many of them are not demo tickets. */
async function existingTickets(db: Db) {
  const [all] = await db.select({ n: count() }).from(tickets);
  const [foreign] = await db
    .select({ n: count() })
    .from(tickets)
    .where(not(like(sql`coalesce(${tickets.externalRef}, '')`, `${DEMO_REF_PREFIX}%`)));
  return { all: all!.n, foreign: foreign!.n };
}

/** The demo's administrator as the services see a caller (they read only the id and role). */
const demoAdmin = (userId: string) => ({
  userId,
  role: 'ADMIN' as const,
  name: '',
  email: '',
  departmentIds: [],
  customerId: null,
});

/**
 * The demo help desk (docs/operations.md#demo-data): accounts of every role, companies,
 * departments, shared plantillas, and `tickets` tickets over the last `days` days with their
 * whole lives. Runs once: a second run finds the demo tickets and adds nothing; a help desk with
 * other tickets is refused.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const existing = await existingTickets(db);
  if (existing.foreign > 0) throw new DemoRefusedError(existing.foreign);
  const organisation = await seedOrganisation(db);
  const articles = await seedKnowledgeArticles(db, demoAdmin(organisation.cast.adminId));
  const base = {
    createdUsers: organisation.createdUsers,
    createdDepartments: organisation.createdDepartments,
    createdMacros: await seedMacros(db, organisation.cast),
    createdArticles: articles.created,
    createdAiQueries: await seedAiUsage(db, organisation.cast, articles.idsByKey, {
      now: options.now ?? new Date(),
      days: options.days ?? DEMO_DAYS,
    }),
  };
  if (existing.all > 0) {
    const counts = await countDemo(db);
    return { outcome: 'already-present', ...base, ...counts, byStatus: await byStatus(db) };
  }
  const plans = planDemo(organisation.cast, {
    tickets: options.tickets ?? DEMO_TICKET_COUNT,
    days: options.days ?? DEMO_DAYS,
    now: options.now ?? new Date(),
    seed: options.seed ?? DEMO_SEED,
  });
  const written: string[] = [];
  try {
    const files = await storeFiles(options.storage, plans, written);
    await insertPlans(db, plans, files);
    const counts = summarise(plans, files.length);
    return { outcome: 'created', ...base, ...counts, byStatus: await byStatus(db) };
  } catch (error) {
    await Promise.all(written.map((key) => options.storage.remove(key)));
    throw error;
  }
}

/** What a previous run left, counted from the database. */
async function countDemo(db: Db) {
  const demo = sql`ticket_id IN (SELECT id FROM tickets WHERE external_ref LIKE ${`${DEMO_REF_PREFIX}%`})`;
  const countOf = async (table: PgTable, where = sql`true`) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(sql`${demo} AND ${where}`);
    return row!.n;
  };
  const [ticketCount] = await db
    .select({ n: count() })
    .from(tickets)
    .where(like(tickets.externalRef, `${DEMO_REF_PREFIX}%`));
  return {
    tickets: ticketCount!.n,
    comments: await countOf(ticketComments, sql`NOT is_internal`),
    internalNotes: await countOf(ticketComments, sql`is_internal`),
    attachments: await countOf(ticketAttachments),
    events: await countOf(ticketEvents),
    ratings: await countOf(ticketRatings),
  };
}

async function byStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .where(like(tickets.externalRef, `${DEMO_REF_PREFIX}%`))
    .groupBy(tickets.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
