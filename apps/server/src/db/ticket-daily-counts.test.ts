import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { makeDepartment } from '../../test/ticket-factories';
import { selectRows, type Database } from './client';

/**
 * docs/dashboards.md#daily-counts: after every kind of write, the counts and their changes not
 * folded yet (the views) add up to a count of the tickets themselves, and folding moves the
 * changes into the counts without changing the sums.
 */
let database: Database;
let soporte = '';
let redes = '';
let ana = '';
let bruno = '';

beforeAll(async () => {
  database = await createTestDatabase();
  soporte = (await makeDepartment(database, { name: 'Soporte' })).id;
  redes = (await makeDepartment(database, { name: 'Redes' })).id;
  ana = (await makeUser(database, { role: 'TECHNICIAN' })).id;
  bruno = (await makeUser(database, { role: 'TECHNICIAN' })).id;
});
afterAll(async () => database.close());

type Row = { day: string; departmentId: string | null; key: string | null; count: number };

/** Rows in one order whatever the database's collation: day, department, key. */
const inOrder = (rows: Row[]) =>
  [...rows].sort((a, b) => {
    const left = [a.day, a.departmentId ?? '', a.key ?? ''].join('|');
    const right = [b.day, b.departmentId ?? '', b.key ?? ''].join('|');
    return left < right ? -1 : left > right ? 1 : 0;
  });

const limaDay = (column: string) =>
  `to_char((${column} AT TIME ZONE 'America/Lima')::date, 'YYYY-MM-DD')`;

/** The counts as readers see them (folded plus changes), without the keys that add up to zero. */
async function kept(): Promise<{ created: Row[]; resolved: Row[] }> {
  const created = await selectRows<Row>(
    database.db,
    sql.raw(`SELECT to_char(day, 'YYYY-MM-DD') AS day, department_id AS "departmentId",
      source::text AS key, sum(count)::int AS count FROM ticket_created_per_day
      GROUP BY 1, 2, 3 HAVING sum(count) <> 0`),
  );
  const resolved = await selectRows<Row>(
    database.db,
    sql.raw(`SELECT to_char(day, 'YYYY-MM-DD') AS day, department_id AS "departmentId",
      assigned_to_id::text AS key, sum(count)::int AS count FROM ticket_resolved_per_day
      GROUP BY 1, 2, 3 HAVING sum(count) <> 0`),
  );
  return { created: inOrder(created), resolved: inOrder(resolved) };
}

const fold = () => database.db.execute(sql`SELECT ticket_daily_counts_fold()`);

/** Rows waiting in the change tables. */
async function pendingChanges(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    database.db,
    sql`SELECT ((SELECT count(*) FROM ticket_created_daily_changes)
      + (SELECT count(*) FROM ticket_resolved_daily_changes))::int AS n`,
  );
  return row!.n;
}

/** The same counts worked out from the tickets. */
async function recounted(): Promise<{ created: Row[]; resolved: Row[] }> {
  const created = await selectRows<Row>(
    database.db,
    sql.raw(`SELECT ${limaDay('created_at')} AS day, department_id AS "departmentId",
      source::text AS key, count(*)::int AS count FROM tickets GROUP BY 1, 2, 3`),
  );
  const resolved = await selectRows<Row>(
    database.db,
    sql.raw(`SELECT ${limaDay('resolved_at')} AS day, department_id AS "departmentId",
      assigned_to_id::text AS key, count(*)::int AS count FROM tickets
      WHERE resolved_at IS NOT NULL GROUP BY 1, 2, 3`),
  );
  return { created: inOrder(created), resolved: inOrder(resolved) };
}

async function expectInStep() {
  expect(await kept()).toEqual(await recounted());
}

async function insertTickets(
  rows: Array<{ title: string; department: string | null; source: string; at: string }>,
): Promise<void> {
  const values = rows
    .map(
      (row) =>
        `('${row.title}', 'Detalle', 'Cliente', '${row.source}', ${
          row.department ? `'${row.department}'` : 'NULL'
        }, '${row.at}')`,
    )
    .join(', ');
  await database.db.execute(
    sql.raw(`INSERT INTO tickets (title, description, contact_name, source, department_id, created_at)
      VALUES ${values}`),
  );
}

const update = (set: string, title: string) =>
  database.db.execute(sql.raw(`UPDATE tickets SET ${set} WHERE title = '${title}'`));

