/**
 * The reports' contract (docs/reports.md): catalogue, schemas and texts, apart from the main
 * entry so that only the report pages and the server's reports module build them.
 */
export * from './constants/reports';
export * from './schemas/reports';
export { reportMessages } from './messages/es/reports';
export { reportCoreMessages, formatReportCell } from './messages/es/reports-core';
export { reportTeamTimeMessages } from './messages/es/reports-team-time';
export * from './schemas/report-schedules';
export { reportScheduleMessages } from './messages/es/reports-schedules';
export { reportPageMessages } from './messages/es/reports-page';
export { slaReportMessages, ticketReportMessages } from './messages/es/reports-tickets-sla';
export { customerReportMessages, technicianReportMessages } from './messages/es/reports-people';
