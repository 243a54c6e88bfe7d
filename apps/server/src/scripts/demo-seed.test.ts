import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ROLES, TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES } from '@atiende/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { loadConfig } from '../config';
import { selectRows, type Database } from '../db/client';
import { aiQueries, departmentStatuses, tickets, users } from '../db/schema/index';
import { findUserByEmail } from '../modules/users/index';
import { verifyPassword } from '../platform/hashing';
import { createDiskStorage } from '../platform/storage';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { DEMO_ARTICLES } from './demo-knowledge-articles';
import { seedOrganisation } from './demo-organisation';
import { DemoRefusedError, planDemo, seedDemo } from './demo-seed';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const directories: string[] = [];
const tempDir = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'atiende-demo-'));
  directories.push(directory);
  return directory;
};
afterAll(() => directories.forEach((d) => rmSync(d, { recursive: true, force: true })));

type TicketRow = {
  id: string;
  number: string;
  status: string;
  custom_status_id: string | null;
  priority: string;
  source: string;
  resolution: string | null;
  created_at: Date;
  updated_at: Date;
  first_response_at: Date | null;
  resolved_at: Date | null;
  closed_at: Date | null;
};

describe('seedDemo (300 tickets)', () => {
  let database: Database;
  let storageDir: string;
  let rows: TicketRow[];
  const query = <T>(statement: ReturnType<typeof sql>) => selectRows<T>(database.db, statement);

  beforeAll(async () => {
    database = await createTestDatabase();
    storageDir = tempDir();
    const storage = createDiskStorage(storageDir);
    await seedDemo(database.db, { storage, tickets: 300, now: NOW });
    rows = await query<TicketRow>(sql`SELECT * FROM tickets ORDER BY number`);
  }, 120_000);
  afterAll(() => database.close());

  it('covers every status, custom status, priority and channel', async () => {
    expect(rows).toHaveLength(300);
    const has = (key: keyof TicketRow) => new Set(rows.map((row) => row[key]));
    expect([...has('status')].sort()).toEqual([...TICKET_STATUSES].sort());
    expect([...has('priority')].sort()).toEqual([...TICKET_PRIORITIES].sort());
    expect([...has('source')].sort()).toEqual([...TICKET_SOURCES].sort());
    const customs = await database.db
      .select({ id: departmentStatuses.id })
      .from(departmentStatuses);
    expect(customs.length).toBeGreaterThan(5);
    for (const custom of customs) expect(has('custom_status_id')).toContain(custom.id);
  });

  it('spreads tickets over 90 days, on office hours and weekdays more', () => {
    const times = rows.map((row) => new Date(row.created_at).getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 91 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(75 * DAY);
    const lima = times.map((at) => new Date(at - 5 * 3_600_000));
    const officeHours = lima.filter((at) => at.getUTCHours() >= 8 && at.getUTCHours() < 19);
    expect(officeHours.length / rows.length).toBeGreaterThan(0.75);
    const weekend = lima.filter((at) => at.getUTCDay() === 0 || at.getUTCDay() === 6).length;
    // Per day, a weekday has more than twice a weekend day's tickets.
    expect((rows.length - weekend) / 5).toBeGreaterThan((weekend / 2) * 2);
  });

  it('numbers tickets in the order they were opened', () => {
    const times = rows.map((row) => new Date(row.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps each ticket’s moments in order: created ≤ first reply ≤ resolved ≤ closed ≤ now', async () => {
    for (const row of rows) {
      const at = (value: Date | null) => (value ? new Date(value).getTime() : null);
      const created = at(row.created_at)!;
      const steps = [created, at(row.first_response_at), at(row.resolved_at), at(row.closed_at)];
      const present = steps.filter((value): value is number => value !== null);
      expect(present).toEqual([...present].sort((a, b) => a - b));
      expect(at(row.updated_at)!).toBeGreaterThanOrEqual(created);
      expect(at(row.updated_at)!).toBeLessThanOrEqual(NOW.getTime());
      const isDone = row.status === 'RESUELTO' || row.status === 'CERRADO';
      expect(row.resolution !== null && row.resolved_at !== null).toBe(isDone);
      expect(row.closed_at !== null).toBe(row.status === 'CERRADO');
    }
    const outOfOrder = await query<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT t.id FROM tickets t JOIN ticket_comments c ON c.ticket_id = t.id
        WHERE c.created_at < t.created_at OR c.created_at > t.updated_at
        UNION ALL
        SELECT t.id FROM tickets t JOIN ticket_events e ON e.ticket_id = t.id
        WHERE e.created_at < t.created_at OR e.created_at > t.updated_at
        UNION ALL
        SELECT t.id FROM tickets t JOIN ticket_ratings r ON r.ticket_id = t.id
        WHERE t.status <> 'CERRADO' OR r.created_at < t.closed_at OR r.created_at > ${NOW}
      ) AS wrong`);
    expect(outOfOrder[0]!.n).toBe(0);
  });

  it('writes conversations, notes, files, reassignments, escalations and ratings', async () => {
    const [counts] = await query<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM ticket_comments c JOIN users u ON u.id = c.author_id
        WHERE NOT c.is_internal AND u.role = 'CLIENT') AS client_replies,
      (SELECT count(*)::int FROM ticket_comments c JOIN users u ON u.id = c.author_id
        WHERE NOT c.is_internal AND u.role <> 'CLIENT') AS staff_replies,
      (SELECT count(*)::int FROM ticket_comments WHERE is_internal) AS notes,
      (SELECT count(*)::int FROM ticket_attachments) AS attachments,
      (SELECT count(*)::int FROM ticket_ratings) AS ratings,
      (SELECT count(*)::int FROM tickets WHERE status = 'CERRADO') AS closed,
      (SELECT count(*)::int FROM tickets WHERE comments_search_vector IS NOT NULL) AS searchable`);
    for (const key of ['client_replies', 'staff_replies', 'notes', 'attachments', 'ratings']) {
      expect(counts![key], key).toBeGreaterThan(10);
    }
    expect(counts!.ratings).toBeGreaterThan(counts!.closed! / 2);
    expect(counts!.searchable).toBeGreaterThan(200);
    const types = await query<{ type: string }>(sql`SELECT DISTINCT type FROM ticket_events`);
    expect(types.map((row) => row.type).sort()).toEqual(
      [
        'assigned',
        'attachment_added',
        'comment_added',
        'created',
        'escalated',
        'priority_changed',
        'reassigned',
        'status_changed',
      ].sort(),
    );
  });

  it('stores real files that open', async () => {
    const files = await query<{ storage_key: string; content_type: string; size_bytes: number }>(
      sql`SELECT storage_key, content_type, size_bytes FROM ticket_attachments`,
    );
    const storage = createDiskStorage(storageDir);
    const magic: Record<string, string> = {
      'image/png': '\x89PNG',
      'application/pdf': '%PDF',
      'text/plain; charset=utf-8': '20',
    };
    for (const type of Object.keys(magic)) {
      const file = files.find((row) => row.content_type === type)!;
      expect(file, type).toBeDefined();
      const head = await buffer(storage.read(file.storage_key));
      expect(head.length).toBe(file.size_bytes);
      expect(head.toString('latin1').startsWith(magic[type]!), type).toBe(true);
    }
  });

  it('gives every role a login with the demo password', async () => {
    const roles = await database.db.selectDistinct({ role: users.role }).from(users);
    expect(roles.map((row) => row.role).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      const demo = [...DEMO_USERS, ...DEMO_CLIENTS].find((user) => user.role === role)!;
      const user = await findUserByEmail(database.db, demo.email);
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const [unlinked] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE role = 'CLIENT' AND customer_id IS NULL`,
    );
    expect(unlinked!.n).toBe(0);
    const [macros] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM macros`);
    expect(macros!.n).toBeGreaterThanOrEqual(5);
    // The knowledge base: every demo article, each with its passages (docs/assistant.md).
    const [articles] = await query<{ n: number; unindexed: number }>(
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT EXISTS (
            SELECT 1 FROM knowledge_chunks c WHERE c.article_id = a.id))::int AS unindexed
          FROM knowledge_articles a`,
    );
    expect(articles).toEqual({ n: DEMO_ARTICLES.length, unindexed: 0 });
  });

  it('adds nothing on a second run', async () => {
    const again = await seedDemo(database.db, {
      storage: createDiskStorage(storageDir),
      tickets: 300,
      now: NOW,
    });
    expect(again.outcome).toBe('already-present');
    expect(again.createdUsers).toBe(0);
    expect(again.createdMacros).toBe(0);
    expect(again.createdArticles).toBe(0);
    // The assistant's history (docs/assistant.md#costs-page) is written once too.
    expect(again.createdAiQueries).toBe(0);
    expect(await database.db.$count(aiQueries)).toBeGreaterThan(500);
    expect(again.tickets).toBe(300);
    expect(await database.db.$count(tickets)).toBe(300);
  });

  it('draws the same help desk from the same seed and moment', async () => {
    const { cast } = await seedOrganisation(database.db);
    const options = { tickets: 50, days: 90, now: NOW, seed: 7 };
    expect(planDemo(cast, options)).toEqual(planDemo(cast, options));
  });
});

describe('seedDemo at full size', () => {
  it('writes at least 2,000 tickets, most closed ones rated', async () => {
    const database = await createTestDatabase();
    try {
      const storage = createDiskStorage(tempDir());
      const result = await seedDemo(database.db, { storage, now: NOW });
      expect(result.tickets).toBeGreaterThanOrEqual(2000);
      expect(Object.keys(result.byStatus).sort()).toEqual([...TICKET_STATUSES].sort());
      expect(result.ratings).toBeGreaterThan(result.byStatus.CERRADO! / 2);
      expect(result.internalNotes).toBeGreaterThan(result.tickets / 2);
      expect(await database.db.$count(tickets)).toBe(result.tickets);
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('npm run seed:demo', () => {
  const run = (cwd: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/seed-demo.ts', '--tickets', '30'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH, INIT_CWD: cwd, DATA_DIR: 'demo-here', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );

  it('writes where the server reads: DATA_DIR relative to the directory npm started in', () => {
    const cwd = tempDir();
    const first = run(cwd);
    expect(first.status, first.stderr).toBe(0);
    const dataDir = path.join(cwd, 'demo-here');
    expect(loadConfig({ INIT_CWD: cwd, DATA_DIR: 'demo-here' }).dataDir).toBe(dataDir);
    expect(first.stdout).toContain(`embedded database in ${dataDir}`);
    expect(first.stdout).toContain('Created: 30 tickets');
    expect(first.stdout).toContain(DEMO_PASSWORD);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'attachments')).length).toBeGreaterThan(0);
  }, 180_000);
});

describe('seedDemo on a help desk in use', () => {
  it('refuses and writes nothing when tickets that are not demo data exist', async () => {
    const database = await createTestDatabase();
    try {
      await database.db
        .insert(tickets)
        .values({ title: 'Real', description: 'x', contactName: 'A' });
      const storage = createDiskStorage(tempDir());
      await expect(seedDemo(database.db, { storage, tickets: 20 })).rejects.toBeInstanceOf(
        DemoRefusedError,
      );
      expect(await database.db.$count(users)).toBe(0);
      expect(await database.db.$count(tickets)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