describe('the daily counts of tickets', () => {
  it('count tickets inserted one by one and many at once, by Lima day, department and channel', async () => {
    // 03:30 UTC on the 18th is still the 17th in Lima.
    await insertTickets([
      { title: 't1', department: soporte, source: 'WEB', at: '2026-03-18T03:30:00Z' },
    ]);
    await insertTickets([
      { title: 't2', department: soporte, source: 'WEB', at: '2026-03-18T15:00:00Z' },
      { title: 't3', department: soporte, source: 'EMAIL', at: '2026-03-18T16:00:00Z' },
      { title: 't4', department: redes, source: 'WEB', at: '2026-03-18T17:00:00Z' },
      { title: 't5', department: null, source: 'WHATSAPP', at: '2026-03-18T18:00:00Z' },
      { title: 't6', department: null, source: 'WHATSAPP', at: '2026-03-18T19:00:00Z' },
    ]);
    const { created } = await kept();
    expect(created).toEqual(
      inOrder([
        { day: '2026-03-17', departmentId: soporte, key: 'WEB', count: 1 },
        { day: '2026-03-18', departmentId: soporte, key: 'EMAIL', count: 1 },
        { day: '2026-03-18', departmentId: soporte, key: 'WEB', count: 1 },
        { day: '2026-03-18', departmentId: redes, key: 'WEB', count: 1 },
        { day: '2026-03-18', departmentId: null, key: 'WHATSAPP', count: 2 },
      ]),
    );
    await expectInStep();
  });

  it('follow resolutions, reassignments, moves to another department and reopenings', async () => {
    await update(`assigned_to_id = '${ana}', resolved_at = '2026-03-19T14:00:00Z'`, 't2');
    await update(`assigned_to_id = '${bruno}', resolved_at = '2026-03-19T20:00:00Z'`, 't3');
    let { resolved } = await kept();
    expect(resolved).toEqual(
      inOrder([
        { day: '2026-03-19', departmentId: soporte, key: ana, count: 1 },
        { day: '2026-03-19', departmentId: soporte, key: bruno, count: 1 },
      ]),
    );
    await expectInStep();

    // Reassigned after the resolution: the day's count follows the assignee.
    await update(`assigned_to_id = '${bruno}'`, 't2');
    ({ resolved } = await kept());
    expect(resolved).toEqual([{ day: '2026-03-19', departmentId: soporte, key: bruno, count: 2 }]);
    // Moved to Redes: both its creation and its resolution change department.
    await fold();
    await update(`department_id = '${redes}'`, 't2');
    await expectInStep();
    // Reopened: it leaves the day it had been resolved on; resolved again the next day.
    await update(`resolved_at = NULL, status = 'EN_PROGRESO'`, 't2');
    await expectInStep();
    await update(`resolved_at = '2026-03-20T15:00:00Z'`, 't2');
    await expectInStep();
    // Columns that are not counted change nothing; several rows in one statement do.
    await update(`title = 't3 revisado'`, 't3');
    await database.db.execute(
      sql.raw(`UPDATE tickets SET department_id = '${soporte}', source = 'API'
        WHERE department_id IS NULL`),
    );
    await expectInStep();
  });

  it('forget deleted tickets, one or many, and every ticket after a truncate', async () => {
    await database.db.execute(sql.raw(`DELETE FROM tickets WHERE title = 't1'`));
    await expectInStep();
    await database.db.execute(sql.raw(`DELETE FROM tickets WHERE title IN ('t2', 't5')`));
    await expectInStep();
    expect((await kept()).created.length).toBeGreaterThan(0);
    await database.db.execute(sql.raw(`TRUNCATE tickets CASCADE`));
    expect(await kept()).toEqual({ created: [], resolved: [] });
  });

  it('fold every change into the counts once, the sums unchanged', async () => {
    await insertTickets([
      { title: 'f1', department: soporte, source: 'EMAIL', at: '2026-03-25T15:00:00Z' },
      { title: 'f2', department: null, source: 'WEB', at: '2026-03-26T15:00:00Z' },
    ]);
    await update(`assigned_to_id = '${ana}', resolved_at = '2026-03-27T15:00:00Z'`, 'f1');
    await update(`department_id = '${redes}'`, 'f2');
    const before = await kept();
    expect(await pendingChanges()).toBeGreaterThan(0);
    await fold();
    expect(await pendingChanges()).toBe(0);
    expect(await kept()).toEqual(before);
    await fold();
    expect(await kept()).toEqual(before);
    await expectInStep();
    // Folded keys are one row each: the counts table holds no duplicate key.
    const [duplicates] = await selectRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ticket_created_daily
        GROUP BY day, department_id, source HAVING count(*) > 1) d`,
    );
    expect(duplicates!.n).toBe(0);
  });

  it('are recomputed from the tickets by the rebuild function', async () => {
    await insertTickets([
      { title: 'r1', department: soporte, source: 'WEB', at: '2026-04-01T15:00:00Z' },
      { title: 'r2', department: redes, source: 'EMAIL', at: '2026-04-02T15:00:00Z' },
    ]);
    await update(`assigned_to_id = '${ana}', resolved_at = '2026-04-03T15:00:00Z'`, 'r1');
    await fold();
    await database.db.execute(sql.raw(`UPDATE ticket_created_daily SET count = 99`));
    await database.db.execute(sql.raw(`SELECT ticket_daily_counts_rebuild()`));
    await expectInStep();
    expect((await kept()).created).toHaveLength(4); // f1, f2, r1 and r2
    expect(await pendingChanges()).toBe(0);
  });
});
