/**
 * The administrator's and the tech lead's panel (docs/dashboards.md "Panel de Administración y
 * del líder técnico"): the page the router shows on /admin/dashboard, /admin,
 * /tech-lead/dashboard, and on /dashboard for those two roles.
 */
export { OverviewDashboardPage } from './components/overview-dashboard-page';
