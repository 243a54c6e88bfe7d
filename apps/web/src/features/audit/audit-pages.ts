/** The audit feature's pages, loaded together in one lazy chunk by src/app/route-pages.ts. */
export { AuditLogPage } from './components/audit-log-page';
export { ErrorTestPage } from './components/error-test-page';
