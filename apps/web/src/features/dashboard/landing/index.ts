/** /dashboard "Panel Principal": the signed-in role's dashboard (docs/dashboards.md). */
export { LandingDashboardPage } from './landing-dashboard-page';
