import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { idArray } from '../../db/id-array';

export type DepartmentName = { id: string; name: string };

/**
 * The departments named by `ids`, or every active one when `ids` is null, by name: the department
 * pickers of the dashboards (docs/dashboards.md#filters, docs/sla.md#dashboard).
 */
export function selectDepartmentNames(
  executor: Executor,
  ids: readonly string[] | null,
): Promise<DepartmentName[]> {
  const where = ids === null ? sql`d.is_active` : sql`d.id = ANY(${idArray(ids)})`;
  return selectRows<DepartmentName>(
    executor,
    sql`SELECT d.id, d.name FROM departments d WHERE ${where} ORDER BY lower(d.name), d.id`,
  );
}
