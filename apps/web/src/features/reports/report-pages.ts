/**
 * The report pages (docs/reports.md#pages), one lazy chunk: /admin/reports and
 * /admin/reports/{family}/{type}.
 */
export { ReportsHomePage } from './components/reports-home-page';
export { ReportPage } from './components/report-page';
