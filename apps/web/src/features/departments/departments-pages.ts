/** The feature's pages, loaded together in one lazy chunk by src/app/route-pages.ts. */
export { DepartmentsPage } from './components/departments-page';
export { ProductsPage } from './components/products-page';
