import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options';
import { createCustomerInsightsService } from './customer-insights.service';
import { createCustomerMergeService } from './customer-merge.service';
import { customersRoutes } from './customers.routes';
import { createCustomersService } from './customers.service';

export {
  addCustomerContact,
  findCustomerById,
  findCustomerIdByEmail,
  findOrCreateCustomer,
  linkUserToCustomer,
  matchPublicFormCompany,
  updateCustomer,
  type IncomingContact,
  type PublicFormCompany,
} from './customers.repository';
export { customersRoutes, type CustomersRoutesOptions } from './customers.routes';

/**
 * The customers CRM. A customer's tickets are read through the tickets module's visibility rule,
 * `app.ticketScope` (a decorator: tickets imports this module, so an import back would be a cycle).
 */
export const customersModule: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  await app.register(customersRoutes, {
    service: createCustomersService({ db }),
    insights: createCustomerInsightsService({ db }),
    merge: createCustomerMergeService({ db, events: app.events }),
    ticketScope: app.ticketScope,
  });
};
