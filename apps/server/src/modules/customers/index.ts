export { findOrCreateCustomer } from './customers.repository';
