/**
 * The dashboards' contract (docs/dashboards.md): their schemas and texts, apart from the main
 * entry. Only the dashboard pages and the server's dashboard module import
 * `@atiende/contracts/dashboard`, so the other pages (the public form, the ticket list) neither
 * download nor build it (docs/performance.md, 2026-11-26 third pass).
 */
export * from './schemas/dashboard';
export * from './schemas/sla-dashboard';
export { slaDashboardMessages } from './messages/es/sla-dashboard';
export { dashboardMessages } from './messages/es/dashboard';
export { simpleDashboardMessages, wallDashboardMessages } from './messages/es/dashboard-wall';
export { dashboardOverviewMessages } from './messages/es/dashboard-overview';
export { dashboardPersonalMessages } from './messages/es/dashboard-personal';
