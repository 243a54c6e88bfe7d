/** The team feature's page, loaded lazily by src/app/route-pages.ts. */
export { TeamPage } from './components/team-page';
