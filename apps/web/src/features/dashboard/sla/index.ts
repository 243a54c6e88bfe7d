/**
 * The SLA dashboard (docs/sla.md#dashboard): the page the router shows on /admin/sla-dashboard.
 */
export { SlaDashboardPage } from './components/sla-dashboard-page';
