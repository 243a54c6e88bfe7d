import type { Role, TeamDepartment, TeamFigures } from '@atiende/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';

/**
 * Per-person figures for a period, for any number of people, in one SQL statement
 * (docs/team.md has the definitions). Tickets are counted for their current assignee.
 * `people` is a condition on the `users` table (unaliased).
 */

export type FiguresRow = TeamFigures & {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  isActive: boolean;
  createdAtMs: number;
  phone: string | null;
  specialties: string[];
  maxOpenTickets: number | null;
  lastLoginAtMs: number | null;
  deactivatedAtMs: number | null;
  departments: TeamDepartment[];
};

const OPEN = sql.raw(`('PENDIENTE', 'EN_PROGRESO', 'ESCALADO')`);
const CLOSED = sql.raw(`('RESUELTO', 'CERRADO')`);

export function selectTeamFigures(
  executor: Executor,
  people: SQL | undefined,
  period: { from: Date; to: Date },
): Promise<FiguresRow[]> {
  const where = people ?? sql`TRUE`;
  const since = sql`${period.from.toISOString()}::timestamptz`;
  const until = sql`${period.to.toISOString()}::timestamptz`;
  return selectRows<FiguresRow>(
    executor,
    sql`WITH people AS (SELECT users.id FROM users WHERE ${where}),
ticket_figures AS (
  SELECT t.assigned_to_id AS user_id,
    count(*) FILTER (WHERE t.created_at >= ${since} AND t.created_at < ${until})::int AS assigned,
    count(*) FILTER (WHERE t.resolved_at >= ${since} AND t.resolved_at < ${until})::int AS resolved,
    count(*) FILTER (WHERE t.status IN ${OPEN})::int AS open,
    (avg(extract(epoch FROM t.first_response_at - t.created_at))
      FILTER (WHERE t.created_at >= ${since} AND t.created_at < ${until} AND t.first_response_at IS NOT NULL) / 60)::float8
      AS first_response,
    (avg(extract(epoch FROM t.resolved_at - t.created_at))
      FILTER (WHERE t.resolved_at >= ${since} AND t.resolved_at < ${until}) / 60)::float8 AS resolution
  FROM tickets t
  WHERE t.assigned_to_id IN (SELECT id FROM people)
  GROUP BY t.assigned_to_id
),
status_figures AS (
  SELECT t.assigned_to_id AS user_id,
    count(DISTINCT e.ticket_id) FILTER (
      WHERE coalesce(fs.base_status::text, e.from_value) IN ${CLOSED}
        AND coalesce(ts.base_status::text, e.to_value) IN ${OPEN})::int AS reopened,
    count(DISTINCT e.ticket_id) FILTER (
      WHERE coalesce(ts.base_status::text, e.to_value) = 'RESUELTO')::int AS resolutions
  FROM ticket_events e
  JOIN tickets t ON t.id = e.ticket_id
  LEFT JOIN department_statuses fs ON fs.id::text = e.from_value
  LEFT JOIN department_statuses ts ON ts.id::text = e.to_value
  WHERE e.type = 'status_changed' AND e.created_at >= ${since} AND e.created_at < ${until}
    AND t.assigned_to_id IN (SELECT id FROM people)
  GROUP BY t.assigned_to_id
)
SELECT users.id, users.name, users.email, users.role, users.avatar,
  users.is_active AS "isActive",
  (extract(epoch FROM users.created_at) * 1000)::float8 AS "createdAtMs",
  users.phone, users.specialties, users.max_open_tickets AS "maxOpenTickets",
  (extract(epoch FROM users.last_login_at) * 1000)::float8 AS "lastLoginAtMs",
  (extract(epoch FROM users.deactivated_at) * 1000)::float8 AS "deactivatedAtMs",
  (SELECT coalesce(json_agg(json_build_object(
      'id', d.id, 'name', d.name,
      'isLead', d.lead_id IS NOT DISTINCT FROM users.id,
      'isMember', EXISTS (SELECT 1 FROM department_members dm
        WHERE dm.department_id = d.id AND dm.user_id = users.id)
    ) ORDER BY lower(d.name)), '[]'::json)
    FROM departments d WHERE d.lead_id = users.id OR EXISTS (
      SELECT 1 FROM department_members dm WHERE dm.department_id = d.id AND dm.user_id = users.id)
  ) AS departments,
  coalesce(tf.assigned, 0) AS assigned,
  coalesce(tf.resolved, 0) AS resolved,
  coalesce(tf.open, 0) AS open,
  coalesce(sf.reopened, 0) AS reopened,
  tf.first_response AS "averageFirstResponseMinutes",
  tf.resolution AS "averageResolutionMinutes",
  CASE WHEN coalesce(sf.resolutions, 0) > 0
    THEN least(1, sf.reopened::float8 / sf.resolutions) END AS "reopenRate"
FROM users
LEFT JOIN ticket_figures tf ON tf.user_id = users.id
LEFT JOIN status_figures sf ON sf.user_id = users.id
WHERE users.id IN (SELECT id FROM people)
ORDER BY lower(unaccent(users.name)), users.name, users.id`,
  );
}
