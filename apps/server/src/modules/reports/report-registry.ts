import type { ReportFamily } from '@atiende/contracts/reports';
import { customerReports } from './families/customers';
import { slaReports } from './families/sla';
import { technicianReports } from './families/technicians';
import { breaksReports, complianceReports, productivityReports } from './families/team-time';
import { ticketReports } from './families/tickets';
import type { ReportFamilyDefinitions } from './report-definition';

/** The definitions of every report, by family and type (docs/reports.md#server). */
export type ReportDefinitions = {
  readonly [F in ReportFamily]?: Partial<ReportFamilyDefinitions<F>>;
};

/**
 * Each family's module adds one import and one line here. A type of the catalogue without a
 * definition answers 404 and stays out of `GET /api/reports`.
 */
export const REPORT_DEFINITIONS: ReportDefinitions = {
  tickets: ticketReports,
  sla: slaReports,
  technicians: technicianReports,
  customers: customerReports,
  productivity: productivityReports,
  breaks: breaksReports,
  compliance: complianceReports,
};
