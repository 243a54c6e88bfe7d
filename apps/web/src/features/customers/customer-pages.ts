/** The customers feature's pages, loaded together in one lazy chunk by src/app/route-pages.ts. */
export { CustomersPage } from './components/customers-page';
export { CustomerDetailPage } from './components/customer-detail-page';
