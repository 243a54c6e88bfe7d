// Test data for modules/reports/families/{tickets,sla}.routes.test.ts: a report's scope built as
// the reports service builds it (the caller's departments, the period at a fixed instant), and
// instants written as Lima wall-clock times so fixtures read like the days they fall on.
import {
  reportMessages,
  reportQuerySchema,
  type ReportQueryInput,
} from '@atiende/contracts/reports';
import type { Db } from '../src/db/client';
import type { ReportScope } from '../src/modules/reports/report-definition';
import { resolveViewer, teamPanelScope } from '../src/modules/tickets/index';
import { limaToday } from '../src/platform/lima-time';
import { resolvePeriod } from '../src/platform/period';

/** `day` (`YYYY-MM-DD`) at `hour`:`minute` in Lima (UTC−5 all year). */
export const lima = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + ((hour + 5) * 60 + minute) * 60_000);

/** The scope of a report for a user at `now`, as the service resolves it. */
export async function reportScope(
  db: Db,
  user: { id: string; role: 'ADMIN' | 'TECH_LEAD' | 'TECHNICIAN' | 'CLIENT' },
  query: ReportQueryInput,
  now: Date,
): Promise<ReportScope> {
  const viewer = await resolveViewer(db, { userId: user.id, role: user.role, sessionId: 'test' });
  const filters = reportQuerySchema.parse(query);
  const { departmentIds, tickets } = teamPanelScope(viewer, filters.departmentId, {
    roleForbidden: reportMessages.errors.forbidden,
    departmentForbidden: reportMessages.errors.departmentForbidden,
  });
  const period = resolvePeriod(filters, now);
  const days = { from: limaToday(period.from), to: limaToday(new Date(period.to.getTime() - 1)) };
  return { viewer, departmentIds, tickets, period, days, filters, now };
}
