import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { idArray } from '../../db/id-array';

export type NamedRow = { id: string; name: string };

/** Staff a report's técnico filter may name: técnicos and leads (docs/reports.md#catalogue-and-access). */
const STAFF_ROLES_SQL = sql.raw(`'TECHNICIAN', 'TECH_LEAD'`);

/** Whether a person works in one of `ids`, as member or lead; `null` (every department): true. */
function worksIn(ids: readonly string[] | null) {
  if (ids === null) return sql`TRUE`;
  return sql`(EXISTS (SELECT 1 FROM department_members m
      WHERE m.user_id = u.id AND m.department_id = ANY(${idArray(ids)}))
    OR EXISTS (SELECT 1 FROM departments d WHERE d.lead_id = u.id AND d.id = ANY(${idArray(ids)})))`;
}

/**
 * The active técnicos and leads of the departments a report covers, by name: the técnico picker
 * of the report pages. `null` (an administrator): every one.
 */
export function selectReportTechnicians(
  db: Db,
  departmentIds: readonly string[] | null,
): Promise<NamedRow[]> {
  return selectRows<NamedRow>(
    db,
    sql`SELECT u.id, u.name FROM users u
      WHERE u.is_active AND u.role IN (${STAFF_ROLES_SQL}) AND ${worksIn(departmentIds)}
      ORDER BY lower(u.name), u.id`,
  );
}

/**
 * The técnico a report is filtered by, when they are staff: with whether they work in one of
 * `departmentIds` (always, for `null`). Inactive people stay reportable: their past work counts.
 */
export async function findReportTechnician(
  db: Db,
  id: string,
  departmentIds: readonly string[] | null,
): Promise<(NamedRow & { isInScope: boolean }) | null> {
  const [row] = await selectRows<NamedRow & { isInScope: boolean }>(
    db,
    sql`SELECT u.id, u.name, ${worksIn(departmentIds)} AS "isInScope" FROM users u
      WHERE u.id = ${id} AND u.role IN (${STAFF_ROLES_SQL})`,
  );
  return row ?? null;
}
