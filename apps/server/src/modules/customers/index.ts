export {
  addCustomerContact,
  findOrCreateCustomer,
  linkUserToCustomer,
  type IncomingContact,
} from './customers.repository';
export { customersRoutes, type CustomersRoutesOptions } from './customers.routes';
