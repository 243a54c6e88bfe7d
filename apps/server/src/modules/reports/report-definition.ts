import type {
  ReportFamily,
  ReportQuery,
  ReportResult,
  ReportType,
} from '@atiende/contracts/reports';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResolvedPeriod } from '../../platform/period';
import type { Viewer } from '../tickets/index';

/**
 * What one report computes (docs/reports.md#server). The service checks the caller, resolves the
 * period and the scope, and fills in the title, the filters in words and the time of generation;
 * a definition only answers its figures, in SQL.
 */
export type ReportScope = {
  viewer: Viewer;
  /** The departments the report covers; `null`: every department (an administrator, unfiltered). */
  departmentIds: string[] | null;
  /**
   * The caller's ticket visibility and the department filter, as a condition on `tickets`
   * (`teamPanelScope`): add it to every statement that reads tickets.
   */
  tickets: SQL;
  /** The period as instants, [from, to). */
  period: ResolvedPeriod;
  /** The same period as Lima days, both included (`YYYY-MM-DD`): for the daily counts. */
  days: { from: string; to: string };
  /** The request's filters; a definition reads only those its type offers. */
  filters: ReportQuery;
  /** The moment the report is made (tests pass a fixed one). */
  now: Date;
};

/** The part of a report a definition computes. */
export type ReportBody = Pick<
  ReportResult,
  'summary' | 'columns' | 'rows' | 'totals' | 'chart' | 'truncated'
>;

export type ReportDefinition = {
  run(db: Db, scope: ReportScope): Promise<ReportBody>;
};

/** Every type of one family, each with its definition. */
export type ReportFamilyDefinitions<F extends ReportFamily> = {
  readonly [T in ReportType<F>]: ReportDefinition;
};
