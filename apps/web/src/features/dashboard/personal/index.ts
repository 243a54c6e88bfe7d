/** The personal dashboards (docs/dashboards.md): the técnico's and the client's portal. */
export { ClientDashboardPage } from './components/client-dashboard-page';
export { TechnicianDashboardPage } from './components/technician-dashboard-page';
