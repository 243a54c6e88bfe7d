/** The import feature's page, loaded lazily by src/app/route-pages.ts. */
export { ImportPage } from './components/import-page';
